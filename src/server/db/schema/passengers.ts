import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, ownedBy, serialId } from "./columns.ts";
import { rides } from "./rides.ts";
import { userRef } from "./users.ts";

/**
 * A party on a ride: seated (ride_passengers) or waiting (ride_waitlist). One row per rider and
 * ride, and the same 1–10 bound on its size.
 */
const partyColumns = () => ({
  id: serialId(),
  rideId: ownedBy("ride_id", () => rides.id),
  userId: userRef(),
  dropoffLocation: text("dropoff_location").notNull(),
});
const partyConstraints = (
  table: string,
  t: { rideId: AnyPgColumn; userId: AnyPgColumn; passengerCount: AnyPgColumn },
) => [
  uniqueIndex(`${table}_ride_user_idx`).on(t.rideId, t.userId),
  index(`${table}_user_id_idx`).on(t.userId),
  check(`${table}_count_check`, sql`${t.passengerCount} between 1 and 10`),
];

export const ridePassengers = pgTable(
  "ride_passengers",
  {
    ...partyColumns(),
    dropoffSequence: integer("dropoff_sequence"),
    passengerCount: integer("passenger_count").notNull().default(1),
    // Seated from the waitlist rather than by joining (for telling them they were seated).
    fromWaitlist: boolean("from_waitlist").notNull().default(false),
    // When the organizer first recorded a payment from the party; null while nothing arrived.
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // What has arrived from the party in total, in cents (decision 028).
    paidCents: integer("paid_cents").notNull().default(0),
    // The party's share in cents, written once at departure (decision 017); null before.
    amountCents: integer("amount_cents"),
    // The party's own check-in on the day (issue 26); null until they tap one.
    checkin: text("checkin").$type<"here" | "late">(),
    checkinMinutes: integer("checkin_minutes"),
    checkinAt: timestamp("checkin_at", { withTimezone: true }),
    // Marked by the organizer or the driver; a no-show keeps their share owed.
    boarding: text("boarding").$type<"boarded" | "no_show">(),
    createdAt: createdAt(),
  },
  (t) => [
    ...partyConstraints("ride_passengers", t),
    check("ride_passengers_sequence_check", sql`${t.dropoffSequence} >= 1`),
    check("ride_passengers_paid_cents_check", sql`${t.paidCents} >= 0`),
    check("ride_passengers_checkin_check", sql`${t.checkin} in ('here', 'late')`),
    check("ride_passengers_boarding_check", sql`${t.boarding} in ('boarded', 'no_show')`),
  ],
);

/** Parties waiting for seats on a full ride, in order of arrival (id). */
export const rideWaitlist = pgTable(
  "ride_waitlist",
  {
    ...partyColumns(),
    passengerCount: integer("passenger_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => partyConstraints("ride_waitlist", t),
);

export type RidePassengerRow = typeof ridePassengers.$inferSelect;
