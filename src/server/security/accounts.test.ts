// Account answers and names: what is personal is never kept by a cache, and a new username
// cannot pass for an existing one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRide } from "../testing/rides.ts";
import { insertPerson, type Person } from "../testing/security-world.ts";
import { clientOf, createTestApp, type TestApp } from "../testing/test-app.ts";
import { newUserBody } from "../testing/users.ts";

let t: TestApp;
let person: Person;
let rideId: number;
beforeAll(async () => {
  t = await createTestApp();
  person = await insertPerson(t.db, "cached");
  rideId = (await createRide(t.app, person.cookie)).id;
});
afterAll(async () => {
  await t.close();
});

const isPersonal = (headers: Record<string, unknown>) =>
  headers["cache-control"] === "private, no-store" && /\bCookie\b/.test(String(headers.vary));

describe("personal answers", () => {
  it("carry Cache-Control: private, no-store and Vary: Cookie for anyone with a session", async () => {
    const { get, send } = clientOf(t);
    const answers = [
      await get("/api/auth/me", person.cookie),
      await get("/api/rides", person.cookie),
      await get(`/api/rides/${rideId}`, person.cookie),
      await get(`/api/users/${person.id}`, person.cookie),
      await get("/api/rides?time=all&limit=1", person.cookie),
      await send("PATCH", `/api/users/${person.id}`, person.cookie, { name: "Cached Person" }),
      await get("/api/no-such-thing", person.cookie),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(isPersonal(answer.headers), JSON.stringify(answer.headers)).toBe(true);
    }
  });

  it("also on writes (those that start a session too), and on /api/auth/me without one", async () => {
    const { get, send } = clientOf(t);
    const body = newUserBody();
    const registered = await send("POST", "/api/register", undefined, body);
    expect(registered.statusCode).toBe(201);
    const loggedIn = await send("POST", "/api/login", undefined, {
      discordUsername: body.discordUsername,
      password: body.password,
    });
    expect(loggedIn.statusCode).toBe(200);
    const anonymousMe = await get("/api/auth/me");
    expect(anonymousMe.statusCode).toBe(401);
    for (const answer of [registered, loggedIn, anonymousMe]) {
      expect(isPersonal(answer.headers)).toBe(true);
    }
  });

  it("leave visitors' answers as they were, served by the read cache", async () => {
    const { get } = clientOf(t);
    const first = await get(`/api/rides/${rideId}`);
    const second = await get(`/api/rides/${rideId}`);
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["cache-control"]).toBeUndefined();
      expect(String(answer.headers.vary ?? "")).not.toMatch(/Cookie/);
    }
    expect(second.body).toBe(first.body);
  });
});

describe("usernames", () => {
  it("refuses a look-alike of an existing name with 400 naming the field, and a full-width spelling as taken", async () => {
    const { send } = clientOf(t);
    const register = (discordUsername: string) =>
      send("POST", "/api/register", undefined, newUserBody({ discordUsername }));
    const name = `paypal_${Date.now().toString(36)}`;
    expect((await register(name)).statusCode).toBe(201);
    const lookAlikes = [
      name.replace("a", "\u0430"), // Cyrillic а
      name.replace("p", "p\u200b"), // zero-width space
      `\u202e${name}`, // right-to-left override
    ];
    for (const lookAlike of lookAlikes) {
      const response = await register(lookAlike);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^discordUsername: Discord username must not/);
    }
    const fullWidth = [...name]
      .map((c) => (/[a-z]/.test(c) ? String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0) : c))
      .join("");
    const taken = await register(fullWidth);
    expect(taken.statusCode).toBe(409);
    // And the full-width spelling logs in to the same account.
    const login = await send("POST", "/api/login", undefined, {
      discordUsername: fullWidth,
      password: "correct horse battery",
    });
    expect(login.statusCode).toBe(200);
  });
});
