// Weekly rides (issue 28): read a series with its rides; its organizer edits or cancels this ride
// and the later ones, each as the ride's own Edit or Delete would (its people told). A series is
// made by POST /api/rides with `repeat` (ride/routes.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../../domain/i18n/message.ts";
import { decideRideDelete } from "../../../domain/ride/ride.ts";
import {
  rideSchema,
  seriesCancelPayloadSchema,
  seriesEditPayloadSchema,
} from "../../../domain/ride/ride-schemas.ts";
import { decideSeriesChange, onDayAtTimeOf } from "../../../domain/ride/series.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import { messageSchema } from "../../../domain/user/user-schemas.ts";
import { requireUser } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { idParams } from "../../http/params.ts";
import { type RefusalCode, RIDE_EDIT_REFUSALS, refuses } from "../../http/refusals.ts";
import { requireFound } from "../../http/require-found.ts";
import type { RequestOf } from "../../http/route.ts";
import { assertAllowed, badRequest } from "../../http-error.ts";
import { removeLockedRide } from "../lifecycle/removal.ts";
import { withLockedRide } from "../lock.ts";
import { editLockedRide } from "../ride/edit.ts";
import { findRide, toRide } from "../ride/queries.ts";
import {
  findSeries,
  listFutureSeriesRideIds,
  listSeriesRideRecords,
  lockSeries,
  markSeriesCancelled,
  type SeriesRow,
  updateSeriesTemplate,
} from "./queries.ts";

const SERIES_NOT_FOUND = messageRef("error.series_not_found");
/** Every change of a series by "this and later ones": its organizer's, from one of its rides. */
const SERIES_CHANGE_REFUSALS: RefusalCode[] = [
  "login_required",
  "series_not_found",
  "series_not_creator",
  "series_from_invalid",
];

const seriesSchema = z.object({
  id: z.number(),
  creatorId: z.number(),
  weekdays: z.array(z.number()).describe("0 = Sunday … 6 = Saturday"),
  until: z.string().describe("The last Singapore day, inclusive"),
  cancelled: z.boolean(),
  rides: z.array(rideSchema).describe("The rides made so far, a few weeks ahead, by departure"),
});

async function seriesView(db: Db, series: SeriesRow, reader: PublicUser | null) {
  const records = await listSeriesRideRecords(db, series.id);
  return {
    id: series.id,
    creatorId: series.creatorId,
    weekdays: series.weekdays,
    until: series.until,
    cancelled: series.cancelledAt !== null,
    rides: records.map((record) => toRide(record, reader)),
  };
}

/**
 * As rideWrite (../lock.ts), for series `request.params.id`: `locked` runs `fn` in a transaction of
 * its own that first locks the series, which only its organizer may change.
 */
function seriesWrite(request: FastifyRequest & { params: { id: number } }) {
  const { db } = request.server;
  const user = requireUser(request);
  return {
    db,
    user,
    locked: (fn: (tx: Db, series: SeriesRow) => Promise<void>) =>
      db.transaction(async (tx) => {
        const series = requireFound(await lockSeries(tx, request.params.id), SERIES_NOT_FOUND);
        assertAllowed(decideSeriesChange(series, user.id));
        await fn(tx, series);
      }),
  };
}

/** The locked series' ride `from`, which must be one of its rides still to come. */
async function seriesRideFrom(tx: Db, series: SeriesRow, from: number, now: Date) {
  const ride = await findRide(tx, from);
  if (!ride || ride.seriesId !== series.id || ride.status === "cancelled" || ride.date <= now)
    throw badRequest(messageRef("error.series_from_invalid"), "from");
  return ride;
}

const readSchema = { params: idParams, response: { 200: seriesSchema } };

async function readSeries(request: RequestOf<typeof readSchema>) {
  const { db } = request.server;
  const series = requireFound(await findSeries(db, request.params.id), SERIES_NOT_FOUND);
  return seriesView(db, series, request.user);
}

const editSchema = {
  params: idParams,
  body: seriesEditPayloadSchema,
  response: { 200: seriesSchema },
};

/**
 * "This and later ones": each ride from `from` on is edited as its own Edit would (all or none:
 * one refusal refuses the whole edit), on its own day at the new time; the rides still to be made
 * follow the new template.
 */
async function editSeries(request: RequestOf<typeof editSchema>) {
  const { db, user, locked } = seriesWrite(request);
  const { from, ...payload } = request.body;
  const now = new Date();
  await locked(async (tx, series) => {
    const first = await seriesRideFrom(tx, series, from, now);
    for (const rideId of await listFutureSeriesRideIds(tx, series.id, now, first.date)) {
      await withLockedRide(tx, rideId, (ride) =>
        editLockedRide(
          tx,
          ride,
          user,
          { ...payload, date: onDayAtTimeOf(ride.date, payload.date) },
          now,
        ),
      );
    }
    const firstDate = onDayAtTimeOf(series.firstDate, payload.date);
    await updateSeriesTemplate(tx, series.id, {
      template: { ...payload, date: firstDate },
      firstDate: new Date(firstDate),
      madeThrough: new Date(onDayAtTimeOf(series.madeThrough, payload.date)),
    });
  });
  const series = requireFound(await findSeries(db, request.params.id), SERIES_NOT_FOUND);
  return seriesView(db, series, user);
}

const cancelSchema = {
  params: idParams,
  body: seriesCancelPayloadSchema,
  response: { 200: messageSchema },
};

/**
 * No more rides are made; each one to come (from ride `from` on, when given: this and later ones)
 * is cancelled, or deleted if nobody joined it.
 */
async function cancelSeries(request: RequestOf<typeof cancelSchema>) {
  const { user, locked } = seriesWrite(request);
  const now = new Date();
  await locked(async (tx, series) => {
    const from = request.body?.from;
    const first = from === undefined ? undefined : await seriesRideFrom(tx, series, from, now);
    await markSeriesCancelled(tx, series.id, now);
    for (const rideId of await listFutureSeriesRideIds(tx, series.id, now, first?.date)) {
      await withLockedRide(tx, rideId, async (ride) => {
        if (decideRideDelete(ride, user.id, now).ok) await removeLockedRide(tx, ride, null, now);
      });
    }
  });
  return { message: "Weekly rides cancelled" };
}

export async function seriesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/ride-series/:id",
    { schema: readSchema, config: { refusals: refuses("series_not_found") } },
    readSeries,
  );
  api.patch(
    "/api/ride-series/:id",
    {
      schema: editSchema,
      config: {
        writeLimit: "edit",
        refusals: refuses(...SERIES_CHANGE_REFUSALS, ...RIDE_EDIT_REFUSALS),
      },
    },
    editSeries,
  );
  api.delete(
    "/api/ride-series/:id",
    {
      schema: cancelSchema,
      config: {
        writeLimit: "edit",
        refusals: refuses(...SERIES_CHANGE_REFUSALS),
      },
    },
    cancelSeries,
  );
}
