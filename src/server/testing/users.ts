import type { FastifyInstance } from "fastify";
import type { RegisterInput } from "../../domain/user.ts";

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
