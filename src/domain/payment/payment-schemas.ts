// The zod schemas of payments: marking a party paid, a passenger's own line, the organizer's list.
// Amounts are integer cents (format them with price.ts formatMoney).
import { z } from "zod";

/** `PATCH /api/rides/{id}/passengers/{passengerId}/payment` */
export const paymentMarkSchema = z.object({
  paid: z.boolean({ error: "paid must be true or false" }),
});

const cents = z.number().int().nonnegative();

/** `GET /api/rides/{id}/payment`: what the reader's party owes the organizer. */
export const paymentLineSchema = z.object({
  passengerId: z.number().int(),
  passengerCount: z.number().int(),
  amount: cents,
  paid: z.boolean(),
  /** The amount no longer changes: the ride has departed. */
  fixed: z.boolean(),
  paynow: z.object({ payload: z.string(), recipientName: z.string() }).nullable(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

/** One party in the organizer's list. */
export const partyPaymentSchema = z.object({
  passengerId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  passengerCount: z.number().int(),
  dropoffLocation: z.string(),
  amount: cents,
  paid: z.boolean(),
});
export type PartyPayment = z.infer<typeof partyPaymentSchema>;

/** `GET /api/rides/{id}/payments`: every party but the organizer's, and what is still owed. */
export const ridePaymentsSchema = z.object({
  payments: z.array(partyPaymentSchema),
  outstanding: cents,
  fixed: z.boolean(),
});
export type RidePayments = z.infer<typeof ridePaymentsSchema>;
