// Arrival times from the car's position (issue 39): the straight line to each stop still ahead,
// lengthened by a detour factor, at a speed by Singapore's time of day, plus the crossing while
// the checkpoint is still ahead. Rough by design: riders read "about 12 min", never seconds.

import { singaporeDayAndHour } from "../shared/dates.ts";

export interface Point {
  lat: number;
  lon: number;
}

export interface StopAhead {
  /** The stop's number in the plan (1-based). */
  stop: number;
  location: string;
  /** Where it is, when the app knows the place; null otherwise (no time is given). */
  point: Point | null;
  /** Reached only once the car has crossed the border. */
  afterCrossing: boolean;
}

export interface Arrival {
  stop: number;
  location: string;
  /** Whole minutes, at least 1; null for a place the app cannot locate. */
  minutes: number | null;
}

const EARTH_RADIUS_KM = 6371;
/** Roads are longer than the straight line: about 1.4 times in Singapore and Johor. */
export const DETOUR_FACTOR = 1.4;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in kilometres. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A car's average speed in km/h by Singapore hour: slow in the rush hours, quick at night. */
export function speedAt(time: Date): number {
  const { hour } = singaporeDayAndHour(time);
  if ((hour >= 7 && hour < 10) || (hour >= 17 && hour < 20)) return 30;
  if (hour >= 22 || hour < 6) return 55;
  return 40;
}

/** Minutes to drive from `a` to `b` leaving at `time`. */
export function driveMinutes(a: Point, b: Point, time: Date): number {
  return ((haversineKm(a, b) * DETOUR_FACTOR) / speedAt(time)) * 60;
}

/**
 * The minutes to each stop ahead, in plan order, from `from` at `now`: each leg from the last
 * stop reached, `stopMinutes` spent at each stop, and `crossing` (the checkpoint and the minutes
 * its crossing still takes; null once cleared) before the first stop across the border.
 */
export function arrivalTimes(input: {
  from: Point;
  now: Date;
  stops: readonly StopAhead[];
  crossing: { point: Point; minutes: number } | null;
  stopMinutes: number;
}): Arrival[] {
  const { now, stops, crossing, stopMinutes } = input;
  let at = input.from;
  let elapsed = 0;
  let crossed = crossing === null;
  const clock = () => new Date(now.getTime() + elapsed * 60_000);
  return stops.map(({ stop, location, point, afterCrossing }) => {
    if (afterCrossing && !crossed && crossing) {
      elapsed += driveMinutes(at, crossing.point, clock()) + crossing.minutes;
      at = crossing.point;
      crossed = true;
    }
    if (!point) return { stop, location, minutes: null };
    elapsed += driveMinutes(at, point, clock());
    const minutes = Math.max(1, Math.round(elapsed));
    at = point;
    elapsed += stopMinutes;
    return { stop, location, minutes };
  });
}
