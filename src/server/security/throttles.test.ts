// The throttles under bursts and across instances: slots are taken in the database before a
// password hash is checked, a stranger's failures lock only the stranger's address out, the
// per-address limit is shared by every instance on one database, and a forged X-Forwarded-For
// never picks the address that is counted.
import * as argon2 from "@node-rs/argon2";
import { describe, expect, it, vi } from "vitest";
import { ACCOUNT_CEILING, ACCOUNT_FROM_ADDRESS } from "../auth/throttle.ts";
import { loadConfig } from "../config.ts";
import { throttleCounts } from "../db/schema/index.ts";
import { insertPerson, type Person, WORLD_PASSWORD } from "../testing/security-world.ts";
import { type TestApp, testAppForSuite } from "../testing/test-app.ts";
import { sessionCookie } from "../testing/users.ts";

// The real argon2, counted: proves how many attempts reach a password check.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, verify: vi.fn(actual.verify), hash: vi.fn(actual.hash) };
});
const verify = vi.mocked(argon2.verify);

const t = testAppForSuite();

const login = (person: Person, password: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { discordUsername: person.discordUsername, password },
    remoteAddress,
  });

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe("per-account lockout", () => {
  it("200 concurrent wrong passwords from one address get 5 hash checks; the owner elsewhere still logs in", async () => {
    const person = await insertPerson(t.db, "burst");
    verify.mockClear();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => login(person, "wrong password", "10.20.0.1")),
    );
    const counts = tally(burst.map((response) => response.statusCode));
    console.log(
      `[throttles] 200 concurrent wrong passwords: ${verify.mock.calls.length} hash checks, statuses ${JSON.stringify(counts)}`,
    );
    expect(verify).toHaveBeenCalledTimes(ACCOUNT_FROM_ADDRESS.max);
    expect(counts).toEqual({ 401: ACCOUNT_FROM_ADDRESS.max, 429: 200 - ACCOUNT_FROM_ADDRESS.max });

    // The right password from that address is refused unchecked and resets nothing.
    verify.mockClear();
    expect((await login(person, WORLD_PASSWORD, "10.20.0.1")).statusCode).toBe(429);
    expect((await login(person, "wrong password", "10.20.0.1")).statusCode).toBe(429);
    expect(verify).not.toHaveBeenCalled();

    // The owner at their own address is not locked out by the stranger.
    expect((await login(person, WORLD_PASSWORD, "10.20.0.2")).statusCode).toBe(200);
  });

  it("counts unknown names like accounts, so a refusal does not tell whether one exists", async () => {
    const ghost = { discordUsername: `ghost_${Date.now()}` } as Person;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await login(ghost, "wrong password", "10.21.0.1")).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("a success gives back the attempts before it, so the owner's typos do not add up", async () => {
    const person = await insertPerson(t.db, "typos");
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login(person, "wrong password", "10.22.0.1")).statusCode).toBe(401);
      }
      expect((await login(person, WORLD_PASSWORD, "10.22.0.1")).statusCode).toBe(200);
    }
  });

  it("refuses every address once the account's ceiling across all addresses is reached", async () => {
    const person = await insertPerson(t.db, "ceiling");
    // 20 addresses × 5 failures = the ceiling of 100.
    const addresses = Array.from({ length: 20 }, (_, i) => `10.23.${i}.1`);
    await Promise.all(
      addresses.map(async (address) => {
        for (let i = 0; i < ACCOUNT_FROM_ADDRESS.max; i++) {
          expect((await login(person, "wrong password", address)).statusCode).toBe(401);
        }
      }),
    );
    expect(addresses.length * ACCOUNT_FROM_ADDRESS.max).toBe(ACCOUNT_CEILING.max);
    verify.mockClear();
    expect((await login(person, WORLD_PASSWORD, "10.23.99.1")).statusCode).toBe(429);
    expect(verify).not.toHaveBeenCalled();
  });
});

describe("password change throttle", () => {
  const change = (cookie: string, currentPassword: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { currentPassword, newPassword: "another good secret" },
      headers: { cookie },
      remoteAddress: "10.24.0.1",
    });

  it("200 concurrent wrong current passwords from a session get 5 hash checks; then even the right one waits", async () => {
    const person = await insertPerson(t.db, "stolen");
    verify.mockClear();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => change(person.cookie, "a wrong guess")),
    );
    const counts = tally(burst.map((response) => response.statusCode));
    console.log(
      `[throttles] 200 concurrent wrong current passwords: ${verify.mock.calls.length} hash checks, statuses ${JSON.stringify(counts)}`,
    );
    expect(verify).toHaveBeenCalledTimes(ACCOUNT_FROM_ADDRESS.max);
    expect(counts).toEqual({ 400: ACCOUNT_FROM_ADDRESS.max, 429: 200 - ACCOUNT_FROM_ADDRESS.max });
    const right = await change(person.cookie, WORLD_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/Try again in 1[45] minutes/);
    // The password is unchanged: the owner logs in with it from their own address.
    expect((await login(person, WORLD_PASSWORD, "10.24.0.2")).statusCode).toBe(200);
  });

  it("shares the count with logins of the account from the same address", async () => {
    const person = await insertPerson(t.db, "shared");
    for (let i = 0; i < 3; i++) {
      expect((await login(person, "wrong password", "10.24.0.1")).statusCode).toBe(401);
    }
    for (let i = 0; i < 2; i++) {
      expect((await change(person.cookie, "a wrong guess")).statusCode).toBe(400);
    }
    expect((await login(person, WORLD_PASSWORD, "10.24.0.1")).statusCode).toBe(429);
  });

  it("a change gives a new cookie; the old token no longer works", async () => {
    const person = await insertPerson(t.db, "rotated");
    const changed = await change(person.cookie, WORLD_PASSWORD);
    expect(changed.statusCode).toBe(200);
    const cookie = sessionCookie(changed.headers["set-cookie"]);
    expect(cookie).not.toBe(person.cookie);
    const me = (sid: string) =>
      t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: sid } });
    expect((await me(cookie)).json().id).toBe(person.id);
    expect((await me(person.cookie)).statusCode).toBe(401);
  });
});

describe("per-address throttle", () => {
  const limited = testAppForSuite({ RATE_LIMIT_PER_MINUTE: "3" });
  const proxied = testAppForSuite({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });

  const attempt = (app: TestApp["app"], options: object) =>
    app.inject({
      method: "POST",
      url: "/api/login",
      payload: { discordUsername: "nobody_here", password: "whatever1" },
      ...options,
    });

  it("is shared by two app instances on one database", async () => {
    const other = await limited.anotherInstance();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? limited.app : other;
      statuses.push((await attempt(app, { remoteAddress: "10.30.0.1" })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    const refused = await attempt(other, { remoteAddress: "10.30.0.1" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Counted in the database, one row for the address on the route.
    const rows = await limited.db.select().from(throttleCounts);
    expect(rows.find((row) => row.key === "address:/api/login|10.30.0.1")?.count).toBe(7);
  });

  it("with TRUST_PROXY=1 a forged first X-Forwarded-For entry does not change the counted address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await attempt(proxied.app, {
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.9` },
      });
      statuses.push(response.statusCode);
    }
    expect(tally(statuses)).toEqual({ 401: 3, 429: 27 });
    // Another client behind the same proxy has its own count.
    const other = await attempt(proxied.app, {
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.10" },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe("TRUST_PROXY", () => {
  it("refuses true at start, naming the variable", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true would let a forged X-Forwarded-For/,
    );
  });

  it.each([
    ["false", false],
    ["1", 1],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.1, 10.1.0.0/16,::1", ["10.0.0.1", "10.1.0.0/16", "::1"]],
  ])("takes %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["maybe", "10.0.0.0/33", "10.0.0.1,", "1.2.3"])(
    "refuses %j naming the variable",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
