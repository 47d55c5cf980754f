// The car's position as the ride's members read it: where it is and about how many minutes to
// each stop still ahead (domain trip/arrival.ts), the crossing counted while it is still ahead.
import { stopPlan } from "../../domain/passenger/stop-plan.ts";
import { arrivalTimes } from "../../domain/trip/arrival.ts";
import { CHECKPOINT_POINTS, stopsAhead } from "../../domain/trip/stops-ahead.ts";
import { isTripWindow } from "../../domain/trip/trip.ts";
import type { PositionRead } from "../../domain/trip/trip-schemas.ts";
import type { Db } from "../db/client.ts";
import { crossingFor } from "../planner/public.ts";
import { findCrossing, findPosition, listStopParties, type TripRide } from "./queries.ts";

/** The crossing still ahead (its checkpoint and the minutes it still takes), or null once cleared. */
async function crossingAhead(db: Db, ride: TripRide, now: Date) {
  const tapped = await findCrossing(db, ride.id);
  if (tapped?.clearedAt) return null;
  const plan = crossingFor(ride.direction, now);
  const checkpoint = tapped?.checkpoint ?? plan.checkpoint;
  const waited = tapped?.arrivedAt ? (now.getTime() - tapped.arrivedAt.getTime()) / 60_000 : 0;
  return {
    point: CHECKPOINT_POINTS[checkpoint],
    minutes: Math.max(0, plan.typicalMinutes - waited),
  };
}

/** The ride's car where it was last seen, with its arrival times; null when none is kept. */
export async function readPosition(
  db: Db,
  ride: TripRide,
  now: Date,
): Promise<PositionRead | null> {
  const position = await findPosition(db, ride.id);
  if (!position || !isTripWindow(ride.date, now)) return null;
  const parties = await listStopParties(db, ride.id);
  const etas = arrivalTimes({
    from: { lat: position.lat, lon: position.lng },
    now,
    stops: stopsAhead(ride.direction, stopPlan(ride, parties)),
    crossing: await crossingAhead(db, ride, now),
    stopMinutes: ride.stopMinutes,
  });
  return {
    lat: position.lat,
    lng: position.lng,
    accuracy: position.accuracy,
    at: position.at.toISOString(),
    etas,
  };
}
