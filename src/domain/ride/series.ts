// Weekly rides (issue 28): a ride repeated on chosen days of the week (0 = Sunday … 6 = Saturday,
// as getDay) until a Singapore day, inclusive, at the first ride's Singapore time. The rides are
// made a few weeks ahead at a time, so a series is never more than a handful of real rides.
import { messageRef } from "../i18n/message.ts";
import {
  type DateInput,
  isoToSingaporeLocal,
  singaporeLocalToIso,
  toTime,
} from "../shared/dates.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";
import { addDays, weekdayOf } from "./ride-search.ts";

/** The last ride of a series is at most 12 weeks after its first day. */
export const MAX_SERIES_DAYS = 12 * 7;
/** How far ahead of now a series' rides exist. */
export const SERIES_AHEAD_DAYS = 21;

const DAY_MS = 86_400_000;

export interface Repeat {
  weekdays: readonly number[];
  /** A Singapore day "YYYY-MM-DD", inclusive. */
  until: string;
}

/** `until` falls on or after the first ride's day and at most 12 weeks after it. */
export function decideRepeat(first: DateInput, repeat: Repeat): Decision<"until"> {
  const firstDay = isoToSingaporeLocal(first).slice(0, 10);
  if (repeat.until < firstDay)
    return refuse("until", 400, messageRef("error.repeat_until_before_first"));
  if (repeat.until > addDays(firstDay, MAX_SERIES_DAYS))
    return refuse("until", 400, messageRef("error.repeat_until_too_far", { weeks: 12 }));
  return ALLOWED;
}

/**
 * The departures of the series after `after` (exclusive: the last one made) up to `through`
 * (inclusive: now and the weeks ahead), as ISO moments, in order.
 */
export function seriesDepartures(
  first: DateInput,
  repeat: Repeat,
  after: DateInput,
  through: Date,
): string[] {
  const [firstDay, time] = isoToSingaporeLocal(first).split("T") as [string, string];
  const departures: string[] = [];
  for (let offset = 1; offset <= MAX_SERIES_DAYS; offset += 1) {
    const day = addDays(firstDay, offset);
    if (day > repeat.until) break;
    if (!repeat.weekdays.includes(weekdayOf(day))) continue;
    const moment = singaporeLocalToIso(`${day}T${time}`);
    if (moment === null || toTime(moment) <= toTime(after)) continue;
    if (toTime(moment) > through.getTime()) break;
    departures.push(moment);
  }
  return departures;
}

/** The moment up to which a series' rides exist: `SERIES_AHEAD_DAYS` after now. */
export const seriesHorizon = (now: Date) => new Date(now.getTime() + SERIES_AHEAD_DAYS * DAY_MS);

/**
 * `moment`'s Singapore day at `time`'s Singapore time of day: a series edit moves each of its
 * rides to the new time on its own day.
 */
export function onDayAtTimeOf(moment: DateInput, time: DateInput): string {
  const day = isoToSingaporeLocal(moment).slice(0, 10);
  const clock = isoToSingaporeLocal(time).slice(11);
  return singaporeLocalToIso(`${day}T${clock}`) as string;
}

/** Only the organizer edits or cancels the rest of a series. */
export function decideSeriesChange(
  series: { creatorId: number },
  userId: number,
): Decision<"not-creator"> {
  if (series.creatorId !== userId)
    return refuse("not-creator", 403, messageRef("error.series_not_creator"));
  return ALLOWED;
}
