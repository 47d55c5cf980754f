import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  decideRideDelete,
  decideRideEdit,
  RIDE_STATUSES,
  validateRideDate,
} from "../../domain/ride/ride.ts";
import { organizerStop } from "../../domain/ride/ride-form.ts";
import { MAX_RIDE_PAGE_SIZE } from "../../domain/ride/ride-list.ts";
import {
  rideListQuerySchema,
  ridePayloadSchema,
  rideSchema,
} from "../../domain/ride/ride-schemas.ts";
import { messageSchema, type PublicUser } from "../../domain/user/user-schemas.ts";
import { requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { driverContacts, ridePassengers, rides } from "../db/schema.ts";
import { assertAllowed, badRequest, forbidden, notFound } from "../http-error.ts";
import { findPassengerOfUser } from "../passengers/queries.ts";
import { rideUrl } from "../public-url.ts";
import { idParams } from "../users/routes.ts";
import { rideCalendar } from "./calendar.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import {
  findRideRecord,
  listJoinedRides,
  listRides,
  lockRide,
  refreshRideCounters,
  toRide,
} from "./queries.ts";

const listQuery = rideListQuerySchema.extend({
  status: z
    .enum(RIDE_STATUSES, { error: `status must be one of: ${RIDE_STATUSES.join(", ")}` })
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_RIDE_PAGE_SIZE, `limit must be at most ${MAX_RIDE_PAGE_SIZE}`)
    .optional(),
  cursor: z
    .string()
    .max(500)
    .transform((text, ctx) => {
      const cursor = decodeCursor(text);
      if (!cursor) ctx.addIssue({ code: "custom", message: "cursor is not valid" });
      return cursor;
    })
    .optional(),
});

/** A ride names only a driver contact that exists: the foreign key would otherwise fail as a 500. */
async function assertDriverContact(db: Db, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const [row] = await db
    .select({ id: driverContacts.id })
    .from(driverContacts)
    .where(eq(driverContacts.id, id));
  if (!row) throw badRequest("driverContactId: No such driver contact");
}

export async function rideRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The ride as this request's reader may see it: one query. */
  async function readRide(id: number, user: PublicUser | null) {
    const record = await findRideRecord(db, id, user?.id ?? null);
    if (!record) throw notFound("Ride not found");
    return toRide(record, user);
  }

  // Paged when `limit` is given: the next page's cursor comes in the X-Next-Cursor header, so the
  // body stays the plain array of the unpaged call.
  api.get(
    "/api/rides",
    {
      schema: { querystring: listQuery, response: { 200: z.array(rideSchema) } },
      config: { cacheAnonymous: true },
    },
    async (request, reply) => {
      const { limit, cursor, ...filters } = request.query;
      const { user } = request;
      const page = { limit, cursor };
      const { records, nextCursor } = await listRides(
        db,
        filters,
        new Date(),
        page,
        user?.id ?? null,
      );
      if (nextCursor) reply.header("X-Next-Cursor", encodeCursor(nextCursor));
      return records.map((record) => toRide(record, user));
    },
  );

  api.get(
    "/api/rides/user/joined",
    { schema: { response: { 200: z.array(rideSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const records = await listJoinedRides(db, user.id);
      return records.map((record) => toRide(record, user));
    },
  );

  api.get(
    "/api/rides/:id",
    {
      schema: { params: idParams, response: { 200: rideSchema } },
      config: { cacheAnonymous: true },
    },
    async (request) => readRide(request.params.id, request.user),
  );

  api.get(
    "/api/rides/:id/calendar.ics",
    {
      schema: {
        params: idParams,
        response: { 200: z.string().describe("An RFC 5545 calendar with the ride as one event") },
      },
    },
    async (request, reply) => {
      const ride = await readRide(request.params.id, null);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="fc-rideshare-ride-${ride.id}.ics"`)
        .send(rideCalendar(ride, rideUrl(app.config, request, ride.id)));
    },
  );

  api.post(
    "/api/rides",
    { schema: { body: ridePayloadSchema, response: { 201: rideSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.isVendor) throw forbidden("Vendors cannot create rides");
      const payload = request.body;
      assertAllowed(validateRideDate(payload.date, new Date()));
      await assertDriverContact(db, payload.driverContactId);
      const stop = organizerStop(payload);
      const id = await db.transaction(async (tx) => {
        const [ride] = await tx
          .insert(rides)
          .values({
            creatorId: user.id,
            direction: payload.direction,
            date: new Date(payload.date),
            maxPassengers: payload.maxPassengers,
            currentPassengers: stop.passengerCount,
            pickupLocation: payload.pickupLocation,
            dropoffLocations: payload.dropoffLocations,
            driverContactId: payload.driverContactId ?? null,
          })
          .returning({ id: rides.id });
        if (!ride) throw new Error("insert returned no ride");
        // The organizer is the ride's first passenger.
        await tx.insert(ridePassengers).values({
          rideId: ride.id,
          userId: user.id,
          dropoffLocation: stop.location,
          passengerCount: stop.passengerCount,
        });
        return ride.id;
      });
      return reply.code(201).send(await readRide(id, user));
    },
  );

  api.patch(
    "/api/rides/:id",
    { schema: { params: idParams, body: ridePayloadSchema, response: { 200: rideSchema } } },
    async (request) => {
      const user = requireUser(request);
      const payload = request.body;
      const stop = organizerStop(payload);
      await db.transaction(async (tx) => {
        const ride = await lockRide(tx, request.params.id);
        if (!ride) throw notFound("Ride not found");
        if (ride.creatorId !== user.id) throw forbidden("You are not authorized to edit this ride");
        if (ride.date.toISOString() !== payload.date) {
          assertAllowed(validateRideDate(payload.date, new Date()));
        }
        const organizer = await findPassengerOfUser(tx, ride.id, user.id);
        const others = ride.currentPassengers - (organizer?.passengerCount ?? 0);
        assertAllowed(
          decideRideEdit(ride, user.id, payload.maxPassengers, others + stop.passengerCount),
        );
        await assertDriverContact(tx, payload.driverContactId);
        if (organizer) {
          await tx
            .update(ridePassengers)
            .set({ dropoffLocation: stop.location, passengerCount: stop.passengerCount })
            .where(eq(ridePassengers.id, organizer.id));
        }
        await refreshRideCounters(tx, ride.id, {
          direction: payload.direction,
          date: new Date(payload.date),
          maxPassengers: payload.maxPassengers,
          pickupLocation: payload.pickupLocation,
          dropoffLocations: payload.dropoffLocations,
          driverContactId: payload.driverContactId ?? null,
        });
      });
      return readRide(request.params.id, user);
    },
  );

  api.delete(
    "/api/rides/:id",
    { schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      const user = requireUser(request);
      await db.transaction(async (tx) => {
        const ride = await lockRide(tx, request.params.id);
        if (!ride) throw notFound("Ride not found");
        assertAllowed(decideRideDelete(ride, user.id));
        await tx.delete(rides).where(eq(rides.id, ride.id));
      });
      return { message: "Ride deleted" };
    },
  );
}
