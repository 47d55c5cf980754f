import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { sessions, users } from "../db/schema.ts";

export const SESSION_COOKIE = "sid";
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, not on every request.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(db: Db, userId: number, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  return token;
}

// Read on every request that carries a session cookie.
const sessionUser = prepared((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .prepare("session_user"),
);

/** The session's user, extending the idle expiry when it was last extended long enough ago. */
export async function findSessionUser(db: Db, tokenHash: string, now = new Date()) {
  const [found] = await sessionUser(db).execute({ tokenHash, now: now.toISOString() });
  if (!found) return undefined;
  const renewed = new Date(now.getTime() + SESSION_IDLE_MS);
  if (renewed.getTime() - found.expiresAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.tokenHash, tokenHash));
  }
  return found.user;
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of the user. */
export async function deleteUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now = new Date()) {
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now}`);
}
