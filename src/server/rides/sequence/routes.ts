// The drop-off order of an FC->SG ride: the organizer moves passengers, then locks the order.
// Both lock the ride's row and decide with decideSequenceChange before writing.

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../../domain/i18n/message.ts";
import {
  passengerSchema,
  sequencePayloadSchema,
} from "../../../domain/passenger/passenger-schemas.ts";
import {
  decideSequenceChange,
  lockOrder,
  planSequenceMove,
} from "../../../domain/passenger/sequence.ts";
import { idParams, passengerParams } from "../../http/params.ts";
import { RIDE_WRITE_REFUSALS, refuses } from "../../http/refusals.ts";
import type { RequestOf } from "../../http/route.ts";
import { assertAllowed, notFound } from "../../http-error.ts";
import { rideWrite } from "../lock.ts";
import { noticeSequenceLocked } from "../notices.ts";
import { readPassengers } from "../public.ts";
import { listSequence, markSequenceLocked, writeSequence } from "./queries.ts";

const moveSchema = {
  params: passengerParams,
  body: sequencePayloadSchema,
  response: { 200: z.array(passengerSchema) },
};

async function movePassenger(request: RequestOf<typeof moveSchema>) {
  const { db, user, locked } = rideWrite(request);
  const { id, passengerId } = request.params;
  await locked(async (tx, ride) => {
    const sequence = await listSequence(tx, id);
    assertAllowed(decideSequenceChange(ride, user.id));
    if (!sequence.some((passenger) => passenger.id === passengerId)) {
      throw notFound(messageRef("error.passenger_not_found"));
    }
    await writeSequence(tx, id, planSequenceMove(sequence, passengerId, request.body.sequence));
  });
  return readPassengers(db, id, user);
}

const lockSchema = { params: idParams, response: { 200: z.array(passengerSchema) } };

async function lockSequence(request: RequestOf<typeof lockSchema>) {
  const { db, user, locked } = rideWrite(request);
  const { id } = request.params;
  await locked(async (tx, ride) => {
    const sequence = await listSequence(tx, id);
    assertAllowed(decideSequenceChange(ride, user.id));
    await writeSequence(tx, id, lockOrder(sequence));
    await markSequenceLocked(tx, id);
    await noticeSequenceLocked(tx, ride, user.id);
  });
  return readPassengers(db, id, user);
}

export async function sequenceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.patch(
    "/api/rides/:id/passengers/:passengerId/sequence",
    {
      schema: moveSchema,
      config: {
        writeLimit: "edit",
        refusals: refuses(
          ...RIDE_WRITE_REFUSALS,
          "sequence_not_creator",
          "sequence_locked",
          "passenger_not_found",
        ),
      },
    },
    movePassenger,
  );
  api.post(
    "/api/rides/:id/lockSequence",
    {
      schema: lockSchema,
      config: {
        writeLimit: "edit",
        refusals: refuses(...RIDE_WRITE_REFUSALS, "sequence_not_creator", "sequence_locked"),
      },
    },
    lockSequence,
  );
}
