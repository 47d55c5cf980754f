// The waitlist of a full ride: joining it, leaving it, and reading it (the organizer the queue, a
// waiting rider their place). Seating from it happens where seats free up (rides/seating.ts).

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../../domain/i18n/message.ts";
import { joinPayloadSchema } from "../../../domain/passenger/passenger-schemas.ts";
import {
  decideWaitlistJoin,
  decideWaitlistView,
  waitlistPosition,
} from "../../../domain/passenger/waitlist.ts";
import {
  waitlistPositionSchema,
  waitlistQueueSchema,
} from "../../../domain/passenger/waitlist-schemas.ts";
import { canReadRide } from "../../../domain/ride/ride.ts";
import { displayName } from "../../../domain/user/user.ts";
import { messageSchema } from "../../../domain/user/user-schemas.ts";
import { requireUser } from "../../auth/guards.ts";
import { idParams } from "../../http/params.ts";
import { CARRIAGE_REFUSALS, refuses } from "../../http/refusals.ts";
import { requireFound } from "../../http/require-found.ts";
import type { ReplyOf, RequestOf } from "../../http/route.ts";
import { assertAllowed, notFound } from "../../http-error.ts";
import { assertStillCarried } from "../carriage.ts";
import { RIDE_NOT_FOUND, rideWrite } from "../lock.ts";
import { findPassengerOfUser } from "../passengers/queries.ts";
import { findRide } from "../ride/queries.ts";
import {
  deleteWaitlistEntryOfUser,
  findWaitlistEntryOfUser,
  insertWaitlistEntry,
  listWaitlist,
} from "./queries.ts";

const waitSchema = {
  params: idParams,
  body: joinPayloadSchema,
  response: { 201: waitlistPositionSchema },
};

async function joinWaitlist(
  request: RequestOf<typeof waitSchema>,
  reply: ReplyOf<typeof waitSchema>,
) {
  const { user, locked } = rideWrite(request);
  const { passengerCount, dropoffLocation } = request.body;
  // Under the ride's lock: the free seats checked here cannot change before the insert.
  const position = await locked(async (tx, ride) => {
    const status = {
      joined: (await findPassengerOfUser(tx, ride.id, user.id)) !== undefined,
      waiting: (await findWaitlistEntryOfUser(tx, ride.id, user.id)) !== undefined,
    };
    assertAllowed(decideWaitlistJoin(ride, user, status, passengerCount, new Date()));
    await assertStillCarried(tx, ride, ride, { extra: [dropoffLocation] });
    await insertWaitlistEntry(tx, {
      rideId: ride.id,
      userId: user.id,
      passengerCount,
      dropoffLocation,
    });
    const queue = await listWaitlist(tx, ride.id);
    return waitlistPosition(
      queue.map(({ entry }) => entry),
      user.id,
    );
  });
  if (position === null) throw new Error("the new waitlist entry is missing");
  return reply.code(201).send({ position });
}

const leaveSchema = { params: idParams, response: { 200: messageSchema } };

async function leaveWaitlist(request: RequestOf<typeof leaveSchema>) {
  const { user, locked } = rideWrite(request);
  const left = await locked((tx, ride) => deleteWaitlistEntryOfUser(tx, ride.id, user.id));
  if (!left) throw notFound(messageRef("error.not_on_waitlist"));
  return { message: "You have left the waitlist" };
}

const readSchema = {
  params: idParams,
  response: { 200: z.union([waitlistQueueSchema, waitlistPositionSchema]) },
};

/** The organizer reads the queue; a waiting rider their place in it. */
async function readWaitlist(request: RequestOf<typeof readSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const ride = requireFound(await findRide(db, request.params.id), RIDE_NOT_FOUND);
  // A cancelled ride's queue is closed and emptied: its organizer sees it empty, others 404.
  if (!canReadRide(ride, user.id, false)) throw notFound(RIDE_NOT_FOUND);
  const queue = await listWaitlist(db, ride.id);
  const position = waitlistPosition(
    queue.map(({ entry }) => entry),
    user.id,
  );
  const view = decideWaitlistView(ride, user.id, position !== null);
  assertAllowed(view);
  if (view.ok && view.view === "position" && position !== null) return { position };
  return {
    queue: queue.map(({ entry, user: waiting }, index) => ({
      position: index + 1,
      userId: entry.userId,
      name: displayName(waiting),
      passengerCount: entry.passengerCount,
      dropoffLocation: entry.dropoffLocation,
    })),
  };
}

export async function waitlistRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/rides/:id/waitlist",
    {
      schema: waitSchema,
      config: {
        writeLimit: "waitlist",
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "vendor_cannot_join",
          "waitlist_cancelled",
          "waitlist_departed",
          "already_joined",
          "already_waiting",
          "seats_free",
          ...CARRIAGE_REFUSALS,
        ),
      },
    },
    joinWaitlist,
  );
  api.delete(
    "/api/rides/:id/waitlist",
    {
      schema: leaveSchema,
      config: {
        writeLimit: "waitlist",
        refusals: refuses("login_required", "ride_not_found", "not_on_waitlist"),
      },
    },
    leaveWaitlist,
  );
  api.get(
    "/api/rides/:id/waitlist",
    {
      schema: readSchema,
      config: { refusals: refuses("login_required", "ride_not_found", "waitlist_not_allowed") },
    },
    readWaitlist,
  );
}
