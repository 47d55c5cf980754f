// Ride alerts (issue 28): a rider's standing search — a direction, days of the week and a time of
// day in Singapore, optionally between two dates — and which rides it matches. Days are numbered
// as JavaScript's getDay: 0 = Sunday … 6 = Saturday.
import { messageRef } from "../i18n/message.ts";
import type { Direction } from "../ride/ride.ts";
import { type HomeSearch, TIME_OF_DAY_HOURS, weekdayOf } from "../ride/ride-search.ts";
import { type DateInput, isoToSingaporeLocal } from "../shared/dates.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

/** How many alerts one account may keep. */
export const MAX_ALERTS = 20;

export interface AlertTerms {
  direction: Direction;
  /** 0 = Sunday … 6 = Saturday. */
  days: readonly number[];
  /** "HH:MM", Singapore time, both ends included; `from` after `to` spans midnight. */
  from: string;
  to: string;
  /** Singapore days "YYYY-MM-DD", both included; null for no bound. */
  startDate: string | null;
  endDate: string | null;
}

function inWindow(time: string, from: string, to: string): boolean {
  return from <= to ? time >= from && time <= to : time >= from || time <= to;
}

/**
 * True when a ride leaving at `date` in `direction` is one the alert looks for. A window that
 * spans midnight counts on the ride's own calendar day, as the home's "night" does.
 */
export function alertMatches(
  alert: AlertTerms,
  ride: { direction: Direction; date: DateInput },
): boolean {
  const local = isoToSingaporeLocal(ride.date);
  const day = local.slice(0, 10);
  return (
    alert.direction === ride.direction &&
    alert.days.includes(weekdayOf(day)) &&
    inWindow(local.slice(11, 16), alert.from, alert.to) &&
    (alert.startDate === null || day >= alert.startDate) &&
    (alert.endDate === null || day <= alert.endDate)
  );
}

/** A new alert, when the account already keeps `count`. */
export function decideAlertCreate(count: number): Decision<"too_many"> {
  if (count >= MAX_ALERTS)
    return refuse("too_many", 409, messageRef("error.too_many_alerts", { max: MAX_ALERTS }));
  return ALLOWED;
}

/** A date range reads forwards. */
export function decideAlertDates(alert: {
  startDate: string | null;
  endDate: string | null;
}): Decision<"endDate"> {
  if (alert.startDate && alert.endDate && alert.endDate < alert.startDate)
    return refuse("endDate", 400, messageRef("error.alert_end_before_start"));
  return ALLOWED;
}

const pad = (hour: number) => String(hour).padStart(2, "0");

/**
 * The alert "Tell me when one appears" saves for a home search: its direction, the searched
 * day's day of the week (else every day), its time of day (else the whole day). Null without a
 * direction: an alert is for one way.
 */
export function alertOfSearch(
  search: HomeSearch,
): Pick<AlertTerms, "direction" | "days" | "from" | "to"> | null {
  if (!search.direction) return null;
  const hours = search.timeOfDay ? TIME_OF_DAY_HOURS[search.timeOfDay] : null;
  return {
    direction: search.direction,
    days: search.day ? [weekdayOf(search.day)] : [0, 1, 2, 3, 4, 5, 6],
    from: hours ? `${pad(hours.from)}:00` : "00:00",
    // The time of day's end is exclusive; the alert's is the last minute inside it.
    to: hours ? `${pad((hours.to + 23) % 24)}:59` : "23:59",
  };
}

/** The days as the reader's language writes them, short ("Mon, Fri"); null for every day. */
export function alertDaysText(days: readonly number[], intlLocale: string): string | null {
  if (days.length === 7) return null;
  const format = new Intl.DateTimeFormat(intlLocale, { weekday: "short", timeZone: "UTC" });
  // 4 January 1970 was a Sunday: day d of the week is d days after it.
  return days.map((day) => format.format(Date.UTC(1970, 0, 4 + day))).join(", ");
}
