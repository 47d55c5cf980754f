// The ledger of what each party paid the organizer (decision 028): a passenger's own line (with
// the PayNow code for its balance), the organizer's ledger with its totals, and the organizer
// recording what arrived from a party (which tells the payer).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageRef } from "../../../domain/i18n/message.ts";
import { paymentRecordedText } from "../../../domain/notification/notification.ts";
import {
  decidePaymentLine,
  decidePaymentMark,
  decidePaymentsView,
  ledgerLine,
  ledgerTotals,
  paynowForShare,
  recordedPaid,
} from "../../../domain/payment/payment.ts";
import {
  type PartyPayment,
  partyPaymentSchema,
  paymentLineSchema,
  paymentMarkSchema,
  ridePaymentsSchema,
} from "../../../domain/payment/payment-schemas.ts";
import { rideCostCents } from "../../../domain/ride/price.ts";
import { displayName } from "../../../domain/user/user.ts";
import { requireUser } from "../../auth/guards.ts";
import { idParams, passengerParams } from "../../http/params.ts";
import { refuses } from "../../http/refusals.ts";
import { requireFound } from "../../http/require-found.ts";
import type { RequestOf } from "../../http/route.ts";
import { assertAllowed } from "../../http-error.ts";
import { notify } from "../../notifications/public.ts";
import { RIDE_NOT_FOUND, rideWrite } from "../lock.ts";
import { findPassenger, findPassengerOfUser } from "../passengers/queries.ts";
import { findRide } from "../ride/queries.ts";
import { fixAmountsIfDeparted, readPartyAmounts } from "./amounts.ts";
import { setPassengerPaid } from "./queries.ts";

type Party = Awaited<ReturnType<typeof readPartyAmounts>>["parties"][number];

const lineOf = ({ passenger, amount }: Party) => ledgerLine(amount, passenger.paidCents);

function toPartyPayment(party: Party): PartyPayment {
  const { passenger, user } = party;
  return {
    passengerId: passenger.id,
    userId: passenger.userId,
    name: displayName(user),
    passengerCount: passenger.passengerCount,
    dropoffLocation: passenger.dropoffLocation,
    ...lineOf(party),
  };
}

const lineSchema = { params: idParams, response: { 200: paymentLineSchema } };

/** A passenger's own line: share, paid, balance, and the PayNow code for the balance. */
async function readPaymentLine(request: RequestOf<typeof lineSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const ride = requireFound(await findRide(db, request.params.id), RIDE_NOT_FOUND);
  const aboard = await findPassengerOfUser(db, ride.id, user.id);
  assertAllowed(decidePaymentLine(ride, user.id, aboard !== undefined));
  const { fixed, parties } = await readPartyAmounts(db, ride, new Date());
  const own = parties.find((party) => party.passenger.userId === user.id);
  const organizer = parties.find((party) => party.passenger.userId === ride.creatorId);
  if (!own || !organizer) throw new Error("a ride without its organizer or the reader");
  const line = lineOf(own);
  return {
    passengerId: own.passenger.id,
    passengerCount: own.passenger.passengerCount,
    ...line,
    final: fixed,
    // The code asks for the balance only: none once settled, nor for a refund.
    paynow: paynowForShare(organizer.user, line.balance, {
      rideId: ride.id,
      passengerId: own.passenger.id,
      name: displayName(own.user),
    }),
  };
}

const listSchema = { params: idParams, response: { 200: ridePaymentsSchema } };

/** The organizer's ledger: each other party's line, the quote and the totals. */
async function listPayments(request: RequestOf<typeof listSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const ride = requireFound(await findRide(db, request.params.id), RIDE_NOT_FOUND);
  assertAllowed(decidePaymentsView(ride, user.id));
  const { fixed, parties } = await readPartyAmounts(db, ride, new Date());
  const payments = parties
    .filter((party) => party.passenger.userId !== ride.creatorId)
    .map(toPartyPayment);
  const { collected, outstanding, refundsDue } = ledgerTotals(payments);
  return {
    payments,
    quote: rideCostCents(ride).total,
    collected,
    outstanding,
    refundsDue,
    final: fixed,
  };
}

const markSchema = {
  params: passengerParams,
  body: paymentMarkSchema,
  response: { 200: partyPaymentSchema },
};

/**
 * The organizer records what has arrived from a party in total (`paidCents`), or `paid: true`
 * for its share in full as it stands, `paid: false` for nothing. The payer hears of a change.
 */
async function markPayment(request: RequestOf<typeof markSchema>) {
  const { db, user, locked } = rideWrite(request);
  const { id, passengerId } = request.params;
  const ride = await locked(async (tx, ride) => {
    const passenger = requireFound(
      await findPassenger(tx, id, passengerId),
      messageRef("error.passenger_not_found"),
    );
    assertAllowed(decidePaymentMark(ride, user.id, passenger));
    await fixAmountsIfDeparted(tx, ride, new Date());
    const { parties } = await readPartyAmounts(tx, ride, new Date());
    const party = parties.find((row) => row.passenger.id === passengerId);
    if (!party) throw new Error("the marked passenger is missing from its ride");
    const paidCents = recordedPaid(request.body, party.amount);
    if (paidCents === passenger.paidCents) return ride;
    // The first time something arrived is kept while anything has.
    const paidAt = paidCents === 0 ? null : (passenger.paidAt ?? new Date());
    await setPassengerPaid(tx, passenger.id, { paidCents, paidAt }, passenger.paidCents);
    const line = ledgerLine(party.amount, paidCents);
    await notify(tx, [
      {
        userId: passenger.userId,
        type: "payment_recorded",
        rideId: ride.id,
        text: (i18n) => paymentRecordedText(i18n, displayName(user), ride, line),
      },
    ]);
    return ride;
  });
  const { parties } = await readPartyAmounts(db, ride, new Date());
  const marked = parties.find((party) => party.passenger.id === passengerId);
  if (!marked) throw new Error("the marked passenger is missing from its ride");
  return toPartyPayment(marked);
}

export async function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/rides/:id/payment",
    {
      config: {
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "organizer_collects",
          "payment_passengers_only",
        ),
      },
      schema: lineSchema,
    },
    readPaymentLine,
  );
  api.get(
    "/api/rides/:id/payments",
    {
      config: { refusals: refuses("login_required", "ride_not_found", "payments_organizer_only") },
      schema: listSchema,
    },
    listPayments,
  );
  api.patch(
    "/api/rides/:id/passengers/:passengerId/payment",
    {
      schema: markSchema,
      config: {
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "passenger_not_found",
          "payments_organizer_only",
          "own_share",
        ),
        writeLimit: "payment",
      },
    },
    markPayment,
  );
}
