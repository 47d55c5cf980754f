import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import { type Db, listenerOf } from "../db/client.ts";
import { SESSION_COOKIE } from "../http/session-cookie.ts";
import { toPublicUser } from "../users/public.ts";
import {
  createSession,
  deleteSession,
  findSessionUser,
  hashToken,
  SESSION_IDLE_MS,
  touchDue,
} from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    user: PublicUser | null;
    sessionTokenHash: string | null;
    /**
     * Resolves once this instance has heard every change committed before the first call (a ride's,
     * a session's or a user's, from any instance); rejects when it may not hear them. One round
     * trip a request at most, shared with the requests arriving meanwhile (events/listener.ts).
     */
    caughtUp(): Promise<void>;
    changesHeard: Promise<void> | null;
    /** The session's user (null: none), read once per request; API requests have it read. */
    readUser(): Promise<PublicUser | null>;
    sessionRead: Promise<PublicUser | null> | null;
  }
}

/**
 * Loads the logged-in user of every API request (and of a page that asks) from its session
 * cookie: from the session cache when this instance read it lately and nothing changed since
 * (`app.sharedReads.sessions`, kept and forgotten as plugins/shared-reads.ts's tables say), else
 * from the database.
 */
export async function registerSessions(app: FastifyInstance, db: Db) {
  await app.register(cookie);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);
  app.decorateRequest("changesHeard", null);
  const { caughtUp } = listenerOf(db);
  app.decorateRequest("caughtUp", function (this: FastifyRequest) {
    this.changesHeard ??= caughtUp();
    return this.changesHeard;
  });
  /** Sets the request's user and session from its cookie; null when it has no live session. */
  async function readSession(request: FastifyRequest): Promise<PublicUser | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const cache = app.sharedReads.sessions;
    const tokenHash = hashToken(token);
    const now = Date.now();
    // Kept, and still kept once every change committed before this request has been heard; a
    // session due for its sliding expiry goes to the database, which extends it.
    if (cache.get(tokenHash, now)) {
      const cached = await request.caughtUp().then(
        () => cache.get(tokenHash, now),
        () => undefined,
      );
      if (cached && !touchDue(cached.expiresAt, now)) {
        request.user = cached.user;
        request.sessionTokenHash = tokenHash;
        return cached.user;
      }
    }
    const generation = cache.generation;
    const found = await findSessionUser(db, tokenHash, new Date(now));
    if (!found) return null;
    const user = toPublicUser(found.user);
    cache.set(tokenHash, { user, expiresAt: found.expiresAt }, generation, now);
    request.user = user;
    request.sessionTokenHash = tokenHash;
    return user;
  }
  app.decorateRequest("sessionRead", null);
  app.decorateRequest("readUser", function (this: FastifyRequest) {
    this.sessionRead ??= readSession(this);
    return this.sessionRead;
  });
  // Every API request; a page reads the session only where what it sends depends on it.
  app.addHook("preHandler", async (request) => {
    if (request.url.startsWith("/api/")) await request.readUser();
  });
}

/**
 * A new session (and so a new token) for this user, set as the cookie. The session the browser
 * held until now (anyone's) ends: a browser keeps one cookie, so the old token would only live on
 * where it was copied.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  viaDiscord = false,
) {
  if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
  const token = await createSession(db, userId, new Date(), viaDiscord);
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: SESSION_IDLE_MS / 1000,
  });
  return hashToken(token);
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
