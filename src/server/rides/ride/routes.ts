// The ride itself: list, read, calendar, create, edit, delete. Each write reads parse → load →
// decide (a domain rule) → write (one transaction, in withLockedRide) → answer.

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  decideRideDelete,
  LISTED_RIDE_STATUSES,
  validateRideDate,
} from "../../../domain/ride/ride.ts";
import { MAX_RIDE_PAGE_SIZE, RIDE_PAGE_SIZE } from "../../../domain/ride/ride-list.ts";
import {
  rideCreatePayloadSchema,
  rideDeletePayloadSchema,
  rideListQuerySchema,
  ridePayloadSchema,
  rideSchema,
} from "../../../domain/ride/ride-schemas.ts";
import { decideRepeat } from "../../../domain/ride/series.ts";
import { decideCreateRide } from "../../../domain/user/user.ts";
import { messageSchema } from "../../../domain/user/user-schemas.ts";
import { requireUser } from "../../auth/guards.ts";
import { cursorQuery, limitQuery, sendNextCursor } from "../../http/pagination.ts";
import { idParams } from "../../http/params.ts";
import { RIDE_EDIT_REFUSALS, RIDE_WRITE_REFUSALS, refuses } from "../../http/refusals.ts";
import type { ReplyOf, RequestOf } from "../../http/route.ts";
import { sendJson } from "../../http/send-json.ts";
import { takeWrites } from "../../http/write-count.ts";
import { assertAllowed } from "../../http-error.ts";
import { translatorFor } from "../../i18n/catalogs.ts";
import { requestLocale } from "../../i18n/request-locale.ts";
import { rideUrl } from "../../public-url.ts";
import { removeLockedRide } from "../lifecycle/removal.ts";
import { rideWrite } from "../lock.ts";
import { ownRidesQuery, readRide, viewRide } from "../public.ts";
import { rideCalendar } from "../records/calendar.ts";
import { ridesDueAtStart, startSeries } from "../series/make.ts";
import { assertDriverContact, editLockedRide } from "./edit.ts";
import { pageJsonFor, rideListSchema, sharedPage } from "./list-page.ts";
import { listJoinedRides, listRides, listVendorRides, rideCursorSchema } from "./list-queries.ts";
import { makeRide } from "./new-ride.ts";
import { readSharedRideRecord, toRide } from "./queries.ts";
import { sharedRideView } from "./shared-view.ts";

const listQuery = rideListQuerySchema.extend({
  status: z
    .enum(LISTED_RIDE_STATUSES, {
      error: `status must be one of: ${LISTED_RIDE_STATUSES.join(", ")}`,
    })
    .optional(),
  limit: limitQuery(MAX_RIDE_PAGE_SIZE, RIDE_PAGE_SIZE),
  cursor: cursorQuery(rideCursorSchema),
});

const listSchema = { querystring: listQuery, response: { 200: rideListSchema } };

// Always paged (RIDE_PAGE_SIZE unless `limit` asks for up to MAX_RIDE_PAGE_SIZE): the next
// page's cursor comes in the X-Next-Cursor header, so the body stays a plain array.
async function listRidesPage(
  request: RequestOf<typeof listSchema>,
  reply: ReplyOf<typeof listSchema>,
) {
  const { db, sharedReads } = request.server;
  const page = await sharedReads.pages.read(
    request,
    `rides?${JSON.stringify(request.query)}`,
    async () => {
      const { limit, cursor, ...filters } = request.query;
      const now = new Date();
      return sharedPage(await listRides(db, filters, now, { limit, cursor }), now);
    },
  );
  sendNextCursor(reply, page.nextCursor);
  return sendJson(reply, pageJsonFor(page, request.user));
}

const ownRidesSchema = { querystring: ownRidesQuery, response: { 200: z.array(rideSchema) } };

async function listOwnRides(
  request: RequestOf<typeof ownRidesSchema>,
  reply: ReplyOf<typeof ownRidesSchema>,
) {
  const { db } = request.server;
  const user = requireUser(request);
  // A vendor neither creates nor joins rides: their own rides are the ones they drive.
  const { records, nextCursor } = user.isVendor
    ? await listVendorRides(db, user.id, request.query)
    : await listJoinedRides(db, user.id, request.query);
  sendNextCursor(reply, nextCursor);
  return records.map((record) => toRide(record, user));
}

const readSchema = { params: idParams, response: { 200: rideSchema } };

async function readOneRide(
  request: RequestOf<typeof readSchema>,
  reply: ReplyOf<typeof readSchema>,
) {
  const record = await readSharedRideRecord(request, request.params.id);
  // Every signed-in reader with no part in the ride reads the same JSON, written once.
  const shared = record && request.user && sharedRideView(record, request.user);
  if (shared) return sendJson(reply, shared.json);
  return viewRide(record, request.user);
}

const calendarSchema = {
  params: idParams,
  response: { 200: z.string().describe("An RFC 5545 calendar with the ride as one event") },
};

async function rideCalendarFile(
  request: RequestOf<typeof calendarSchema>,
  reply: ReplyOf<typeof calendarSchema>,
) {
  const { db, config } = request.server;
  const ride = await readRide(db, request.params.id, null);
  // In the reader's language: their account's, else the page's.
  const i18n = translatorFor(request.user?.language ?? requestLocale(request));
  return reply
    .type("text/calendar; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="fc-rideshare-ride-${ride.id}.ics"`)
    .header("Vary", "Accept-Language, Cookie")
    .send(rideCalendar(i18n, ride, rideUrl(config, request, ride.id)));
}

const createSchema = { body: rideCreatePayloadSchema, response: { 201: rideSchema } };

async function createRide(
  request: RequestOf<typeof createSchema>,
  reply: ReplyOf<typeof createSchema>,
) {
  const { db } = request.server;
  const user = requireUser(request);
  const { repeat, ...payload } = request.body;
  const now = new Date();
  assertAllowed(decideCreateRide(user));
  assertAllowed(validateRideDate(payload.date, now));
  if (repeat) {
    assertAllowed(decideRepeat(payload.date, repeat));
    // Each ride the series makes now counts as a create, besides the request's own first ride.
    const writes = ridesDueAtStart(payload.date, repeat, now);
    if (writes > 0)
      await takeWrites(db, request.server.config, reply, {
        kind: "create",
        userId: user.id,
        writes,
        kept: 0,
      });
  }
  await assertDriverContact(db, payload.driverContactId);
  const id = await db.transaction((tx) =>
    repeat ? startSeries(tx, user.id, payload, repeat, now) : makeRide(tx, user.id, payload, now),
  );
  return reply.code(201).send(await readRide(db, id, user));
}

const editSchema = { params: idParams, body: ridePayloadSchema, response: { 200: rideSchema } };

async function editRide(request: RequestOf<typeof editSchema>) {
  const { db, user, locked } = rideWrite(request);
  await locked((tx, ride) => editLockedRide(tx, ride, user, request.body, new Date()));
  return readRide(db, request.params.id, user);
}

const removeSchema = {
  params: idParams,
  body: rideDeletePayloadSchema,
  response: { 200: messageSchema },
};

// A ride others have joined is cancelled (kept for its people, with the reason); a ride with
// only its organizer is deleted (decision 021).
async function removeRide(request: RequestOf<typeof removeSchema>) {
  const { user, locked } = rideWrite(request);
  const reason = request.body?.reason || null;
  const removal = await locked(async (tx, ride) => {
    assertAllowed(decideRideDelete(ride, user.id, new Date()));
    return removeLockedRide(tx, ride, reason, new Date());
  });
  return { message: removal === "cancel" ? "Ride cancelled" : "Ride deleted" };
}

const CREATE_REFUSALS = refuses(
  "login_required",
  "vendor_cannot_create_ride",
  "date_in_past",
  "repeat_until_before_first",
  "repeat_until_too_far",
  "no_such_driver_contact",
);
const EDIT_REFUSALS = refuses(
  ...RIDE_WRITE_REFUSALS,
  "edit_not_creator",
  "ride_departed",
  ...RIDE_EDIT_REFUSALS,
);

export async function rideRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/rides",
    { schema: listSchema, config: { cacheAnonymous: true, refusals: refuses() } },
    listRidesPage,
  );
  api.get(
    "/api/rides/user/joined",
    { schema: ownRidesSchema, config: { refusals: refuses("login_required") } },
    listOwnRides,
  );
  api.get(
    "/api/rides/:id",
    { schema: readSchema, config: { cacheAnonymous: true, refusals: refuses("ride_not_found") } },
    readOneRide,
  );
  api.get(
    "/api/rides/:id/calendar.ics",
    { schema: calendarSchema, config: { refusals: refuses("ride_not_found") } },
    rideCalendarFile,
  );
  api.post(
    "/api/rides",
    { schema: createSchema, config: { writeLimit: "create", refusals: CREATE_REFUSALS } },
    createRide,
  );
  api.patch(
    "/api/rides/:id",
    { schema: editSchema, config: { writeLimit: "edit", refusals: EDIT_REFUSALS } },
    editRide,
  );
  api.delete(
    "/api/rides/:id",
    {
      schema: removeSchema,
      config: {
        writeLimit: "edit",
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "delete_not_creator",
          "ride_already_cancelled",
          "ride_departed",
        ),
      },
    },
    removeRide,
  );
}
