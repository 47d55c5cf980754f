// Who has paid the organizer: a passenger's own line (with the PayNow code to pay it), the
// organizer's list with the sum outstanding, and the organizer marking a party paid or unpaid.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageRef } from "../../../domain/i18n/message.ts";
import {
  decidePaymentLine,
  decidePaymentMark,
  decidePaymentsView,
  paynowForShare,
} from "../../../domain/payment/payment.ts";
import {
  type PartyPayment,
  partyPaymentSchema,
  paymentLineSchema,
  paymentMarkSchema,
  ridePaymentsSchema,
} from "../../../domain/payment/payment-schemas.ts";
import { displayName } from "../../../domain/user/user.ts";
import { requireUser } from "../../auth/guards.ts";
import { idParams, passengerParams } from "../../http/params.ts";
import { refuses } from "../../http/refusals.ts";
import { requireFound } from "../../http/require-found.ts";
import type { RequestOf } from "../../http/route.ts";
import { assertAllowed } from "../../http-error.ts";
import { RIDE_NOT_FOUND, withLockedRide } from "../lock.ts";
import { findPassenger, findPassengerOfUser } from "../passenger-queries.ts";
import { findRide } from "../ride-queries.ts";
import { fixAmountsIfDeparted, readPartyAmounts } from "./amounts.ts";
import { setPassengerPaid } from "./queries.ts";

type Party = Awaited<ReturnType<typeof readPartyAmounts>>["parties"][number];

function toPartyPayment({ passenger, user, amount }: Party): PartyPayment {
  return {
    passengerId: passenger.id,
    userId: passenger.userId,
    name: displayName(user),
    passengerCount: passenger.passengerCount,
    dropoffLocation: passenger.dropoffLocation,
    amount,
    paid: passenger.paidAt !== null,
  };
}

const lineSchema = { params: idParams, response: { 200: paymentLineSchema } };

/** A passenger's own line: their share, whether it is paid, and the PayNow code to pay it. */
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
  return {
    passengerId: own.passenger.id,
    passengerCount: own.passenger.passengerCount,
    amount: own.amount,
    paid: own.passenger.paidAt !== null,
    fixed,
    paynow: paynowForShare(organizer.user, own.amount, {
      rideId: ride.id,
      passengerId: own.passenger.id,
      name: displayName(own.user),
    }),
  };
}

const listSchema = { params: idParams, response: { 200: ridePaymentsSchema } };

/** The organizer's list: each other party's payment and the sum outstanding. */
async function listPayments(request: RequestOf<typeof listSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const ride = requireFound(await findRide(db, request.params.id), RIDE_NOT_FOUND);
  assertAllowed(decidePaymentsView(ride, user.id));
  const { fixed, parties } = await readPartyAmounts(db, ride, new Date());
  const payments = parties
    .filter((party) => party.passenger.userId !== ride.creatorId)
    .map(toPartyPayment);
  const outstanding = payments
    .filter((payment) => !payment.paid)
    .reduce((sum, payment) => sum + payment.amount, 0);
  return { payments, outstanding, fixed };
}

const markSchema = {
  params: passengerParams,
  body: paymentMarkSchema,
  response: { 200: partyPaymentSchema },
};

/** The organizer marks a party paid or unpaid. */
async function markPayment(request: RequestOf<typeof markSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const { id, passengerId } = request.params;
  const ride = await db.transaction((tx) =>
    withLockedRide(tx, id, async (ride) => {
      const passenger = requireFound(
        await findPassenger(tx, id, passengerId),
        messageRef("error.passenger_not_found"),
      );
      assertAllowed(decidePaymentMark(ride, user.id, passenger));
      await fixAmountsIfDeparted(tx, ride, new Date());
      // Marking paid again keeps the first time it was marked.
      if (request.body.paid !== (passenger.paidAt !== null)) {
        await setPassengerPaid(tx, passenger.id, request.body.paid ? new Date() : null);
      }
      return ride;
    }),
  );
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
