// Dates are stored in UTC and shown and entered in Singapore time (Asia/Singapore), in the
// reader's language, whatever the device's own time zone. Nothing here reads the clock or the machine's zone.
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "../i18n/locales.ts";
import { TIME_ZONE } from "./constants.ts";

/** A moment as the API carries it (ISO string) or as the database returns it (Date). */
export type DateInput = string | Date;

/** The moment as milliseconds since the epoch; an unreadable date is a bug, so it throws. */
export function toTime(value: DateInput): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`Unreadable date: ${String(value)}`);
  return time;
}

/**
 * A Singapore-time formatter per language, each built on first use: building one costs
 * milliseconds (the time zone's data is loaded), and a page needs one or two of them, or none.
 */
function singaporeFormat(options: Intl.DateTimeFormatOptions) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (locale: string) => {
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options });
      formats.set(locale, format);
    }
    return format;
  };
}

const rideDateFormat = singaporeFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

const shortRideDateFormat = singaporeFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

const partsFormat = singaporeFormat({
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  weekday: "short",
  hourCycle: "h23",
});

const clockFormat = singaporeFormat({ hour: "numeric", minute: "2-digit", hour12: true });

/** Some ICU versions put narrow or no-break spaces before "am"/"pm"; keep plain spaces. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

/**
 * "Fri, 6 Mar 2026, 9:30 am SGT": weekday, date and 12-hour time in Singapore, labelled so a
 * reader in another zone knows which clock it is (decision 015); in the reader's language.
 */
export function formatRideDate(date: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  return `${plainSpaces(rideDateFormat(INTL_LOCALE[locale]).format(toTime(date)))} SGT`;
}

/** "Fri, 6 Mar, 9:30 am SGT": the same without the year, for titles. */
export function formatShortRideDate(date: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  return `${plainSpaces(shortRideDateFormat(INTL_LOCALE[locale]).format(toTime(date)))} SGT`;
}

/** "7:25 am": the Singapore clock time alone, for a stop on the day's plan. */
export function formatClock(date: DateInput, locale: Locale = DEFAULT_LOCALE): string {
  return plainSpaces(clockFormat(INTL_LOCALE[locale]).format(toTime(date)));
}

/**
 * A message's time: "2:22 pm SGT" on the reader's Singapore day, "Fri, 27 Nov, 2:22 pm SGT"
 * before it, in the same words as every other time on the page.
 */
export function formatMessageTime(
  date: DateInput,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (singaporeDayAndHour(date).day !== singaporeDayAndHour(now).day) {
    return formatShortRideDate(date, locale);
  }
  return `${formatClock(date, locale)} SGT`;
}

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday … 6 = Sunday. */
  weekdayFromMonday: number;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The wall-clock reading in Singapore at a given moment. */
function singaporeParts(time: number): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormat("en-US").formatToParts(time)) parts[part.type] = part.value;
  const number = (type: string) => Number(parts[type]);
  return {
    year: number("year"),
    month: number("month"),
    day: number("day"),
    hour: number("hour") % 24,
    minute: number("minute"),
    second: number("second"),
    weekdayFromMonday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

/** Singapore's offset from UTC at a given moment, in milliseconds (+8 h since 1982). */
function singaporeOffset(time: number): number {
  const p = singaporeParts(time);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(time / 1000) * 1000;
}

/** The UTC moment of a Singapore wall-clock reading (day may overflow: Date.UTC normalises it). */
function singaporeWallToTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Two passes settle the offset even across an offset change.
  let time = asUtc - singaporeOffset(asUtc);
  time = asUtc - singaporeOffset(time);
  return time;
}

const DATETIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * A `datetime-local` value ("2026-03-06T09:30") read as Singapore time, as an ISO UTC string.
 * Null when the text is not a real date and time (a user can type that, so it is not a bug).
 */
export function singaporeLocalToIso(value: string): string | null {
  const match = DATETIME_LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((n) => Number(n ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  return new Date(singaporeWallToTime(year, month, day, hour, minute, second)).toISOString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** An ISO moment as a `datetime-local` value in Singapore time, "YYYY-MM-DDTHH:mm". */
export function isoToSingaporeLocal(date: DateInput): string {
  const p = singaporeParts(toTime(date));
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The Singapore calendar day and hour of a moment: `day` is "YYYY-MM-DD", `weekday` numbered
 * 0 = Sunday … 6 = Saturday, as JavaScript's `getDay` (the API's numbering of days).
 */
export function singaporeDayAndHour(date: DateInput): {
  day: string;
  weekday: number;
  hour: number;
} {
  const p = singaporeParts(toTime(date));
  return {
    day: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`,
    weekday: (p.weekdayFromMonday + 1) % 7,
    hour: p.hour,
  };
}

/** The Singapore week holding `now`: Monday 00:00 (inclusive) to next Monday 00:00 (exclusive). */
export function singaporeWeekRange(now: Date): { start: Date; end: Date } {
  const p = singaporeParts(toTime(now));
  const mondayDay = p.day - p.weekdayFromMonday;
  const start = singaporeWallToTime(p.year, p.month, mondayDay);
  const end = singaporeWallToTime(p.year, p.month, mondayDay + 7);
  return { start: new Date(start), end: new Date(end) };
}

/** True when `date` falls in the Singapore week holding `now`. */
export function isInSingaporeWeek(date: DateInput, now: Date): boolean {
  const { start, end } = singaporeWeekRange(now);
  const time = toTime(date);
  return time >= start.getTime() && time < end.getTime();
}
