// Attempts counted in the database, per key and window, so every app instance on it shares the
// count: the password lockout (auth/throttle.ts), the per-address throttle
// (plugins/address-throttle.ts) and the per-account write limits (plugins/write-limits.ts) all
// take their slots here.
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { prepared } from "./prepared.ts";
import { throttleCounts } from "./schema/index.ts";

/** The window of an account's writes (plugins/write-limits.ts). */
export const WRITE_WINDOW_MS = 60 * 60 * 1000;
// The longest window any throttle uses (the write limits' hour): a row whose window opened
// before this is of no further use.
const LONGEST_WINDOW_MS = WRITE_WINDOW_MS;

export interface Slot {
  key: string;
  /** The attempts counted in the key's current window, these included. */
  count: number;
  windowStart: Date;
}

/**
 * Counts `attempts` under `key` in one statement, opening a new window when the last one has
 * passed. Concurrent attempts queue on the row, so each gets its own number: a burst cannot slip
 * past a limit between a read and a write.
 */
const slotTaker = prepared((db) => {
  const now = sql.placeholder("now");
  const attempts = sql`${sql.placeholder("attempts")}::int`;
  const expired = sql`${throttleCounts.windowStart} <= ${sql.placeholder("expiredBy")}`;
  return db
    .insert(throttleCounts)
    .values({ key: sql.placeholder("key"), count: attempts, windowStart: now })
    .onConflictDoUpdate({
      target: throttleCounts.key,
      set: {
        count: sql`case when ${expired} then ${attempts} else ${throttleCounts.count} + ${attempts} end`,
        windowStart: sql`case when ${expired} then ${now}::timestamptz else ${throttleCounts.windowStart} end`,
      },
    })
    .returning()
    .prepare("take_slot");
});

export async function takeSlot(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
  attempts = 1,
) {
  const [slot] = await slotTaker(db).execute({
    key,
    now,
    attempts,
    expiredBy: new Date(now.getTime() - windowMs),
  });
  if (!slot) throw new Error(`no throttle row for ${key}`);
  return slot satisfies Slot;
}

/** Takes back `attempts` of the slot's window (nothing once a new window has opened). */
export async function giveBack(db: Db, slot: Slot, attempts: number) {
  await db
    .update(throttleCounts)
    .set({ count: sql`greatest(${throttleCounts.count} - ${attempts}, 0)` })
    .where(and(eq(throttleCounts.key, slot.key), eq(throttleCounts.windowStart, slot.windowStart)));
}

export async function deleteStaleThrottleCounts(db: Db, now = new Date()) {
  await db
    .delete(throttleCounts)
    .where(lt(throttleCounts.windowStart, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}
