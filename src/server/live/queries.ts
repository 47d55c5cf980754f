// The car on the day (issue 39): its latest position, its crossing taps, and what of the ride
// the arrival times need. A position is one row a ride, replaced at most every few seconds.
import { and, asc, eq, gte, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { Checkpoint } from "../../domain/planner/border-profile.ts";
import type { Direction } from "../../domain/ride/ride.ts";
import { TRIP_CLOSES_AFTER_MS } from "../../domain/trip/trip.ts";
import type { PositionPayload } from "../../domain/trip/trip-schemas.ts";
import type { Db } from "../db/client.ts";
import { rideCrossings, ridePassengers, ridePositions, rides } from "../db/schema/index.ts";

/** What the day's rules and the arrival times need of a ride; undefined when there is none. */
export async function findTripRide(db: Db, rideId: number) {
  const [ride] = await db
    .select({
      id: rides.id,
      creatorId: rides.creatorId,
      vendorId: rides.vendorId,
      date: rides.date,
      status: rides.status,
      direction: rides.direction,
      stopMinutes: rides.stopMinutes,
    })
    .from(rides)
    .where(eq(rides.id, rideId));
  return ride;
}
export type TripRide = NonNullable<Awaited<ReturnType<typeof findTripRide>>>;

/**
 * Keeps `position` as the ride's latest unless one was kept less than `everyMs` before `now`:
 * answers whether it was kept. One statement, so racing sends keep one between them.
 */
export async function keepPosition(
  db: Db,
  rideId: number,
  position: PositionPayload,
  now: Date,
  everyMs: number,
): Promise<boolean> {
  const row = {
    rideId,
    lat: position.lat,
    lng: position.lng,
    accuracy: position.accuracy ?? null,
    heading: position.heading ?? null,
    speed: position.speed ?? null,
    at: now,
  };
  const kept = await db
    .insert(ridePositions)
    .values(row)
    .onConflictDoUpdate({
      target: ridePositions.rideId,
      set: {
        lat: row.lat,
        lng: row.lng,
        accuracy: row.accuracy,
        heading: row.heading,
        speed: row.speed,
        at: row.at,
      },
      setWhere: lt(ridePositions.at, new Date(now.getTime() - everyMs + 1)),
    })
    .returning({ rideId: ridePositions.rideId });
  return kept.length > 0;
}

export async function findPosition(db: Db, rideId: number) {
  const [row] = await db.select().from(ridePositions).where(eq(ridePositions.rideId, rideId));
  return row;
}

/** Erases the positions of rides whose trip window has ended, or that are cancelled or completed. */
export async function erasePositionsPastWindow(db: Db, now: Date): Promise<number> {
  const ended = db
    .select({ id: rides.id })
    .from(rides)
    .where(
      or(
        lt(rides.date, new Date(now.getTime() - TRIP_CLOSES_AFTER_MS)),
        inArray(rides.status, ["cancelled", "completed"]),
      ),
    );
  const erased = await db
    .delete(ridePositions)
    .where(inArray(ridePositions.rideId, ended))
    .returning({ rideId: ridePositions.rideId });
  return erased.length;
}

/** The ride's parties with their stops, as the stop plan takes them. */
export function listStopParties(db: Db, rideId: number) {
  return db
    .select({
      id: ridePassengers.id,
      userId: ridePassengers.userId,
      dropoffSequence: ridePassengers.dropoffSequence,
      passengerCount: ridePassengers.passengerCount,
      dropoffLocation: ridePassengers.dropoffLocation,
      boarding: ridePassengers.boarding,
    })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId))
    .orderBy(asc(ridePassengers.id));
}

/** Records an "At the checkpoint" or "Cleared" tap; a tap again moves its time. */
export async function writeCrossing(
  db: Db,
  ride: { id: number; direction: Direction },
  checkpoint: Checkpoint,
  event: "arrived" | "cleared",
  at: Date,
) {
  const column = event === "arrived" ? "arrivedAt" : "clearedAt";
  const [row] = await db
    .insert(rideCrossings)
    .values({ rideId: ride.id, checkpoint, direction: ride.direction, [column]: at })
    .onConflictDoUpdate({
      target: rideCrossings.rideId,
      set: { checkpoint, [column]: at },
    })
    .returning();
  return row as typeof rideCrossings.$inferSelect;
}

export async function findCrossing(db: Db, rideId: number) {
  const [row] = await db.select().from(rideCrossings).where(eq(rideCrossings.rideId, rideId));
  return row;
}

/** The crossings with both taps that cleared at `since` or later. */
export function listCrossingsClearedSince(db: Db, since: Date) {
  return db
    .select({
      checkpoint: rideCrossings.checkpoint,
      direction: rideCrossings.direction,
      arrivedAt: rideCrossings.arrivedAt,
      clearedAt: rideCrossings.clearedAt,
    })
    .from(rideCrossings)
    .where(and(gte(rideCrossings.clearedAt, since), isNotNull(rideCrossings.arrivedAt)));
}
