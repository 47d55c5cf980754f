// "Your car is about five minutes away" (issue 39): the party of the next pick-up is told once,
// when the car's arrival time there drops to five minutes or less.
import type { Direction } from "../ride/ride.ts";
import type { Arrival } from "./arrival.ts";

export const NEAR_MINUTES = 5;

/**
 * The stop (its plan number) whose party is to be told now: the next stop the app can time, when
 * the car is five minutes or less from it; null otherwise. `stops` is the plan's number of
 * parties: an arrival past it (Forest City) has no party waiting. Only pick-ups (Singapore →
 * Forest City): on the way back the parties are in the car already.
 */
export function nearStop(
  direction: Direction,
  etas: readonly Arrival[],
  stops: number,
): number | null {
  if (direction !== "SG->FC") return null;
  const next = etas.find((eta) => eta.minutes !== null);
  if (!next || next.minutes === null || next.stop > stops) return null;
  return next.minutes <= NEAR_MINUTES ? next.stop : null;
}
