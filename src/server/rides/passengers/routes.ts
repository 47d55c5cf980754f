// A ride's passengers: who is on it, joining, leaving and being removed. Each write locks the
// ride's row, decides with the domain's rule, writes, and re-derives the ride's counters; a seat
// freed by a leave goes to the waitlist in the same transaction.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../../domain/i18n/message.ts";
import { decideJoin, decideLeave, SEAT_REFUSALS } from "../../../domain/passenger/passenger.ts";
import {
  joinPayloadSchema,
  passengerSchema,
  removePassengerPayloadSchema,
} from "../../../domain/passenger/passenger-schemas.ts";
import { messageSchema } from "../../../domain/user/user-schemas.ts";
import { requireUser } from "../../auth/guards.ts";
import { idParams, passengerParams } from "../../http/params.ts";
import { CARRIAGE_REFUSALS, RIDE_WRITE_REFUSALS, refuses } from "../../http/refusals.ts";
import { requireFound } from "../../http/require-found.ts";
import type { ReplyOf, RequestOf } from "../../http/route.ts";
import { assertAllowed } from "../../http-error.ts";
import { assertStillCarried } from "../carriage.ts";
import { unseatParty } from "../lifecycle/unseat.ts";
import { rideWrite } from "../lock.ts";
import { actorOf, joinedNotices } from "../notices.ts";
import { findRidePeople, viewPassengers } from "../public.ts";
import { isAboard, readSharedRideRecord } from "../ride/queries.ts";
import { seatParty } from "../seating.ts";
import { toPassenger } from "./queries.ts";

const listSchema = { params: idParams, response: { 200: z.array(passengerSchema) } };

async function listPassengers(request: RequestOf<typeof listSchema>) {
  const { db, sharedReads } = request.server;
  const user = requireUser(request);
  const { id } = request.params;
  const people = await sharedReads.passengers.read(request, id, () => findRidePeople(db, id));
  return viewPassengers(people, user);
}

const joinSchema = {
  params: idParams,
  body: joinPayloadSchema,
  response: { 201: passengerSchema },
};

/**
 * At a departure peak most taps come after the last seat went. The ride as this instance shares
 * it (caught up with every change committed before the request) refuses those without waiting
 * for a turn at the ride's lock; anything else it would decide is decided again under the lock.
 * It runs before the account's write limit is counted (decision 055): a refusal from memory
 * writes nothing, and counting it was a write of its own for every tap of a peak.
 */
async function refuseWhenKnownFull(request: RequestOf<typeof joinSchema>) {
  const { user } = request;
  if (!user) return;
  const { id } = request.params;
  const record = await readSharedRideRecord(request, id);
  if (!record) return;
  const aboard = isAboard(record, user);
  const decision = decideJoin(record.ride, user, aboard, request.body.passengerCount, new Date());
  if (!decision.ok && SEAT_REFUSALS.includes(decision.reason)) assertAllowed(decision);
}

async function joinRide(request: RequestOf<typeof joinSchema>, reply: ReplyOf<typeof joinSchema>) {
  const { user, lockedSeats } = rideWrite(request);
  const { passengerCount, dropoffLocation } = request.body;
  // The ride's row lock makes joins on one ride take turns: seats are checked and taken
  // atomically, and the schema's CHECK refuses an overbooking all the same.
  const seated = await lockedSeats(async (tx, ride, aboard) => {
    const joined = aboard.some((passenger) => passenger.userId === user.id);
    assertAllowed(decideJoin(ride, user, joined, passengerCount, new Date()));
    await assertStillCarried(tx, ride, ride, { extra: [dropoffLocation] });
    const party = { userId: user.id, dropoffLocation, passengerCount };
    const notices = joinedNotices(ride, actorOf(user), passengerCount);
    const seat = await seatParty(tx, ride, party, { aboard, notices });
    return { ...party, ...seat, rideId: ride.id };
  });
  // Written as the passenger list shows it to the ride's own people, the joiner now one.
  return reply.code(201).send(toPassenger({ passenger: seated, user }, true));
}

const leaveSchema = {
  params: passengerParams,
  body: removePassengerPayloadSchema,
  response: { 200: messageSchema },
};

/** A passenger leaves, or the organizer removes them; a seat freed goes to the waitlist. */
async function leaveOrRemove(request: RequestOf<typeof leaveSchema>) {
  const { user, lockedSeats } = rideWrite(request);
  const { passengerId } = request.params;
  const left = await lockedSeats(async (tx, ride, aboard, waiting) => {
    const passenger = requireFound(
      aboard.find((row) => row.id === passengerId),
      messageRef("error.passenger_not_found"),
    );
    const now = new Date();
    assertAllowed(decideLeave(ride, passenger, user.id, now));
    await unseatParty(
      tx,
      { ride, aboard, waiting },
      passenger,
      { actor: actorOf(user), reason: request.body?.reason },
      now,
    );
    return passenger.userId === user.id;
  });
  return { message: left ? "You have left the ride" : "Passenger removed" };
}

export async function passengerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/rides/:id/passengers",
    {
      schema: listSchema,
      config: { refusals: refuses("login_required", "ride_not_found") },
    },
    listPassengers,
  );
  api.post(
    "/api/rides/:id/join",
    {
      schema: joinSchema,
      // Before the write limit's own preHandler (plugins/write-limits.ts appends it).
      preHandler: refuseWhenKnownFull,
      config: {
        writeLimit: "join",
        refusals: refuses(
          ...RIDE_WRITE_REFUSALS,
          "vendor_cannot_join",
          "ride_past",
          "already_joined",
          "ride_full",
          "spots_remaining",
          ...CARRIAGE_REFUSALS,
        ),
      },
    },
    joinRide,
  );
  api.delete(
    "/api/rides/:id/passengers/:passengerId",
    {
      schema: leaveSchema,
      config: {
        writeLimit: "leave",
        refusals: refuses(
          ...RIDE_WRITE_REFUSALS,
          "passenger_not_found",
          "remove_not_allowed",
          "organizer_cannot_leave",
          "leave_past",
        ),
      },
    },
    leaveOrRemove,
  );
}
