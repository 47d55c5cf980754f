import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { decideJoin, decideLeave } from "../../domain/passenger/passenger.ts";
import {
  joinPayloadSchema,
  passengerSchema,
  sequencePayloadSchema,
} from "../../domain/passenger/passenger-schemas.ts";
import {
  compactSequence,
  decideSequenceChange,
  lockOrder,
  nextSequenceOnJoin,
  planSequenceMove,
  type SequenceUpdate,
} from "../../domain/passenger/sequence.ts";
import { messageSchema } from "../../domain/user/user-schemas.ts";
import { requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { ridePassengers, rides } from "../db/schema.ts";
import { assertAllowed, notFound } from "../http-error.ts";
import { lockRide, refreshRideCounters } from "../rides/queries.ts";
import { idParams } from "../users/routes.ts";
import {
  findPassenger,
  findPassengerOfUser,
  findRideParties,
  listPassengerRows,
  toPassenger,
} from "./queries.ts";

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const passengerParams = z.object({ id: rowId, passengerId: rowId });

async function sequenceOf(tx: Db, rideId: number) {
  return tx
    .select({ id: ridePassengers.id, dropoffSequence: ridePassengers.dropoffSequence })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId));
}

async function writeSequence(tx: Db, rideId: number, updates: SequenceUpdate[]) {
  for (const update of updates) {
    await tx
      .update(ridePassengers)
      .set({ dropoffSequence: update.dropoffSequence })
      .where(and(eq(ridePassengers.id, update.id), eq(ridePassengers.rideId, rideId)));
  }
}

export async function passengerRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The ride's passengers as this user may see them: contacts for those on the ride. */
  async function readPassengers(rideId: number, userId: number) {
    const ride = await findRideParties(db, rideId);
    if (!ride) throw notFound("Ride not found");
    const rows = await listPassengerRows(db, rideId);
    const involved =
      ride.creatorId === userId ||
      ride.vendorId === userId ||
      rows.some((row) => row.passenger.userId === userId);
    return rows.map((row) => toPassenger(row, involved));
  }

  api.get(
    "/api/rides/:id/passengers",
    { schema: { params: idParams, response: { 200: z.array(passengerSchema) } } },
    async (request) => {
      const user = requireUser(request);
      return readPassengers(request.params.id, user.id);
    },
  );

  api.post(
    "/api/rides/:id/join",
    { schema: { params: idParams, body: joinPayloadSchema, response: { 201: passengerSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { passengerCount, dropoffLocation } = request.body;
      const passengerId = await db.transaction(async (tx) => {
        // The ride's row lock makes joins on one ride take turns: seats are checked and taken
        // atomically, and the schema's CHECK refuses an overbooking all the same.
        const ride = await lockRide(tx, request.params.id);
        if (!ride) throw notFound("Ride not found");
        const existing = await findPassengerOfUser(tx, ride.id, user.id);
        assertAllowed(
          decideJoin(ride, user.id, existing !== undefined, passengerCount, new Date()),
        );
        const [row] = await tx
          .insert(ridePassengers)
          .values({
            rideId: ride.id,
            userId: user.id,
            dropoffLocation,
            passengerCount,
            dropoffSequence: nextSequenceOnJoin(ride, await sequenceOf(tx, ride.id)),
          })
          .returning({ id: ridePassengers.id });
        await refreshRideCounters(tx, ride.id);
        return row?.id;
      });
      const passengers = await readPassengers(request.params.id, user.id);
      const joined = passengers.find((passenger) => passenger.id === passengerId);
      if (!joined) throw new Error("the new passenger is missing from its ride");
      return reply.code(201).send(joined);
    },
  );

  api.delete(
    "/api/rides/:id/passengers/:passengerId",
    { schema: { params: passengerParams, response: { 200: messageSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { id, passengerId } = request.params;
      const left = await db.transaction(async (tx) => {
        const ride = await lockRide(tx, id);
        if (!ride) throw notFound("Ride not found");
        const passenger = await findPassenger(tx, id, passengerId);
        if (!passenger) throw notFound("Passenger not found");
        assertAllowed(decideLeave(ride, passenger, user.id, new Date()));
        await tx.delete(ridePassengers).where(eq(ridePassengers.id, passenger.id));
        await writeSequence(tx, id, compactSequence(await sequenceOf(tx, id)));
        await refreshRideCounters(tx, id);
        return passenger.userId === user.id;
      });
      return { message: left ? "You have left the ride" : "Passenger removed" };
    },
  );

  api.patch(
    "/api/rides/:id/passengers/:passengerId/sequence",
    {
      schema: {
        params: passengerParams,
        body: sequencePayloadSchema,
        response: { 200: z.array(passengerSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, passengerId } = request.params;
      await db.transaction(async (tx) => {
        const ride = await lockRide(tx, id);
        if (!ride) throw notFound("Ride not found");
        const sequence = await sequenceOf(tx, id);
        assertAllowed(decideSequenceChange(ride, user.id, sequence));
        if (!sequence.some((passenger) => passenger.id === passengerId)) {
          throw notFound("Passenger not found");
        }
        await writeSequence(tx, id, planSequenceMove(sequence, passengerId, request.body.sequence));
      });
      return readPassengers(id, user.id);
    },
  );

  api.post(
    "/api/rides/:id/lockSequence",
    { schema: { params: idParams, response: { 200: z.array(passengerSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const ride = await lockRide(tx, id);
        if (!ride) throw notFound("Ride not found");
        const sequence = await sequenceOf(tx, id);
        assertAllowed(decideSequenceChange(ride, user.id, sequence));
        await writeSequence(tx, id, lockOrder(sequence));
        await tx.update(rides).set({ sequenceLocked: true }).where(eq(rides.id, id));
      });
      return readPassengers(id, user.id);
    },
  );
}
