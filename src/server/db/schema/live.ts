import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Direction } from "../../../domain/ride/ride.ts";
import { ownedBy } from "./columns.ts";
import { rides } from "./rides.ts";
import { userRef } from "./users.ts";

/**
 * The car's latest position on the day (issue 39), sent by the assigned driver: one row a ride,
 * replaced at most every few seconds, erased when the trip window ends (a minute job). Its
 * trigger sends the catalog's `position` event, which the stream hands to the ride's members only.
 */
export const ridePositions = pgTable("ride_positions", {
  rideId: integer("ride_id")
    .primaryKey()
    .references(() => rides.id, { onDelete: "cascade" }),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  accuracy: doublePrecision("accuracy"),
  heading: doublePrecision("heading"),
  speed: doublePrecision("speed"),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/**
 * The ride's crossing as its driver tapped it: "At the checkpoint" and "Cleared" (issue 39). Kept
 * for the live crossing times (the median of the last three hours), read by clearance time.
 */
export const rideCrossings = pgTable(
  "ride_crossings",
  {
    rideId: integer("ride_id")
      .primaryKey()
      .references(() => rides.id, { onDelete: "cascade" }),
    checkpoint: text("checkpoint").notNull().$type<"Tuas" | "Woodlands">(),
    direction: text("direction").notNull().$type<Direction>(),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  (t) => [
    index("ride_crossings_cleared_at_idx").on(t.clearedAt),
    check("ride_crossings_checkpoint_check", sql`${t.checkpoint} in ('Tuas', 'Woodlands')`),
  ],
);

/**
 * Each party told once per stop (issue 39): "your car is about five minutes away" (`near`), and
 * "your car has crossed" (`crossed`), made once across instances by the key.
 */
export const rideArrivalNotices = pgTable(
  "ride_arrival_notices",
  {
    rideId: ownedBy("ride_id", () => rides.id),
    userId: userRef(),
    kind: text("kind").notNull().$type<"near" | "crossed">(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rideId, t.userId, t.kind] }),
    index("ride_arrival_notices_user_id_idx").on(t.userId),
    check("ride_arrival_notices_kind_check", sql`${t.kind} in ('near', 'crossed')`),
  ],
);
