// Typical minutes a car takes to clear both sides of a land checkpoint, queue included, by the
// direction of the ride and the hour of the week (Singapore time), as a median (p50) and a bad
// day (p90). TYPICAL, NOT LIVE: a hand-built model of the patterns the sources below describe,
// not measured data. Raise the version when a figure changes.
//
// Sources (as published; the figures are the team's reading of them):
// - ICA (Immigration & Checkpoints Authority of Singapore), its advisories before long weekends
//   and school holidays: heavy traffic at Woodlands and Tuas; travellers are told to avoid
//   Friday 3 pm to midnight leaving Singapore and Sunday evening coming back.
// - News reports of three- to four-hour waits at Woodlands on peak days (The Straits Times, CNA).
// - The weekday commuter flows: into Singapore in the early morning, out in the evening, heavier
//   at Woodlands (the Causeway) than at Tuas (the Second Link), which Forest City sits beside.
import type { Direction } from "../ride/ride.ts";

export const BORDER_PROFILE_VERSION = "2026-11-1";

export const CHECKPOINTS = ["Tuas", "Woodlands"] as const;
export type Checkpoint = (typeof CHECKPOINTS)[number];

/** Extra driving between Forest City and Woodlands rather than Tuas. */
export const WOODLANDS_DETOUR_MINUTES = 35;

/** A public holiday, or its eve, raises every figure by this much. */
export const HOLIDAY_FACTOR = 1.5;

/** Hours `from` (inclusive) to `to` (exclusive) on `days` (0 = Sunday … 6 = Saturday). */
interface Band {
  days: readonly number[];
  from: number;
  to: number;
  p50: number;
  p90: number;
}

interface CheckpointProfile {
  quiet: { p50: number; p90: number };
  /** Where bands overlap, the busier one holds. */
  busy: Record<Direction, readonly Band[]>;
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const MON_TO_THU = [1, 2, 3, 4];

export const BORDER_PROFILE: Record<Checkpoint, CheckpointProfile> = {
  Tuas: {
    quiet: { p50: 30, p90: 50 },
    busy: {
      "SG->FC": [
        { days: MON_TO_THU, from: 17, to: 21, p50: 45, p90: 80 },
        { days: [5], from: 15, to: 24, p50: 90, p90: 180 },
        { days: [6], from: 6, to: 13, p50: 60, p90: 120 },
      ],
      "FC->SG": [
        { days: WEEKDAYS, from: 5, to: 9, p50: 50, p90: 90 },
        { days: [1], from: 5, to: 10, p50: 60, p90: 110 },
        { days: [0], from: 15, to: 24, p50: 90, p90: 180 },
      ],
    },
  },
  Woodlands: {
    quiet: { p50: 40, p90: 70 },
    busy: {
      "SG->FC": [
        { days: MON_TO_THU, from: 17, to: 22, p50: 75, p90: 130 },
        { days: [5], from: 15, to: 24, p50: 120, p90: 240 },
        { days: [6], from: 6, to: 13, p50: 90, p90: 180 },
      ],
      "FC->SG": [
        { days: WEEKDAYS, from: 4, to: 10, p50: 90, p90: 150 },
        { days: [0], from: 15, to: 24, p50: 150, p90: 240 },
      ],
    },
  },
};

/** The typical minutes at one checkpoint, direction, weekday and hour, before holidays. */
export function typicalCrossing(
  checkpoint: Checkpoint,
  direction: Direction,
  weekday: number,
  hour: number,
): { p50: number; p90: number } {
  const profile = BORDER_PROFILE[checkpoint];
  let figure = profile.quiet;
  for (const band of profile.busy[direction]) {
    const inBand = band.days.includes(weekday) && hour >= band.from && hour < band.to;
    if (inBand && band.p50 > figure.p50) figure = band;
  }
  return { p50: figure.p50, p90: figure.p90 };
}
