import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CrossingRule } from "../../../domain/carriage/carriage.ts";
import {
  CARRIAGE_NOTICE_KINDS,
  type CarriageNoticeKind,
} from "../../../domain/notification/carriage-notices.ts";
import { createdAt, ownedBy, serialId } from "./columns.ts";
import { rides } from "./rides.ts";
import { userRef, users } from "./users.ts";

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

/**
 * One row per notice about who carries a ride sent to a person by a sweep (issue 37, decision
 * 051): the key makes each once across instances and sweeps. `about` is what it was for: the
 * permit's last day (a permit that lapses before the ride, or ends soon), the departure (no
 * licensed car yet), or the verification asked again (its time). `ride_id` is null for a
 * vendor's own notices.
 */
export const carriageNotices = pgTable(
  "carriage_notices",
  {
    userId: userRef(),
    kind: text("kind").notNull().$type<CarriageNoticeKind>(),
    rideId: integer("ride_id").references(() => rides.id, { onDelete: "cascade" }),
    about: text("about").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carriage_notices_key_idx").on(
      t.userId,
      t.kind,
      sql`coalesce(${t.rideId}, 0)`,
      t.about,
    ),
    index("carriage_notices_ride_id_idx").on(t.rideId),
    check(
      "carriage_notices_kind_check",
      sql`${t.kind} in (${sql.raw(CARRIAGE_NOTICE_KINDS.map((kind) => `'${kind}'`).join(", "))})`,
    ),
  ],
);
