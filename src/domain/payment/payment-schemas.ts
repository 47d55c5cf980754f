// The zod schemas of payments: recording what a party paid, a passenger's own line, the
// organizer's ledger. Amounts are integer cents (format them with price.ts formatMoney).
import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { CHECKPOINTS } from "../planner/border-profile.ts";
import { LICENCE_TYPES } from "../rating/licence.ts";
import { DIRECTIONS } from "../ride/ride.ts";

/** A ledger's upper bound: far above any car, so a typo of extra digits is refused. */
export const MAX_PAID_CENTS = 10_000_000;

/**
 * `PATCH /api/rides/{id}/passengers/{passengerId}/payment`: `{ paidCents }`, what has arrived in
 * total, or `{ paid: true }` (the share in full, as it stands) / `{ paid: false }` (nothing).
 */
export const paymentMarkSchema = z
  .object({
    paidCents: z
      .number({ error: messageRef("form.field.number", { field: "paidCents" }) })
      .int(messageRef("form.field.whole_number", { field: "paidCents" }))
      .min(0, messageRef("form.field.at_least", { field: "paidCents", min: 0 }))
      .max(
        MAX_PAID_CENTS,
        messageRef("form.field.at_most", { field: "paidCents", max: MAX_PAID_CENTS }),
      )
      .optional()
      .describe("What has arrived from the party in total, integer cents"),
    paid: z
      .boolean({ error: "paid must be true or false" })
      .optional()
      .describe("true: the share in full as it stands; false: nothing (give this or paidCents)"),
  })
  .superRefine((mark, ctx) => {
    if ((mark.paidCents === undefined) === (mark.paid === undefined)) {
      ctx.addIssue({ code: "custom", path: ["paidCents"], message: "give paidCents or paid" });
    }
  })
  .transform((mark): { paidCents: number } | { paid: boolean } =>
    mark.paidCents === undefined ? { paid: mark.paid === true } : { paidCents: mark.paidCents },
  );
export type PaymentMark = z.output<typeof paymentMarkSchema>;

const cents = z.number().int().nonnegative();
/** amount − paid: negative when the organizer owes the party a refund. */
const balance = z.number().int();

/** `GET /api/rides/{id}/payment`: what the reader's party owes the organizer. */
export const paymentLineSchema = z.object({
  passengerId: z.number().int(),
  passengerCount: z.number().int(),
  /** The party's share, in cents. */
  amount: cents,
  /** What the organizer has recorded as arrived, in cents (was a yes/no before decision 028). */
  paid: cents.describe(
    "Integer cents recorded as arrived from the party (a boolean before decision 028)",
  ),
  balance: balance.describe("amount − paid, integer cents; negative: a refund the organizer owes"),
  /** The amount no longer changes: the ride has departed. */
  final: z.boolean().describe("true once the ride has departed: the amount no longer changes"),
  /** The code for paying the balance; null at zero or below, or without the organizer's PayNow. */
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
  /** Cents recorded as arrived. */
  paid: cents.describe("Integer cents recorded as arrived (a boolean before decision 028)"),
  balance: balance.describe("amount − paid, integer cents; negative: a refund due"),
});
export type PartyPayment = z.infer<typeof partyPaymentSchema>;

/** `GET /api/rides/{id}/payments`: every party but the organizer's, and the ledger's totals. */
export const ridePaymentsSchema = z.object({
  payments: z.array(partyPaymentSchema),
  /** The car's total: the quote with its additional stops, in cents. */
  quote: cents.describe("The car's total with its additional stops, integer cents"),
  /** What the other parties have paid. */
  collected: cents,
  /** The positive balances: still to come in. */
  outstanding: cents,
  /** The negative balances: refunds the organizer owes. */
  refundsDue: cents.describe("The negative balances: refunds the organizer owes, integer cents"),
  final: z.boolean(),
});
export type RidePayments = z.infer<typeof ridePaymentsSchema>;

/** `GET /api/rides/{id}/receipt`: a party's receipt (issue 38). */
export const receiptSchema = z.object({
  number: z.string().describe("The same for the party on every read: FCR-{ride}-{passenger}"),
  issuedAt: z.string().describe("When this copy was made"),
  final: z.boolean().describe("false: the ride has not left, the share may change (Provisional)"),
  ride: z.object({
    direction: z.enum(DIRECTIONS),
    date: z.string().describe("ISO UTC"),
    pickups: z.array(z.string()),
    dropoffs: z.array(z.string()),
    checkpoint: z.enum(CHECKPOINTS).describe("The checkpoint a ride at that hour typically takes"),
  }),
  operator: z
    .object({
      companyName: z.string().nullable(),
      licenceType: z.enum(LICENCE_TYPES).nullable(),
      licenceNumber: z.string().nullable(),
      registration: z.enum(["SG", "MY"]).nullable(),
      plate: z.string().nullable(),
    })
    .nullable()
    .describe("The assigned vendor; null while none is"),
  passengerCount: z.number().int(),
  quoteCents: cents.describe("The car's quote, integer cents"),
  stopFeeCents: cents.describe("The fees of the ride's additional stops, integer cents"),
  shareCents: cents.describe("The party's share, integer cents"),
  payments: z.array(
    z.object({
      amountCents: z.number().int().describe("Negative when a record was corrected down"),
      recordedAt: z.string().describe("ISO UTC"),
    }),
  ),
  paidCents: cents,
  balanceCents: balance.describe("shareCents − paidCents; negative: a refund the organizer owes"),
});
export type Receipt = z.infer<typeof receiptSchema>;
export type ReceiptOperator = NonNullable<Receipt["operator"]>;
