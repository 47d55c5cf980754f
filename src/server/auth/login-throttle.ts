import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type UserRow, users } from "../db/schema.ts";

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** True while the account has used up its failed attempts in the current window. */
export function isLockedOut(user: UserRow, now = new Date()): boolean {
  const start = user.failedLoginWindowStart;
  return (
    user.failedLogins >= MAX_FAILED_LOGINS &&
    start !== null &&
    now.getTime() - start.getTime() < FAILED_LOGIN_WINDOW_MS
  );
}

/** Counts a failure in one statement, opening a new window when the last one has passed. */
export async function recordFailedLogin(db: Db, userId: number, now = new Date()) {
  const windowOpenedAfter = new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS);
  const expired = sql`(${users.failedLoginWindowStart} is null or ${users.failedLoginWindowStart} <= ${windowOpenedAfter})`;
  await db
    .update(users)
    .set({
      failedLogins: sql`case when ${expired} then 1 else ${users.failedLogins} + 1 end`,
      failedLoginWindowStart: sql`case when ${expired} then ${now} else ${users.failedLoginWindowStart} end`,
    })
    .where(eq(users.id, userId));
}

export async function clearFailedLogins(db: Db, userId: number) {
  await db
    .update(users)
    .set({ failedLogins: 0, failedLoginWindowStart: null })
    .where(eq(users.id, userId));
}
