// The home's search (issue 15): direction, a day chip and a time of day, all in Singapore time,
// kept in the page's URL (`/home?dir=SG->FC&day=2026-11-27&time=evening`) so a search can be
// shared and Back restores it. The server filters with the same day and hour ranges.
import type { I18n } from "@lingui/core";
import { INTL_LOCALE, type Locale } from "../i18n/locales.ts";
import { type DateInput, isoToSingaporeLocal, singaporeLocalToIso } from "../shared/dates.ts";
import { DIRECTIONS, type Direction } from "./ride.ts";

export const TIMES_OF_DAY = ["morning", "afternoon", "evening", "night"] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/**
 * Each time of day as Singapore hours, `from` inclusive, `to` exclusive. Night wraps past
 * midnight: on a given day it holds the small hours (00:00–05:00) and the late evening
 * (21:00–24:00) of that calendar day.
 */
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, { from: number; to: number }> = {
  morning: { from: 5, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 21 },
  night: { from: 21, to: 5 },
};

const TIME_OF_DAY_LABELS = {
  morning: "app.time.morning",
  afternoon: "app.time.afternoon",
  evening: "app.time.evening",
  night: "app.time.night",
} as const satisfies Record<TimeOfDay, string>;

export function timeOfDayLabel(i18n: I18n, timeOfDay: TimeOfDay): string {
  return i18n._(TIME_OF_DAY_LABELS[timeOfDay]);
}

/** True when a Singapore hour (0–23) falls in the time of day. */
export function isHourInTimeOfDay(hour: number, timeOfDay: TimeOfDay): boolean {
  const { from, to } = TIME_OF_DAY_HOURS[timeOfDay];
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

/** A calendar day in Singapore, "YYYY-MM-DD". */
export type DayKey = string;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written "YYYY-MM-DD". */
export function isDayKey(value: string): boolean {
  return DAY_KEY.test(value) && singaporeLocalToIso(`${value}T00:00`) !== null;
}

/** The day of the week (0 = Sunday) of a Singapore day. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The Singapore calendar day of a moment. */
export function singaporeDay(date: DateInput): DayKey {
  return isoToSingaporeLocal(date).slice(0, 10);
}

/** The Singapore hour (0–23) of a moment. */
export function singaporeHour(date: DateInput): number {
  return Number(isoToSingaporeLocal(date).slice(11, 13));
}

/** The day `count` days after `day` (calendar arithmetic, no clock). */
export function addDays(day: DayKey, count: number): DayKey {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** The moments a Singapore day spans: its midnight (inclusive) to the next (exclusive). */
export function singaporeDayRange(day: DayKey): { start: Date; end: Date } {
  const start = singaporeLocalToIso(`${day}T00:00`);
  const end = singaporeLocalToIso(`${addDays(day, 1)}T00:00`);
  if (!start || !end) throw new RangeError(`Not a day: ${day}`);
  return { start: new Date(start), end: new Date(end) };
}

// A calendar day read as UTC midnight, so the formatters need no time zone arithmetic. One
// formatter per language, built on first use.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday, day and month of a day, named in the translator's language. */
function dayParts(i18n: I18n, day: DayKey): Record<string, string> {
  const locale = INTL_LOCALE[i18n.locale as Locale];
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    dayFormats.set(locale, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(`${day}T00:00:00Z`))) {
    parts[part.type] = part.value;
  }
  return parts;
}

/** "Fri 27 Nov". */
export function formatDay(i18n: I18n, day: DayKey): string {
  const { weekday, day: date, month } = dayParts(i18n, day);
  return i18n._("app.day.date", { weekday, day: date, month });
}

/** A day's heading in the list: "Today", "Tomorrow", else "Fri 27 Nov". */
export function dayHeading(i18n: I18n, day: DayKey, now: Date): string {
  const today = singaporeDay(now);
  if (day === today) return i18n._("app.day.today");
  if (day === addDays(today, 1)) return i18n._("app.day.tomorrow");
  return formatDay(i18n, day);
}

/** How many days the chips offer, today included. */
export const DAY_CHIP_COUNT = 7;

export interface DayChip {
  /** null for "Any day". */
  day: DayKey | null;
  label: string;
}

/**
 * The day chips: "Any day", "Today", "Tomorrow", then the following days by weekday name. A
 * chosen day outside them (from a shared link) is added at the end, as "Fri 27 Nov".
 */
export function dayChips(i18n: I18n, now: Date, chosen: DayKey | null = null): DayChip[] {
  const today = singaporeDay(now);
  const chips: DayChip[] = [{ day: null, label: i18n._("app.day.any") }];
  for (let offset = 0; offset < DAY_CHIP_COUNT; offset++) {
    const day = addDays(today, offset);
    const label = offset < 2 ? dayHeading(i18n, day, now) : dayParts(i18n, day).weekday;
    chips.push({ day, label: label ?? day });
  }
  if (chosen && !chips.some((chip) => chip.day === chosen)) {
    chips.push({ day: chosen, label: formatDay(i18n, chosen) });
  }
  return chips;
}

export interface DayGroup<T> {
  day: DayKey;
  heading: string;
  rides: T[];
}

/** Rides in list order, grouped by their Singapore day; groups keep the list's order. */
export function groupRidesByDay<T extends { date: DateInput }>(
  i18n: I18n,
  rides: readonly T[],
  now: Date,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const ride of rides) {
    const day = singaporeDay(ride.date);
    const last = groups.at(-1);
    if (last?.day === day) last.rides.push(ride);
    else groups.push({ day, heading: dayHeading(i18n, day, now), rides: [ride] });
  }
  return groups;
}

/** The home's search as its URL carries it; null means "any". */
export interface HomeSearch {
  direction: Direction | null;
  day: DayKey | null;
  timeOfDay: TimeOfDay | null;
  /** Rides that have left, latest first, instead of the upcoming ones (`when=past`). */
  past?: true;
}

export const EMPTY_HOME_SEARCH: Readonly<HomeSearch> = Object.freeze({
  direction: null,
  day: null,
  timeOfDay: null,
});

/** Reads `dir`, `day`, `time` and `when` from the home's query string; unknown values mean "any". */
export function parseHomeSearch(query: URLSearchParams): HomeSearch {
  const dir = query.get("dir");
  const day = query.get("day");
  const time = query.get("time");
  return {
    direction: DIRECTIONS.find((value) => value === dir) ?? null,
    day: day && isDayKey(day) ? day : null,
    timeOfDay: TIMES_OF_DAY.find((value) => value === time) ?? null,
    ...(query.get("when") === "past" ? { past: true as const } : {}),
  };
}

/**
 * The home's query string for a search, other parameters (such as `tab`) kept; "any" values
 * are left out, so the plain home stays `/home`.
 */
export function homeSearchQuery(search: HomeSearch, base = new URLSearchParams()): string {
  const query = new URLSearchParams(base);
  const chosen: [string, string | null][] = [
    ["dir", search.direction],
    ["day", search.day],
    ["time", search.timeOfDay],
    ["when", search.past ? "past" : null],
  ];
  for (const [key] of chosen) query.delete(key);
  for (const [key, value] of chosen) if (value) query.append(key, value);
  return query.toString();
}
