import { and, count, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import type { AlertTerms } from "../../domain/alert/alert.ts";
import type { Direction } from "../../domain/ride/ride.ts";
import type { Db } from "../db/client.ts";
import { rideAlertNotices, rideAlerts, ridePassengers, rides } from "../db/schema/index.ts";

const alertColumns = {
  id: rideAlerts.id,
  userId: rideAlerts.userId,
  direction: rideAlerts.direction,
  days: rideAlerts.days,
  from: rideAlerts.fromTime,
  to: rideAlerts.toTime,
  startDate: rideAlerts.startDate,
  endDate: rideAlerts.endDate,
  createdAt: rideAlerts.createdAt,
};

export function listAlertsOf(db: Db, userId: number) {
  return db
    .select(alertColumns)
    .from(rideAlerts)
    .where(eq(rideAlerts.userId, userId))
    .orderBy(rideAlerts.id);
}

/** How many alerts the account keeps. */
export async function countAlertsOf(tx: Db, userId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(rideAlerts)
    .where(eq(rideAlerts.userId, userId));
  return row?.n ?? 0;
}

export async function insertAlert(tx: Db, userId: number, alert: AlertTerms) {
  const [row] = await tx
    .insert(rideAlerts)
    .values({
      userId,
      direction: alert.direction,
      days: [...alert.days],
      fromTime: alert.from,
      toTime: alert.to,
      startDate: alert.startDate,
      endDate: alert.endDate,
    })
    .returning(alertColumns);
  if (!row) throw new Error("ride_alerts insert returned no row");
  return row;
}

/** Deletes the user's own alert; false when they have none by that id. */
export async function deleteAlertOf(db: Db, userId: number, id: number) {
  const deleted = await db
    .delete(rideAlerts)
    .where(and(eq(rideAlerts.id, id), eq(rideAlerts.userId, userId)))
    .returning({ id: rideAlerts.id });
  return deleted.length > 0;
}

/**
 * The alerts in `direction` of everyone but the organizer who has no seat on the ride: who may be
 * told of it (the match on days and times is the domain's).
 */
export function listAlertsForRide(
  tx: Db,
  ride: { id: number; direction: Direction; creatorId: number },
) {
  return tx
    .select(alertColumns)
    .from(rideAlerts)
    .where(
      and(
        eq(rideAlerts.direction, ride.direction),
        sql`${rideAlerts.userId} <> ${ride.creatorId}`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(ridePassengers)
            .where(
              and(eq(ridePassengers.rideId, ride.id), eq(ridePassengers.userId, rideAlerts.userId)),
            ),
        ),
      ),
    );
}

/**
 * Records that each of `userIds` is told of the ride; answers those not told before (a conflict
 * means another write, here or on another instance, told them already).
 */
export async function claimAlertNotices(tx: Db, rideId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(rideAlertNotices)
    .values(userIds.map((userId) => ({ rideId, userId })))
    .onConflictDoNothing()
    .returning({ userId: rideAlertNotices.userId });
  return rows.map((row) => row.userId);
}

/** Of `userIds`, those already told of another ride of weekly series `seriesId`. */
export async function toldOfSeries(tx: Db, seriesId: number, rideId: number, userIds: number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await tx
    .selectDistinct({ userId: rideAlertNotices.userId })
    .from(rideAlertNotices)
    .innerJoin(rides, eq(rides.id, rideAlertNotices.rideId))
    .where(
      and(
        eq(rides.seriesId, seriesId),
        ne(rides.id, rideId),
        inArray(rideAlertNotices.userId, userIds),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
