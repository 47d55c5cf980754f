// Weekly rides (issue 28): read a series with its rides; its organizer cancels the ones to come,
// each as the ride's own Delete would (its people told). A series is made by POST /api/rides with
// `repeat` (ride-routes.ts).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../../domain/i18n/message.ts";
import { decideRideDelete } from "../../../domain/ride/ride.ts";
import { rideSchema } from "../../../domain/ride/ride-schemas.ts";
import { decideSeriesCancel } from "../../../domain/ride/series.ts";
import { messageSchema } from "../../../domain/user/user-schemas.ts";
import { requireUser } from "../../auth/guards.ts";
import { idParams } from "../../http/params.ts";
import { refuses } from "../../http/refusals.ts";
import { requireFound } from "../../http/require-found.ts";
import type { RequestOf } from "../../http/route.ts";
import { assertAllowed } from "../../http-error.ts";
import { withLockedRide } from "../lock.ts";
import { removeLockedRide } from "../removal.ts";
import { toRide } from "../ride-queries.ts";
import {
  findSeries,
  listFutureSeriesRideIds,
  listSeriesRideRecords,
  lockSeries,
  markSeriesCancelled,
} from "./queries.ts";

const SERIES_NOT_FOUND = messageRef("error.series_not_found");

const seriesSchema = z.object({
  id: z.number(),
  creatorId: z.number(),
  weekdays: z.array(z.number()).describe("0 = Sunday … 6 = Saturday"),
  until: z.string().describe("The last Singapore day, inclusive"),
  cancelled: z.boolean(),
  rides: z.array(rideSchema).describe("The rides made so far, a few weeks ahead, by departure"),
});

const readSchema = { params: idParams, response: { 200: seriesSchema } };

async function readSeries(request: RequestOf<typeof readSchema>) {
  const { db } = request.server;
  const series = requireFound(await findSeries(db, request.params.id), SERIES_NOT_FOUND);
  const records = await listSeriesRideRecords(db, series.id);
  return {
    id: series.id,
    creatorId: series.creatorId,
    weekdays: series.weekdays,
    until: series.until,
    cancelled: series.cancelledAt !== null,
    rides: records.map((record) => toRide(record, request.user)),
  };
}

const cancelSchema = { params: idParams, response: { 200: messageSchema } };

/** No more rides are made; each one to come is cancelled (or deleted if nobody joined it). */
async function cancelSeries(request: RequestOf<typeof cancelSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const now = new Date();
  await db.transaction(async (tx) => {
    const series = requireFound(await lockSeries(tx, request.params.id), SERIES_NOT_FOUND);
    assertAllowed(decideSeriesCancel(series, user.id));
    await markSeriesCancelled(tx, series.id, now);
    for (const rideId of await listFutureSeriesRideIds(tx, series.id, now)) {
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
  api.delete(
    "/api/ride-series/:id",
    {
      schema: cancelSchema,
      config: {
        writeLimit: "edit",
        refusals: refuses("login_required", "series_not_found", "series_not_creator"),
      },
    },
    cancelSeries,
  );
}
