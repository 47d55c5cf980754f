// Public holidays that fill the checkpoints: Singapore's and Johor's (Malaysia's national ones
// and the state's own), from date-holidays, which keeps both calendars.
import Holidays from "date-holidays";
import type { HolidayOf } from "../../domain/planner/planner.ts";

const calendars = [new Holidays("SG"), new Holidays("MY", "01")];

function publicHoliday(day: string): string | null {
  // Noon avoids the calendars' own midnight edges; the day is a Singapore date either way.
  const noon = new Date(`${day}T12:00:00+08:00`);
  for (const calendar of calendars) {
    const found = calendar.isHoliday(noon);
    const holiday = found ? found.find((h) => h.type === "public") : undefined;
    if (holiday) return holiday.name;
  }
  return null;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The holiday a Singapore day is, or the one it is the eve of (when everyone leaves). */
export const holidayOf: HolidayOf = (day) => publicHoliday(day) ?? publicHoliday(nextDay(day));
