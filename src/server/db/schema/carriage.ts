import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { CrossingRule } from "../../../domain/carriage/carriage.ts";
import { createdAt, ownedBy, serialId } from "./columns.ts";
import { rides } from "./rides.ts";
import { users } from "./users.ts";

/**
 * The crossing rules (issue 37), one row per version, append-only: the newest row is the rules
 * every check applies, and the rows before it are the admins' trail of who changed them and when.
 * The first row is the migration's defaults (no admin).
 */
export const crossingRuleSets = pgTable("crossing_rule_sets", {
  id: serialId(),
  rules: jsonb("rules").notNull().$type<CrossingRule[]>(),
  // The admin; kept (as null) when their account is deleted, and null for the shipped defaults.
  actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * "This isn't the car shown" (issue 37): a rider says, on the day, that the car that came is not
 * the one the ride page showed. One row per rider and ride (the key makes a second report the
 * same one); the vendor and plate shown then are kept, since the ride may change hands later.
 * Admins list the open ones (Reported rides) and mark each dealt with.
 */
export const rideCarReports = pgTable(
  "ride_car_reports",
  {
    id: serialId(),
    rideId: ownedBy("ride_id", () => rides.id),
    reporterId: ownedBy("reporter_id", () => users.id),
    vendorId: integer("vendor_id").references(() => users.id, { onDelete: "set null" }),
    plate: text("plate"),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("ride_car_reports_ride_id_reporter_id_idx").on(t.rideId, t.reporterId),
    index("ride_car_reports_reporter_id_idx").on(t.reporterId),
  ],
);
