// Crossing times from the app's own rides (issue 39): the median of arrived → cleared of the rides
// that cleared in the last three hours, per checkpoint and direction, from two rides at least.

import type { Checkpoint } from "../planner/border-profile.ts";
import type { Direction } from "../ride/ride.ts";

export const LIVE_WINDOW_MS = 3 * 3_600_000;
export const LIVE_MIN_RIDES = 2;

export interface CrossingRecord {
  checkpoint: Checkpoint;
  direction: Direction;
  arrivedAt: Date | null;
  clearedAt: Date | null;
}

export interface LiveCrossing {
  checkpoint: Checkpoint;
  direction: Direction;
  minutes: number;
  rides: number;
  /** The latest clearance counted (ISO). */
  observedAt: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function liveCrossings(records: readonly CrossingRecord[], now: Date): LiveCrossing[] {
  const since = now.getTime() - LIVE_WINDOW_MS;
  const groups = new Map<string, { record: CrossingRecord; minutes: number; cleared: number }[]>();
  for (const record of records) {
    const { arrivedAt, clearedAt } = record;
    if (!arrivedAt || !clearedAt) continue;
    const cleared = clearedAt.getTime();
    if (cleared < since || cleared > now.getTime() || cleared < arrivedAt.getTime()) continue;
    const key = `${record.checkpoint} ${record.direction}`;
    const minutes = (cleared - arrivedAt.getTime()) / 60_000;
    groups.set(key, [...(groups.get(key) ?? []), { record, minutes, cleared }]);
  }
  return [...groups.values()]
    .filter((group) => group.length >= LIVE_MIN_RIDES)
    .map((group) => ({
      checkpoint: (group[0] as (typeof group)[number]).record.checkpoint,
      direction: (group[0] as (typeof group)[number]).record.direction,
      minutes: Math.round(median(group.map((entry) => entry.minutes))),
      rides: group.length,
      observedAt: new Date(Math.max(...group.map((entry) => entry.cleared))).toISOString(),
    }))
    .sort((a, b) => `${a.checkpoint}${a.direction}`.localeCompare(`${b.checkpoint}${b.direction}`));
}
