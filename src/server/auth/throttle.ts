import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { throttleCounts } from "../db/schema.ts";
import { tooManyRequests } from "../http-error.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Password attempts on one account from one client address (the spec's lockout). */
export const ACCOUNT_FROM_ADDRESS = { max: 5, windowMs: FIFTEEN_MINUTES };
/** Password attempts on one account from all addresses together: a ceiling far above the owner's. */
export const ACCOUNT_CEILING = { max: 100, windowMs: FIFTEEN_MINUTES };
// The longest window: a row whose window opened before this is of no further use.
const LONGEST_WINDOW_MS = FIFTEEN_MINUTES;

export interface Slot {
  key: string;
  /** This attempt's number in the key's current window (1 for the first). */
  count: number;
  windowStart: Date;
}

/**
 * Counts one attempt under `key` in one statement, opening a new window when the last one has
 * passed. Concurrent attempts queue on the row, so each gets its own number: a burst cannot slip
 * past a limit between a read and a write.
 */
export async function takeSlot(db: Db, key: string, windowMs: number, now = new Date()) {
  const expired = sql`${throttleCounts.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  const [slot] = await db
    .insert(throttleCounts)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: throttleCounts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${throttleCounts.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${throttleCounts.windowStart} end`,
      },
    })
    .returning();
  if (!slot) throw new Error(`no throttle row for ${key}`);
  return slot satisfies Slot;
}

/** Takes back `attempts` of the slot's window (nothing once a new window has opened). */
async function giveBack(db: Db, slot: Slot, attempts: number) {
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

/**
 * Runs `check` (a password hash check for the account named `account`) only when this attempt
 * is within the account's allowance from `address` and within the account's ceiling; the slots
 * are taken before the check, so a burst gets at most the allowed number of checks. A stranger
 * at another address uses up their own allowance, not the owner's; only the ceiling is shared.
 * Unknown names are counted like accounts, so a refusal does not tell whether one exists.
 * A success takes back its own attempt and the ones from its address counted before it, never
 * those counted after it.
 */
export async function throttledPasswordCheck(
  db: Db,
  account: string,
  address: string,
  check: () => Promise<boolean>,
  lockedMessage: string,
): Promise<boolean> {
  const name = account.toLowerCase();
  const fromAddress = await takeSlot(
    db,
    `password:${name}|${address}`,
    ACCOUNT_FROM_ADDRESS.windowMs,
  );
  if (fromAddress.count > ACCOUNT_FROM_ADDRESS.max) throw tooManyRequests(lockedMessage);
  const overall = await takeSlot(db, `password:${name}`, ACCOUNT_CEILING.windowMs);
  if (overall.count > ACCOUNT_CEILING.max) throw tooManyRequests(lockedMessage);
  const valid = await check();
  if (valid) {
    await giveBack(db, fromAddress, fromAddress.count);
    await giveBack(db, overall, 1);
  }
  return valid;
}
