// When to cross: the typical crossing at a moment, the checkpoint a Forest City ride would take,
// and a better hour nearby when the chosen one is among the worst. Pure: the caller says which
// Singapore days are holidays (or their eves).
import type { Direction } from "../ride/ride.ts";
import { type DateInput, singaporeDayAndHour, toTime } from "../shared/dates.ts";
import {
  CHECKPOINTS,
  type Checkpoint,
  HOLIDAY_FACTOR,
  typicalCrossing,
  WOODLANDS_DETOUR_MINUTES,
} from "./border-profile.ts";

/** The holiday a Singapore day ("YYYY-MM-DD") is, or is the eve of; null for an ordinary day. */
export type HolidayOf = (day: string) => string | null;

export type CrossingLevel = "usual" | "busy" | "worst";

export interface CrossingPlan {
  checkpoint: Checkpoint;
  typicalMinutes: number;
  p90Minutes: number;
  holiday: string | null;
  advice: {
    level: CrossingLevel;
    /** A nearby departure (ISO) that usually saves at least `MIN_SAVING_MINUTES`, or null. */
    betterAt: string | null;
    betterMinutes: number | null;
  };
}

const BUSY_MINUTES = 50;
const WORST_MINUTES = 90;
const MIN_SAVING_MINUTES = 30;
/** How far either side of the chosen time a better hour is looked for. */
const NEARBY_HOURS = 4;
const HOUR_MS = 3_600_000;

function levelOf(minutes: number): CrossingLevel {
  if (minutes >= WORST_MINUTES) return "worst";
  return minutes >= BUSY_MINUTES ? "busy" : "usual";
}

/** The crossing at one moment by the checkpoint that is quicker door to door. */
function crossingAt(direction: Direction, time: number, holidayOf: HolidayOf) {
  const { day, weekday, hour } = singaporeDayAndHour(new Date(time));
  const holiday = holidayOf(day);
  const factor = holiday ? HOLIDAY_FACTOR : 1;
  const options = CHECKPOINTS.map((checkpoint) => {
    const figure = typicalCrossing(checkpoint, direction, weekday, hour);
    const detour = checkpoint === "Woodlands" ? WOODLANDS_DETOUR_MINUTES : 0;
    return {
      checkpoint,
      holiday,
      typicalMinutes: Math.round(figure.p50 * factor),
      p90Minutes: Math.round(figure.p90 * factor),
      doorToDoor: Math.round(figure.p50 * factor) + detour,
    };
  });
  return options.reduce((best, option) => (option.doorToDoor < best.doorToDoor ? option : best));
}

/** The typical crossing for a ride leaving at `at`, with advice on a better hour nearby. */
export function planCrossing(
  direction: Direction,
  at: DateInput,
  holidayOf: HolidayOf,
): CrossingPlan {
  const time = toTime(at);
  const chosen = crossingAt(direction, time, holidayOf);
  const level = levelOf(chosen.typicalMinutes);
  let better: { time: number; minutes: number } | null = null;
  if (level !== "usual") {
    for (let step = 1; step <= NEARBY_HOURS; step++) {
      for (const sign of [-1, 1]) {
        const candidate = time + sign * step * HOUR_MS;
        const { doorToDoor, typicalMinutes } = crossingAt(direction, candidate, holidayOf);
        const saving = chosen.doorToDoor - doorToDoor;
        if (saving >= MIN_SAVING_MINUTES && (!better || typicalMinutes < better.minutes)) {
          better = { time: candidate, minutes: typicalMinutes };
        }
      }
    }
  }
  return {
    checkpoint: chosen.checkpoint,
    typicalMinutes: chosen.typicalMinutes,
    p90Minutes: chosen.p90Minutes,
    holiday: chosen.holiday,
    advice: {
      level,
      betterAt: better ? new Date(better.time).toISOString() : null,
      betterMinutes: better?.minutes ?? null,
    },
  };
}
