import { index, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { ownedBy, serialId } from "./columns.ts";
import { ridePassengers } from "./passengers.ts";

/**
 * Each change the organizer records to what arrived from a party: the change in cents (negative
 * when a mark was corrected down) and when. Their sum is the party's paid_cents; a receipt lists
 * them (issue 38). Rows from before the table are one row of the total at paid_at.
 */
export const ridePaymentRecords = pgTable(
  "ride_payment_records",
  {
    id: serialId(),
    passengerId: ownedBy("passenger_id", () => ridePassengers.id),
    amountCents: integer("amount_cents").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ride_payment_records_passenger_id_idx").on(t.passengerId, t.recordedAt)],
);
