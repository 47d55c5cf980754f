import { and, asc, eq, gt, gte, isNull, ne, sql } from "drizzle-orm";
import type { RidePayload } from "../../../domain/ride/ride-schemas.ts";
import type { Repeat } from "../../../domain/ride/series.ts";
import type { Db } from "../../db/client.ts";
import { rideSeries, rides } from "../../db/schema/index.ts";
import { selectRides } from "../ride/queries.ts";

export type SeriesRow = typeof rideSeries.$inferSelect;

/** A new series whose first ride (made by the caller) leaves at `template.date`. */
export async function insertSeries(
  tx: Db,
  creatorId: number,
  template: RidePayload,
  repeat: Repeat,
) {
  const firstDate = new Date(template.date);
  const [row] = await tx
    .insert(rideSeries)
    .values({
      creatorId,
      weekdays: [...repeat.weekdays],
      until: repeat.until,
      firstDate,
      template,
      madeThrough: firstDate,
    })
    .returning();
  if (!row) throw new Error("ride_series insert returned no row");
  return row;
}

export async function findSeries(db: Db, id: number) {
  const [row] = await db.select().from(rideSeries).where(eq(rideSeries.id, id));
  return row;
}

/** The series' row, locked: its top-ups and its cancel take turns, on every instance. */
export async function lockSeries(tx: Db, id: number) {
  const [row] = await tx.select().from(rideSeries).where(eq(rideSeries.id, id)).for("update");
  return row;
}

export async function setMadeThrough(tx: Db, id: number, madeThrough: Date) {
  await tx.update(rideSeries).set({ madeThrough }).where(eq(rideSeries.id, id));
}

/** After a "this and later ones" edit: the rides still to be made follow the new template. */
export async function updateSeriesTemplate(
  tx: Db,
  id: number,
  change: { template: RidePayload; firstDate: Date; madeThrough: Date },
) {
  await tx.update(rideSeries).set(change).where(eq(rideSeries.id, id));
}

export async function markSeriesCancelled(tx: Db, id: number, now: Date) {
  await tx.update(rideSeries).set({ cancelledAt: now }).where(eq(rideSeries.id, id));
}

/**
 * The series that may still have rides to make: not cancelled, their last one made before their
 * last day (in Singapore, UTC+8 since 1982).
 */
export async function listLiveSeriesIds(db: Db) {
  const madeThroughDay = sql`to_char((${rideSeries.madeThrough} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ id: rideSeries.id })
    .from(rideSeries)
    .where(and(isNull(rideSeries.cancelledAt), gt(rideSeries.until, madeThroughDay)));
  return rows.map((row) => row.id);
}

/** The series' rides with everything a reader's view needs, in order of departure. */
export function listSeriesRideRecords(db: Db, seriesId: number) {
  return selectRides(db).where(eq(rides.seriesId, seriesId)).orderBy(asc(rides.date));
}

/**
 * The series' rides still to come and not cancelled, leaving at or after `from` (this and later
 * ones), in id order (the order they are locked).
 */
export async function listFutureSeriesRideIds(tx: Db, seriesId: number, now: Date, from = now) {
  const rows = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        eq(rides.seriesId, seriesId),
        gt(rides.date, now),
        gte(rides.date, from),
        ne(rides.status, "cancelled"),
      ),
    )
    .orderBy(asc(rides.id));
  return rows.map((row) => row.id);
}
