import type { Db } from "../db/client.ts";
import { giveBack, takeSlot } from "../db/throttle-counts.ts";
import { tooManyRequests } from "../http-error.ts";

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
