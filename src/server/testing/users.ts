import type { FastifyInstance } from "fastify";
import type { RegisterInput } from "../../domain/user/user-schemas.ts";
import { createSession } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";

let counter = 0;

/** A unique, valid registration body; override any field. */
export function newUserBody(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  return {
    discordUsername: `user${counter}_${Date.now().toString(36)}`,
    password: "correct horse battery",
    name: `User ${counter}`,
    whatsappNumber: `+6590000${String(counter).padStart(3, "0")}`,
    ...overrides,
  };
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
  return Promise.all(
    rows.map(async ({ id }) => ({ id, cookie: `sid=${await createSession(db, id)}` })),
  );
}
