import type { RidePayload } from "../../../domain/ride/ride-schemas.ts";
import { type Repeat, seriesDepartures, seriesHorizon } from "../../../domain/ride/series.ts";
import type { Db } from "../../db/client.ts";
import { makeRide } from "../new-ride.ts";
import {
  insertSeries,
  listLiveSeriesIds,
  lockSeries,
  type SeriesRow,
  setMadeThrough,
} from "./queries.ts";

/** Makes the locked series' rides due by the horizon that are not made yet; answers how many. */
async function makeDueRides(tx: Db, series: SeriesRow, now: Date) {
  const due = seriesDepartures(series.firstDate, series, series.madeThrough, seriesHorizon(now));
  for (const date of due)
    await makeRide(tx, series.creatorId, { ...series.template, date }, now, series.id);
  const last = due.at(-1);
  if (last) await setMadeThrough(tx, series.id, new Date(last));
  return due.length;
}

/** A new series and its first ride (`payload`), and its rides due by the horizon; answers the first. */
export async function startSeries(
  tx: Db,
  creatorId: number,
  payload: RidePayload,
  repeat: Repeat,
  now: Date,
) {
  const series = await insertSeries(tx, creatorId, payload, repeat);
  const firstId = await makeRide(tx, creatorId, payload, now, series.id);
  await makeDueRides(tx, series, now);
  return firstId;
}

/** The job: every live series made up to the horizon, each in its own transaction. */
export async function topUpSeries(db: Db, now: Date) {
  let made = 0;
  for (const id of await listLiveSeriesIds(db)) {
    made += await db.transaction(async (tx) => {
      const series = await lockSeries(tx, id);
      return series && series.cancelledAt === null ? makeDueRides(tx, series, now) : 0;
    });
  }
  return made;
}
