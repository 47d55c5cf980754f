import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import type { Db } from "../db/client.ts";
import { toPublicUser } from "../users/queries.ts";
import {
  createSession,
  findSessionUser,
  hashToken,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
} from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    user: PublicUser | null;
    sessionTokenHash: string | null;
  }
}

/** Loads the logged-in user of every API request from its session cookie. */
export async function registerSessions(app: FastifyInstance, db: Db) {
  await app.register(cookie);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionTokenHash", null);
  app.addHook("preHandler", async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith("/api/")) return;
    const tokenHash = hashToken(token);
    const row = await findSessionUser(db, tokenHash);
    if (!row) return;
    request.user = toPublicUser(row);
    request.sessionTokenHash = tokenHash;
  });
}

/** A new session (and so a new token) for this user, set as the cookie. */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const token = await createSession(db, userId);
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
