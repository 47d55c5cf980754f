// What a ride's money reads as on paper (issue 38): a party's receipt, and the parties' payments
// as a spreadsheet for the organizer and the driver. The figures are the ledger's own
// (readPartyAmounts, rideCostCents); nothing is worked out again here.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ledgerLine } from "../../../domain/payment/payment.ts";
import { receiptSchema } from "../../../domain/payment/payment-schemas.ts";
import {
  centsToDollars,
  decidePaymentsExport,
  decideReceiptView,
  receiptNumber,
  receiptRoute,
} from "../../../domain/payment/receipt.ts";
import { rideCostCents } from "../../../domain/ride/price.ts";
import { isoToSingaporeLocal } from "../../../domain/shared/dates.ts";
import { displayName } from "../../../domain/user/user.ts";
import { requireUser } from "../../auth/guards.ts";
import { sendCsv, toCsv } from "../../http/csv.ts";
import { idParams, serialId } from "../../http/params.ts";
import { refuses } from "../../http/refusals.ts";
import { requireFound } from "../../http/require-found.ts";
import type { ReplyOf, RequestOf } from "../../http/route.ts";
import { assertAllowed } from "../../http-error.ts";
import { crossingFor } from "../../planner/public.ts";
import { RIDE_NOT_FOUND } from "../lock.ts";
import { findPassenger, findPassengerOfUser } from "../passengers/queries.ts";
import { findRide } from "../ride/queries.ts";
import { readPartyAmounts } from "./amounts.ts";
import { readOperator } from "./operator.ts";
import { listPaymentRecords } from "./queries.ts";

const receiptRouteSchema = {
  params: idParams,
  querystring: z.object({
    passengerId: serialId
      .optional()
      .describe("The party (its passenger id): the organizer's or driver's choice; else one's own"),
  }),
  response: { 200: receiptSchema },
};

/** A party's receipt: the reader's own, or the one the organizer or the driver names. */
async function readReceipt(request: RequestOf<typeof receiptRouteSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const ride = requireFound(await findRide(db, request.params.id), RIDE_NOT_FOUND);
  const asked = request.query.passengerId;
  const party =
    asked === undefined
      ? await findPassengerOfUser(db, ride.id, user.id)
      : await findPassenger(db, ride.id, asked);
  assertAllowed(decideReceiptView(ride, user.id, party));
  if (!party) throw new Error("a receipt allowed without its party");
  const now = new Date();
  const { fixed, parties } = await readPartyAmounts(db, ride, now);
  const own = parties.find((row) => row.passenger.id === party.id);
  if (!own) throw new Error("the receipt's party is missing from its ride");
  const records = (await listPaymentRecords(db, [party.id])).get(party.id) ?? [];
  const cost = rideCostCents(ride);
  const line = ledgerLine(own.amount, own.passenger.paidCents);
  return {
    number: receiptNumber(ride.id, party.id),
    issuedAt: now.toISOString(),
    final: fixed,
    ride: {
      direction: ride.direction,
      date: ride.date.toISOString(),
      ...receiptRoute(
        ride,
        parties.map((row) => row.passenger),
      ),
      checkpoint: crossingFor(ride.direction, ride.date).checkpoint,
    },
    operator: await readOperator(db, ride.vendorId),
    passengerCount: own.passenger.passengerCount,
    quoteCents: cost.base,
    stopFeeCents: cost.stops,
    shareCents: line.amount,
    payments: records.map((record) => ({
      amountCents: record.amountCents,
      recordedAt: record.recordedAt.toISOString(),
    })),
    paidCents: line.paid,
    balanceCents: line.balance,
  };
}

const PAYMENT_COLUMNS = [
  { key: "party", header: "party" },
  { key: "seats", header: "seats" },
  { key: "stop", header: "stop" },
  { key: "share", header: "share (SGD)", money: true },
  { key: "paid", header: "paid (SGD)", money: true },
  { key: "balance", header: "balance (SGD)", money: true },
  { key: "lastPayment", header: "last payment (SGT)" },
] as const;

/** "2026-11-28 09:30": a moment on Singapore's clock, as a spreadsheet sorts it. */
const singaporeStamp = (date: Date) => isoToSingaporeLocal(date).replace("T", " ");

const paymentsCsvSchema = {
  params: idParams,
  response: {
    200: z.string().describe("CSV (UTF-8 with BOM): one row per party but the organizer's"),
  },
};

/** The parties' payments as CSV: the organizer's ledger, for the organizer and the driver. */
async function paymentsCsv(
  request: RequestOf<typeof paymentsCsvSchema>,
  reply: ReplyOf<typeof paymentsCsvSchema>,
) {
  const { db } = request.server;
  const user = requireUser(request);
  const ride = requireFound(await findRide(db, request.params.id), RIDE_NOT_FOUND);
  assertAllowed(decidePaymentsExport(ride, user.id));
  const { parties } = await readPartyAmounts(db, ride, new Date());
  const others = parties.filter((row) => row.passenger.userId !== ride.creatorId);
  const records = await listPaymentRecords(
    db,
    others.map((row) => row.passenger.id),
  );
  const rows = others.map(({ passenger, user: rider, amount }) => {
    const line = ledgerLine(amount, passenger.paidCents);
    const last = records.get(passenger.id)?.at(-1);
    return {
      party: displayName(rider),
      seats: passenger.passengerCount,
      stop: passenger.dropoffLocation,
      share: centsToDollars(line.amount),
      paid: centsToDollars(line.paid),
      balance: centsToDollars(line.balance),
      lastPayment: last ? singaporeStamp(last.recordedAt) : "",
    };
  });
  return sendCsv(reply, `fc-rideshare-ride-${ride.id}-payments.csv`, toCsv(PAYMENT_COLUMNS, rows));
}

export async function receiptRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/rides/:id/receipt",
    {
      config: {
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "passenger_not_found",
          "receipt_not_yours",
        ),
      },
      schema: receiptRouteSchema,
    },
    readReceipt,
  );
  api.get(
    "/api/rides/:id/payments.csv",
    {
      config: {
        refusals: refuses("login_required", "ride_not_found", "payments_export_runners_only"),
      },
      schema: paymentsCsvSchema,
    },
    paymentsCsv,
  );
}
