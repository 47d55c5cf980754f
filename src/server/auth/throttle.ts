import { messageRef } from "../../domain/i18n/message.ts";
import type { Db } from "../db/client.ts";
import { giveBack, takeSlot } from "../db/throttle-counts.ts";
import { tooManyRequests } from "../http-error.ts";

/** Whole minutes until a window that opened at `windowStart` closes; at least one. */
export const minutesLeft = (windowStart: Date, windowMs: number) =>
  Math.max(1, Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 60_000));

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Password attempts on one account from one client address (the spec's lockout). */
export const ACCOUNT_FROM_ADDRESS = { max: 5, windowMs: FIFTEEN_MINUTES };
/** Password attempts on one account from all addresses together: a ceiling far above the owner's. */
export const ACCOUNT_CEILING = { max: 100, windowMs: FIFTEEN_MINUTES };

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
  lockedMessageId: string,
): Promise<boolean> {
  // The refusal says how long is really left, so it never contradicts another (issue 27).
  const refuse = (windowStart: Date, windowMs: number) =>
    tooManyRequests(messageRef(lockedMessageId, { minutes: minutesLeft(windowStart, windowMs) }));
  const name = account.toLowerCase();
  const fromAddress = await takeSlot(
    db,
    `password:${name}|${address}`,
    ACCOUNT_FROM_ADDRESS.windowMs,
  );
  if (fromAddress.count > ACCOUNT_FROM_ADDRESS.max)
    throw refuse(fromAddress.windowStart, ACCOUNT_FROM_ADDRESS.windowMs);
  const overall = await takeSlot(db, `password:${name}`, ACCOUNT_CEILING.windowMs);
  if (overall.count > ACCOUNT_CEILING.max)
    throw refuse(overall.windowStart, ACCOUNT_CEILING.windowMs);
  const valid = await check();
  if (valid) {
    await giveBack(db, fromAddress, fromAddress.count);
    await giveBack(db, overall, 1);
  }
  return valid;
}
