// Filters and order of the home page's ride list (spec sections 2 and 4).
import { type DateInput, isInSingaporeWeek, toTime } from "../shared/dates.ts";
import { DIRECTIONS, type Direction, isPast, type ListedRideStatus } from "./ride.ts";
import {
  type DayKey,
  type HomeSearch,
  isHourInTimeOfDay,
  singaporeDay,
  singaporeHour,
  type TimeOfDay,
} from "./ride-search.ts";

export const DIRECTION_FILTERS = ["all", ...DIRECTIONS] as const;
export const TIME_FILTERS = ["upcoming", "thisWeek", "all"] as const;
export const RIDE_SORTS = ["dateAsc", "dateDesc"] as const;

export type DirectionFilter = (typeof DIRECTION_FILTERS)[number];
export type TimeFilter = (typeof TIME_FILTERS)[number];
export type RideSort = (typeof RIDE_SORTS)[number];

export interface RideListFilters {
  direction: DirectionFilter;
  time: TimeFilter;
  sort: RideSort;
  /** Only rides on this Singapore day. */
  day?: DayKey;
  /** Only rides leaving in this time of day (Singapore hours, ride-search.ts). */
  timeOfDay?: TimeOfDay;
  /** Only rides the reader sees with this status ("completed": those that have left). */
  status?: ListedRideStatus;
}

export const DEFAULT_RIDE_FILTERS: Readonly<RideListFilters> = Object.freeze({
  direction: "all",
  time: "upcoming",
  sort: "dateAsc",
});

/** Rides per page of the home list; the server answers at most MAX_RIDE_PAGE_SIZE. */
export const RIDE_PAGE_SIZE = 20;
export const MAX_RIDE_PAGE_SIZE = 100;

/**
 * The path of one page of the home list. The client asks for pages with it, and the server
 * preloads the first page with the same URL, so the browser can hand that answer to the client.
 */
export function rideListPath(filters: RideListFilters, cursor: string | null = null): string {
  const { direction, time, sort, day, timeOfDay, status } = filters;
  const query = new URLSearchParams({ direction, time, sort, limit: String(RIDE_PAGE_SIZE) });
  if (status) query.set("status", status);
  if (day) query.set("day", day);
  if (timeOfDay) query.set("timeOfDay", timeOfDay);
  if (cursor) query.set("cursor", cursor);
  return `/api/rides?${query}`;
}

/**
 * The list the home's search asks for: upcoming rides, earliest first, or with `past` the rides
 * that have left, latest first (spec 2.30's "Latest First"); on the chosen day and time.
 */
export function homeListFilters(search: HomeSearch): RideListFilters {
  return {
    direction: search.direction ?? "all",
    ...(search.past
      ? { time: "all", sort: "dateDesc", status: "completed" }
      : { time: "upcoming", sort: "dateAsc" }),
    ...(search.day ? { day: search.day } : {}),
    ...(search.timeOfDay ? { timeOfDay: search.timeOfDay } : {}),
  };
}

type ListedRide = { id: number; direction: Direction; date: DateInput };

/**
 * The rides the list shows, in order: filtered by direction and time ('upcoming' drops past
 * rides, 'thisWeek' keeps those dated in the current Singapore week), upcoming rides before
 * past ones, the chosen sort within each group (ties by id); a day and a time of day, when
 * given, keep only rides on that Singapore day and in those hours. Returns a new array.
 */
export function filterAndSortRides<T extends ListedRide>(
  rides: readonly T[],
  filters: RideListFilters,
  now: Date,
): T[] {
  const direction = (ride: T) =>
    filters.direction === "all" || ride.direction === filters.direction;
  const time = (ride: T) => {
    if (filters.time === "upcoming") return !isPast(ride, now);
    if (filters.time === "thisWeek") return isInSingaporeWeek(ride.date, now);
    return true;
  };
  const dayAndHour = (ride: T) =>
    (!filters.day || singaporeDay(ride.date) === filters.day) &&
    (!filters.timeOfDay || isHourInTimeOfDay(singaporeHour(ride.date), filters.timeOfDay));
  const sign = filters.sort === "dateAsc" ? 1 : -1;
  return rides
    .filter((ride) => direction(ride) && time(ride) && dayAndHour(ride))
    .map((ride) => ({ ride, past: isPast(ride, now), at: toTime(ride.date) }))
    .sort(
      (a, b) =>
        Number(a.past) - Number(b.past) || sign * (a.at - b.at) || sign * (a.ride.id - b.ride.id),
    )
    .map(({ ride }) => ride);
}
