import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { memberRows } from "../db/member-rows.ts";
import { prepared } from "../db/prepared.ts";
import { sessions, users } from "../db/schema/index.ts";
import { heardHere } from "../plugins/public.ts";

export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, not on every request.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** Whether a session expiring at `expiresAt` is due to have its idle expiry extended. */
export const touchDue = (expiresAt: Date, now: number) =>
  now + SESSION_IDLE_MS - expiresAt.getTime() > TOUCH_AFTER_MS;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new session; `viaDiscord` when it opens by signing in with Discord. */
export async function createSession(db: Db, userId: number, now = new Date(), viaDiscord = false) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    discordSignInAt: viaDiscord ? now : null,
  });
  return token;
}

/** When this session signed in with Discord; null when by password (or no such session). */
export async function findDiscordSignIn(db: Db, tokenHash: string | undefined) {
  if (!tokenHash) return null;
  const [row] = await db
    .select({ at: sessions.discordSignInAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return row?.at ?? null;
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

/**
 * The session's user and its idle expiry, extending that expiry when it was last extended long
 * enough ago.
 */
export async function findSessionUser(db: Db, tokenHash: string, now = new Date()) {
  const [found] = await sessionUser(db).execute({ tokenHash, now: now.toISOString() });
  if (!found) return undefined;
  if (!touchDue(found.expiresAt, now.getTime())) return found;
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  return { user: found.user, expiresAt };
}

// The database's triggers tell every instance (events/session-changes.ts); this one forgets at once,
// so the very next request through it cannot be answered from what it kept.
export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  heardHere(db, { kind: "session", tokenHash });
}

/** Ends every session of the user. */
export async function deleteUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  heardHere(db, { kind: "user", userId });
}

export async function deleteExpiredSessions(db: Db, now = new Date()) {
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now}`);
}

/**
 * The account's sessions as its data export shows them, oldest first: times only, since the
 * token's hash opens nothing but is the session's and not data about the member.
 */
export function exportSessionsOf(db: Db, userId: number) {
  return memberRows(db, sessions.userId, userId, sessions.createdAt, {
    createdAt: sessions.createdAt,
    expiresAt: sessions.expiresAt,
  });
}
