import type { RidePayload } from "../../../domain/ride/ride-schemas.ts";
import { type Repeat, seriesDepartures, seriesHorizon } from "../../../domain/ride/series.ts";
import type { Db } from "../../db/client.ts";
import { giveBack } from "../../db/throttle-counts.ts";
import { countWrites } from "../../http/write-count.ts";
import { makeRide } from "../ride/new-ride.ts";
import {
  insertSeries,
  listLiveSeriesIds,
  lockSeries,
  type SeriesRow,
  setMadeThrough,
} from "./queries.ts";

/** The rides a series starting at `first` makes at once besides the first: those due by the horizon. */
export const ridesDueAtStart = (first: string, repeat: Repeat, now: Date) =>
  seriesDepartures(first, repeat, first, seriesHorizon(now)).length;

/** Makes these rides of the locked series, `due` in order; answers how many. */
async function makeRides(tx: Db, series: SeriesRow, due: string[], now: Date) {
  for (const date of due)
    await makeRide(tx, series.creatorId, { ...series.template, date }, now, series.id);
  const last = due.at(-1);
  if (last) await setMadeThrough(tx, series.id, new Date(last));
  return due.length;
}

/**
 * Makes the locked series' rides due by the horizon that are not made yet, each counted against
 * its organizer's `create` write limit: those past it wait for a later top-up. Answers how many.
 */
async function topUpLockedSeries(tx: Db, series: SeriesRow, now: Date, createLimit: number) {
  const due = seriesDepartures(series.firstDate, series, series.madeThrough, seriesHorizon(now));
  if (due.length === 0) return 0;
  const slot = await countWrites(tx, "create", series.creatorId, due.length, now);
  const over = Math.min(due.length, slot.count - createLimit);
  if (over > 0) await giveBack(tx, slot, over);
  return makeRides(tx, series, due.slice(0, due.length - Math.max(over, 0)), now);
}

/**
 * A new series and its first ride (`payload`), and its rides due by the horizon; answers the
 * first. The caller has counted the rides against the write limit (ridesDueAtStart).
 */
export async function startSeries(
  tx: Db,
  creatorId: number,
  payload: RidePayload,
  repeat: Repeat,
  now: Date,
) {
  const series = await insertSeries(tx, creatorId, payload, repeat);
  const firstId = await makeRide(tx, creatorId, payload, now, series.id);
  const due = seriesDepartures(series.firstDate, series, series.madeThrough, seriesHorizon(now));
  await makeRides(tx, series, due, now);
  return firstId;
}

/**
 * The job: every live series made up to the horizon, each in its own transaction, within its
 * organizer's `create` write limit.
 */
export async function topUpSeries(db: Db, now: Date, createLimit: number) {
  let made = 0;
  for (const id of await listLiveSeriesIds(db)) {
    made += await db.transaction(async (tx) => {
      const series = await lockSeries(tx, id);
      return series && series.cancelledAt === null
        ? topUpLockedSeries(tx, series, now, createLimit)
        : 0;
    });
  }
  return made;
}
