// The car on the day (issue 39): the assigned driver sends the car's position, the ride's members
// read it with arrival times (and hear it on GET /api/events), the driver taps the crossing, and
// anyone looks at the checkpoint cameras.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../domain/i18n/message.ts";
import { isRideMember } from "../../domain/message/message.ts";
import {
  decideCrossing,
  decideCrossingRead,
  decidePositionRead,
  decidePositionShare,
  isCrossingTimeValid,
  POSITION_EVERY_MS,
} from "../../domain/trip/trip.ts";
import {
  camerasReadSchema,
  crossingPayloadSchema,
  crossingReadSchema,
  positionPayloadSchema,
  positionReadSchema,
} from "../../domain/trip/trip-schemas.ts";
import { requireUser } from "../auth/guards.ts";
import { idParams } from "../http/params.ts";
import { refuses } from "../http/refusals.ts";
import { requireFound } from "../http/require-found.ts";
import type { RequestOf } from "../http/route.ts";
import { assertAllowed, badRequest, notFound } from "../http-error.ts";
import { readConversationParties } from "../rides/public.ts";
import { cameraSource } from "./cameras.ts";
import { noticeCrossed, noticeNearStop } from "./notices.ts";
import { readPosition } from "./position.ts";
import { findCrossing, findTripRide, keepPosition, writeCrossing } from "./queries.ts";

const RIDE_NOT_FOUND = messageRef("error.ride_not_found");

const sendSchema = {
  params: idParams,
  body: positionPayloadSchema,
  response: {
    200: z.object({
      kept: z
        .boolean()
        .describe(`false when a position was kept less than ${POSITION_EVERY_MS / 1000} s before`),
    }),
  },
};

async function sendPosition(request: RequestOf<typeof sendSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const now = new Date();
  const ride = requireFound(await findTripRide(db, request.params.id), RIDE_NOT_FOUND);
  assertAllowed(decidePositionShare(ride, user.id, now));
  const kept = await keepPosition(db, ride.id, request.body, now, POSITION_EVERY_MS);
  if (kept) {
    const position = await readPosition(db, ride, now);
    if (position) await noticeNearStop(db, ride, position.etas);
  }
  return { kept };
}

const readSchema = { params: idParams, response: { 200: positionReadSchema } };

async function readCarPosition(request: RequestOf<typeof readSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const ride = requireFound(await findTripRide(db, request.params.id), RIDE_NOT_FOUND);
  const parties = requireFound(await readConversationParties(db, ride.id), RIDE_NOT_FOUND);
  assertAllowed(decidePositionRead(isRideMember(parties, user.id)));
  const position = await readPosition(db, ride, new Date());
  if (!position) throw notFound(messageRef("error.no_position"));
  return position;
}

const crossingSchema = {
  params: idParams,
  body: crossingPayloadSchema,
  response: { 200: crossingReadSchema },
};

type CrossingRow = NonNullable<Awaited<ReturnType<typeof findCrossing>>>;

const crossingRead = (row: CrossingRow) => ({
  checkpoint: row.checkpoint,
  arrivedAt: row.arrivedAt?.toISOString() ?? null,
  clearedAt: row.clearedAt?.toISOString() ?? null,
});

async function tapCrossing(request: RequestOf<typeof crossingSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const now = new Date();
  const ride = requireFound(await findTripRide(db, request.params.id), RIDE_NOT_FOUND);
  assertAllowed(decideCrossing(ride, user.id, now));
  const at = request.body.at ? new Date(request.body.at) : now;
  if (!isCrossingTimeValid(ride.date, at, now)) {
    throw badRequest(messageRef("error.crossing_time_invalid"), "at");
  }
  const { checkpoint, event } = request.body;
  const row = await writeCrossing(db, ride, checkpoint, event, at);
  if (event === "cleared") await noticeCrossed(db, ride, checkpoint, user.id);
  return crossingRead(row);
}

const crossingGetSchema = { params: idParams, response: { 200: crossingReadSchema } };

/** The taps the server holds, so the driver's page shows them (and the next tap) after a reload. */
async function readCrossing(request: RequestOf<typeof crossingGetSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const ride = requireFound(await findTripRide(db, request.params.id), RIDE_NOT_FOUND);
  assertAllowed(decideCrossingRead(ride, user.id));
  const row = requireFound(await findCrossing(db, ride.id), messageRef("error.no_crossing"));
  return crossingRead(row);
}

export async function liveRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cameras = cameraSource(app.config.TRAFFIC_IMAGES_URL, (err) =>
    app.log.warn({ err }, "the traffic images did not answer; the last ones are kept"),
  );

  api.post(
    "/api/rides/:id/position",
    {
      schema: {
        ...sendSchema,
        description:
          "The assigned driver sends the car's position, from an hour before departure to six " +
          "hours after. Only the latest is kept, at most one every few seconds; erased when the window ends.",
      },
      config: {
        writeLimit: "position",
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "position_not_driver",
          "ride_cancelled",
          "outside_trip_window",
        ),
      },
    },
    sendPosition,
  );
  api.get(
    "/api/rides/:id/position",
    {
      schema: {
        ...readSchema,
        description:
          "The car's latest position and about how many minutes to each stop still ahead, in plan " +
          "order (null minutes for a place the app cannot locate): the ride's people only.",
      },
      config: {
        refusals: refuses("login_required", "ride_not_found", "position_not_member", "no_position"),
      },
    },
    readCarPosition,
  );
  api.post(
    "/api/rides/:id/crossing",
    {
      schema: {
        ...crossingSchema,
        description:
          'The driver\'s "At the checkpoint" and "Cleared" taps (the organizer\'s when no vendor ' +
          "drives), inside the trip window; `at` records a late tap.",
      },
      config: {
        writeLimit: "edit",
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "crossing_not_driver",
          "ride_cancelled",
          "outside_trip_window",
          "crossing_time_invalid",
        ),
      },
    },
    tapCrossing,
  );
  api.get(
    "/api/rides/:id/crossing",
    {
      schema: {
        ...crossingGetSchema,
        description:
          "The crossing taps the server holds for the ride, read by the one who taps them (the " +
          "vendor, or the organizer when no vendor drives).",
      },
      config: {
        refusals: refuses("login_required", "ride_not_found", "crossing_not_driver", "no_crossing"),
      },
    },
    readCrossing,
  );
  api.get(
    "/api/border/cameras",
    {
      schema: {
        description:
          "The checkpoint cameras (Woodlands 2701, 2702; Tuas 4703, 4713) from LTA's traffic " +
          "images, asked at most once a minute; `stale` when the source failed and the last answer is kept.",
        response: { 200: camerasReadSchema },
      },
      config: { refusals: refuses() },
    },
    () => cameras.read(),
  );
}
