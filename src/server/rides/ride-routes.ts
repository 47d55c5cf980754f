// The ride itself: list, read, calendar, create, edit, delete. Each write reads parse → load →
// decide (a domain rule) → write (one transaction, the ride's row locked) → answer.
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
import { MAX_RIDE_PAGE_SIZE, RIDE_PAGE_SIZE } from "../../domain/ride/ride-list.ts";
import {
  rideListQuerySchema,
  ridePayloadSchema,
  rideSchema,
} from "../../domain/ride/ride-schemas.ts";
import { decideCreateRide } from "../../domain/user/user.ts";
import { messageSchema } from "../../domain/user/user-schemas.ts";
import { requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { signalRideChanged } from "../events/public.ts";
import { cursorQuery, limitQuery, sendNextCursor } from "../http/pagination.ts";
import { idParams } from "../http/params.ts";
import { requireFound } from "../http/require-found.ts";
import { assertAllowed, badRequest } from "../http-error.ts";
import { rideUrl } from "../public-url.ts";
import { rideCalendar } from "./calendar.ts";
import { actorOf, noticeRideChanged } from "./notices.ts";
import { fixAmountsIfDeparted } from "./payments.ts";
import { ownRidesQuery, RIDE_NOT_FOUND, readRide } from "./public.ts";
import {
  deleteRide,
  driverContactExists,
  findPassengerOfUser,
  insertRide,
  listJoinedRides,
  listRides,
  listVendorRides,
  lockRide,
  rideCursorSchema,
  toRide,
  updateRide,
} from "./queries.ts";
import { seatWaitingParties } from "./seating.ts";

const listQuery = rideListQuerySchema.extend({
  status: z
    .enum(RIDE_STATUSES, { error: `status must be one of: ${RIDE_STATUSES.join(", ")}` })
    .optional(),
  limit: limitQuery(MAX_RIDE_PAGE_SIZE, RIDE_PAGE_SIZE),
  cursor: cursorQuery(rideCursorSchema),
});

/** A ride names only a driver contact that exists: the foreign key would otherwise fail as a 500. */
async function assertDriverContact(db: Db, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await driverContactExists(db, id)))
    throw badRequest("driverContactId: No such driver contact");
}

export async function rideRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Always paged (RIDE_PAGE_SIZE unless `limit` asks for up to MAX_RIDE_PAGE_SIZE): the next
  // page's cursor comes in the X-Next-Cursor header, so the body stays a plain array.
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
      sendNextCursor(reply, nextCursor);
      return records.map((record) => toRide(record, user));
    },
  );

  api.get(
    "/api/rides/user/joined",
    { schema: { querystring: ownRidesQuery, response: { 200: z.array(rideSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      // A vendor neither creates nor joins rides: their own rides are the ones they drive.
      const { records, nextCursor } = user.isVendor
        ? await listVendorRides(db, user.id, request.query)
        : await listJoinedRides(db, user.id, request.query);
      sendNextCursor(reply, nextCursor);
      return records.map((record) => toRide(record, user));
    },
  );

  api.get(
    "/api/rides/:id",
    {
      schema: { params: idParams, response: { 200: rideSchema } },
      config: { cacheAnonymous: true },
    },
    async (request) => readRide(db, request.params.id, request.user),
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
      const ride = await readRide(db, request.params.id, null);
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
      const payload = request.body;
      assertAllowed(decideCreateRide(user));
      assertAllowed(validateRideDate(payload.date, new Date()));
      await assertDriverContact(db, payload.driverContactId);
      const id = await db.transaction(async (tx) => {
        const id = await insertRide(tx, user.id, payload, organizerStop(payload));
        await signalRideChanged(tx, id);
        return id;
      });
      return reply.code(201).send(await readRide(db, id, user));
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
        const ride = requireFound(await lockRide(tx, request.params.id), RIDE_NOT_FOUND);
        const organizer = await findPassengerOfUser(tx, ride.id, ride.creatorId);
        const others = ride.currentPassengers - (organizer?.passengerCount ?? 0);
        assertAllowed(
          decideRideEdit(ride, user.id, new Date(), {
            maxPassengers: payload.maxPassengers,
            currentPassengersAfter: others + stop.passengerCount,
          }),
        );
        if (ride.date.toISOString() !== payload.date) {
          assertAllowed(validateRideDate(payload.date, new Date()));
        }
        await assertDriverContact(tx, payload.driverContactId);
        // The shares are fixed at departure: an edit after it must not change them.
        await fixAmountsIfDeparted(tx, ride, new Date());
        await updateRide(tx, ride.id, payload, organizer && { id: organizer.id, stop });
        // Told before the waitlist is seated: those seated now hear that instead.
        await noticeRideChanged(tx, ride, actorOf(user));
        // More seats, or a smaller organizer's party, seat the waitlist.
        await seatWaitingParties(tx, ride.id, new Date());
        await signalRideChanged(tx, ride.id);
      });
      return readRide(db, request.params.id, user);
    },
  );

  api.delete(
    "/api/rides/:id",
    { schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      const user = requireUser(request);
      await db.transaction(async (tx) => {
        const ride = requireFound(await lockRide(tx, request.params.id), RIDE_NOT_FOUND);
        assertAllowed(decideRideDelete(ride, user.id, new Date()));
        await deleteRide(tx, ride.id);
        await signalRideChanged(tx, ride.id);
      });
      return { message: "Ride deleted" };
    },
  );
}
