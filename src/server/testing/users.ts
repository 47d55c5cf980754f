import type { FastifyInstance } from "fastify";
import type { RegisterInput } from "../../domain/user/user-schemas.ts";
import { createSession } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";

/** A registration request's body. */
export type UserBody = RegisterInput;

let counter = 0;

/** A username no other test of this run has: tests stand alone and in any order. */
export function uniqueName(prefix = "user") {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}_${counter}`;
}

/** A unique, valid registration body; override any field. */
export function newUserBody(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const discordUsername = uniqueName();
  return {
    discordUsername,
    password: "correct horse battery",
    name: `User ${counter}`,
    whatsappNumber: `+6590000${String(counter).padStart(3, "0")}`,
    ...overrides,
  };
}

/** A new session for the user, straight in the database, as the cookie a browser would send. */
export async function newSessionCookie(db: Db, userId: number) {
  return `sid=${await createSession(db, userId)}`;
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join(";") : (setCookie ?? "");
  const match = /sid=([^;]+)/.exec(header);
  if (!match) throw new Error("no session cookie was set");
  return `sid=${match[1]}`;
}

/** Registers through the API and answers the user with their session cookie. */
export async function registerUser(app: FastifyInstance, overrides: Partial<RegisterInput> = {}) {
  const body = newUserBody(overrides);
  const response = await app.inject({ method: "POST", url: "/api/register", payload: body });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return {
    user: response.json() as { id: number; discordUsername: string },
    cookie: sessionCookie(response.headers["set-cookie"]),
    password: body.password,
  };
}

/**
 * Many riders at once, written straight to the database with a session each: for race tests,
 * where hashing a password per rider would only slow the test down.
 */
export async function insertRidersWithSessions(db: Db, count: number) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        discordUsername: newUserBody().discordUsername,
        passwordHash: "not-a-usable-hash",
      })),
    )
    .returning({ id: users.id });
  return Promise.all(rows.map(async ({ id }) => ({ id, cookie: await newSessionCookie(db, id) })));
}
