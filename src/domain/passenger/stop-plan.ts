// The day's plan as the ride page shows it (issue 26): every party in stop order with its
// estimated time, the reader's own place in it, and who is in the car.

import type { Direction } from "../ride/ride.ts";
import { STOP_MINUTES_DEFAULT, stopTime } from "./day-of-travel.ts";
import { currentOrder } from "./sequence.ts";

type Party = {
  id: number;
  userId: number;
  dropoffSequence: number | null;
  passengerCount: number;
  dropoffLocation?: string | null;
  boarding?: "boarded" | "no_show" | null;
};

/** One place however it was typed: trimmed, case-insensitive; an empty place is its own stop. */
const placeKey = (party: Party) => party.dropoffLocation?.trim().toLowerCase() || null;

export interface PlannedStop<T extends Party> {
  party: T;
  /** 1-based. */
  position: number;
  /** Estimated: pick-ups from departure, drop-offs after the crossing (decision 047). */
  at: Date;
}

/**
 * Each party at its stop, in the current order; the spacing defaults when the ride has none.
 * Parties at the same place are one stop, where the first of them is in the order.
 */
export function stopPlan<T extends Party>(
  ride: { date: Date; direction: Direction; stopMinutes?: number | null },
  parties: readonly T[],
): PlannedStop<T>[] {
  const timed = { ...ride, stopMinutes: ride.stopMinutes ?? STOP_MINUTES_DEFAULT };
  const stops: T[][] = [];
  const byPlace = new Map<string, T[]>();
  for (const party of currentOrder(parties)) {
    const key = placeKey(party);
    const same = key === null ? undefined : byPlace.get(key);
    if (same) {
      same.push(party);
      continue;
    }
    const stop = [party];
    stops.push(stop);
    if (key !== null) byPlace.set(key, stop);
  }
  return stops.flatMap((stop, index) =>
    stop.map((party) => ({ party, position: index + 1, at: stopTime(timed, index + 1) })),
  );
}

/** "You are stop N of M": the reader's stop, or null when they have no party on the ride. */
export function ownStop(
  plan: readonly PlannedStop<Party>[],
  userId: number,
): { position: number; count: number } | null {
  const own = plan.find((stop) => stop.party.userId === userId);
  const count = Math.max(0, ...plan.map((stop) => stop.position));
  return own ? { position: own.position, count } : null;
}

/** The parties marked boarded, and how many people they are. */
export function inTheCar<T extends Party>(parties: readonly T[]): { parties: T[]; people: number } {
  const boarded = parties.filter((party) => party.boarding === "boarded");
  return { parties: boarded, people: boarded.reduce((sum, p) => sum + p.passengerCount, 0) };
}
