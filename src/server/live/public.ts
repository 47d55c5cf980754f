// What other features may ask of the car on the day.
import { LIVE_WINDOW_MS, liveCrossings } from "../../domain/trip/crossing-times.ts";
import type { Db } from "../db/client.ts";
import { readPosition } from "./position.ts";
import { erasePositionsPastWindow, findTripRide, listCrossingsClearedSince } from "./queries.ts";

/** The crossing times of the app's own rides in the last three hours (the planner shows them). */
export async function readLiveCrossings(db: Db, now: Date) {
  const records = await listCrossingsClearedSince(db, new Date(now.getTime() - LIVE_WINDOW_MS));
  return liveCrossings(records, now);
}

/** The car's position with its arrival times, as its members read it; null when none is kept. */
export async function readRidePosition(db: Db, rideId: number, now: Date) {
  const ride = await findTripRide(db, rideId);
  return ride ? readPosition(db, ride, now) : null;
}

/** The minute job erasing positions whose trip window ended (main.ts runs it). */
export const erasePositions = erasePositionsPastWindow;
