// Sessions and logins, beyond the feature tests in auth/routes.test.ts: a token is never adopted
// from the client, logout and password changes end sessions for good, idle sessions expire and
// active ones slide, both throttles hold whatever address the attempts come from, an unknown
// account costs a password hash like a known one, and the cookie is HttpOnly, SameSite and, behind
// an https proxy that is trusted, Secure.
import { createHash } from "node:crypto";
import * as argon2 from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deleteExpiredSessions, SESSION_IDLE_MS } from "../auth/sessions.ts";
import { ACCOUNT_FROM_ADDRESS } from "../auth/throttle.ts";
import { passwordResetTokens, sessions, throttleCounts, users } from "../db/schema/index.ts";
import { ResponseAudit } from "../testing/response-audit.ts";
import { injectAs, insertPerson, type Person, WORLD_PASSWORD } from "../testing/security-world.ts";
import { createTestApp, type TestApp, testAppForSuite } from "../testing/test-app.ts";
import { newSessionCookie, newUserBody, sessionCookie } from "../testing/users.ts";

// The real argon2, counted: proves which logins run a password check.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, verify: vi.fn(actual.verify), hash: vi.fn(actual.hash) };
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const tokenOf = (cookie: string) => cookie.replace(/^sid=/, "");

let t: TestApp;
let audit: ResponseAudit;

beforeAll(async () => {
  t = await createTestApp();
  audit = new ResponseAudit(t.db);
});

afterAll(async () => {
  console.log(`[sessions] ${audit.responses} responses audited`);
  expect(await audit.finish()).toEqual([]);
  await t.close();
});

async function call(
  app: TestApp,
  person: Person | null,
  cookie: string | null,
  options: Parameters<typeof injectAs>[2],
): Promise<LightMyRequestResponse> {
  const response = await injectAs(app.app, cookie, options);
  if (app === t) {
    await audit.record(
      person ? { id: person.id } : { cookie },
      { method: String(options.method), url: String(options.url) },
      response,
    );
  }
  return response;
}

const login = (app: TestApp, person: Person, password = WORLD_PASSWORD, extra: object = {}) =>
  call(app, null, null, {
    method: "POST",
    url: "/api/login",
    payload: { discordUsername: person.discordUsername, password },
    ...extra,
  });

const me = (cookie: string) => call(t, null, cookie, { method: "GET", url: "/api/auth/me" });

async function sessionRow(cookie: string) {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(tokenOf(cookie))));
  return row;
}

describe("session tokens", () => {
  it("rotates: every login and register issues a new server-made token, never the client's", async () => {
    const person = await insertPerson(t.db, "rotate");
    audit.watch(person);
    const planted = "sid=attacker-chosen-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaa";
    const seen = new Set<string>([person.cookie]);
    for (let i = 0; i < 3; i++) {
      const response = await call(t, null, planted, {
        method: "POST",
        url: "/api/login",
        payload: { discordUsername: person.discordUsername, password: WORLD_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const issued = sessionCookie(response.headers["set-cookie"]);
      expect(seen.has(issued)).toBe(false);
      expect(issued).not.toBe(planted);
      expect(tokenOf(issued)).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
      seen.add(issued);
    }
    const registered = await call(t, null, planted, {
      method: "POST",
      url: "/api/register",
      payload: newUserBody(),
    });
    expect(registered.statusCode).toBe(201);
    expect(sessionCookie(registered.headers["set-cookie"])).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
    // Only the hash is stored.
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, person.id));
    for (const cookie of seen) {
      expect(rows.some((row) => row.tokenHash === tokenOf(cookie))).toBe(false);
      expect(rows.some((row) => row.tokenHash === sha256(tokenOf(cookie)))).toBe(true);
    }
  });

  it("logging in as someone else while logged in gives a new token for the new account and ends the old one", async () => {
    const a = await insertPerson(t.db, "first");
    const b = await insertPerson(t.db, "second");
    audit.watch(a, b);
    const response = await call(t, a, a.cookie, {
      method: "POST",
      url: "/api/login",
      payload: { discordUsername: b.discordUsername, password: WORLD_PASSWORD },
    });
    const issued = sessionCookie(response.headers["set-cookie"]);
    expect(issued).not.toBe(a.cookie);
    expect((await me(issued)).json().id).toBe(b.id);
    // The browser's old session ends with it: a copy of a's token no longer signs anyone in.
    expect((await me(a.cookie)).statusCode).toBe(401);
  });
});

describe("logout", () => {
  it("deletes the session row, so the token is refused even if replayed; other sessions stay", async () => {
    const person = await insertPerson(t.db, "logout");
    audit.watch(person);
    const other = await newSessionCookie(t.db, person.id);
    expect(await sessionRow(person.cookie)).toBeDefined();
    const out = await call(t, person, person.cookie, { method: "POST", url: "/api/logout" });
    expect(out.statusCode).toBe(200);
    const cleared = String(out.headers["set-cookie"]);
    expect(cleared).toMatch(/sid=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(await sessionRow(person.cookie)).toBeUndefined();
    for (let i = 0; i < 2; i++) expect((await me(person.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it("with a made-up or someone else's stale token changes nothing", async () => {
    const person = await insertPerson(t.db, "bystander");
    const before = await t.db.$count(sessions);
    const out = await call(t, null, "sid=not-a-session", { method: "POST", url: "/api/logout" });
    expect(out.statusCode).toBe(200);
    expect(await t.db.$count(sessions)).toBe(before);
    expect((await me(person.cookie)).statusCode).toBe(200);
  });
});

describe("password changes end sessions", () => {
  it("a change of password ends every other session and the old password, and rotates this session's token", async () => {
    const person = await insertPerson(t.db, "changer");
    audit.watch(person);
    const others = [
      await newSessionCookie(t.db, person.id),
      await newSessionCookie(t.db, person.id),
    ];
    const changed = await call(t, person, person.cookie, {
      method: "POST",
      url: "/api/reset-password",
      payload: { currentPassword: WORLD_PASSWORD, newPassword: "a whole new secret" },
    });
    expect(changed.statusCode).toBe(200);
    const rotated = sessionCookie(changed.headers["set-cookie"]);
    expect(rotated).not.toBe(person.cookie);
    expect((await me(rotated)).json().id).toBe(person.id);
    expect((await me(person.cookie)).statusCode).toBe(401);
    for (const cookie of [person.cookie, ...others]) {
      expect((await me(cookie)).statusCode).toBe(401);
      expect(await sessionRow(cookie)).toBeUndefined();
    }
    expect((await login(t, person)).statusCode).toBe(401);
    expect((await login(t, person, "a whole new secret")).statusCode).toBe(200);
  });

  it("a reset with an admin's token ends every session of the user, and the token works once", async () => {
    const person = await insertPerson(t.db, "resetter");
    const second = await newSessionCookie(t.db, person.id);
    const token = "one-time-token-for-the-test-xxxxxxxx";
    await t.db.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      userId: person.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = (newPassword: string) =>
      call(t, null, null, {
        method: "POST",
        url: "/api/complete-password-reset",
        payload: { token, newPassword },
      });
    expect((await reset("reset by the token")).statusCode).toBe(200);
    for (const cookie of [person.cookie, second]) expect((await me(cookie)).statusCode).toBe(401);
    expect((await reset("and once more")).statusCode).toBe(400);
    expect((await login(t, person, "reset by the token")).statusCode).toBe(200);
  });

  it("an expired reset token is refused and changes nothing", async () => {
    const person = await insertPerson(t.db, "late");
    const token = "expired-token-for-the-test-xxxxxxxxx";
    await t.db.insert(passwordResetTokens).values({
      tokenHash: sha256(token),
      userId: person.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const [before] = await t.db.select().from(users).where(eq(users.id, person.id));
    const response = await call(t, null, null, {
      method: "POST",
      url: "/api/complete-password-reset",
      payload: { token, newPassword: "too late for this" },
    });
    expect(response.statusCode).toBe(400);
    const [after] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await me(person.cookie)).statusCode).toBe(200);
  });
});

describe("idle expiry", () => {
  it("gives the cookie the idle lifetime, slides an active session and refuses an idle one", async () => {
    const person = await insertPerson(t.db, "idle");
    const response = await login(t, person);
    expect(String(response.headers["set-cookie"])).toContain(`Max-Age=${SESSION_IDLE_MS / 1000}`);
    const cookie = sessionCookie(response.headers["set-cookie"]);
    const setExpiry = (at: Date) =>
      t.db
        .update(sessions)
        .set({ expiresAt: at })
        .where(eq(sessions.tokenHash, sha256(tokenOf(cookie))));

    // Used 2 hours after it was last extended: extended again to a full idle lifetime.
    await setExpiry(new Date(Date.now() + SESSION_IDLE_MS - 2 * 3_600_000));
    expect((await me(cookie)).statusCode).toBe(200);
    const slid = (await sessionRow(cookie))?.expiresAt.getTime() ?? 0;
    expect(Math.abs(slid - (Date.now() + SESSION_IDLE_MS))).toBeLessThan(60_000);

    // Used again a minute later: no write for every request.
    const recent = new Date(Date.now() + SESSION_IDLE_MS - 60_000);
    await setExpiry(recent);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await sessionRow(cookie))?.expiresAt.getTime()).toBe(recent.getTime());

    // Idle one second short of the lifetime: still in. Idle past it: out, and swept.
    await setExpiry(new Date(Date.now() + 1000));
    expect((await me(cookie)).statusCode).toBe(200);
    await setExpiry(new Date(Date.now() - 1000));
    expect((await me(cookie)).statusCode).toBe(401);
    await deleteExpiredSessions(t.db);
    expect(await sessionRow(cookie)).toBeUndefined();
    expect((await me(person.cookie)).statusCode).toBe(200);
  });
});

describe("per-account throttle", () => {
  const from = (n: number) => ({ remoteAddress: `10.9.${n}.${n}` });

  it("locks an account from an address after 5 failures there, until the window passes; other addresses still log in", async () => {
    const person = await insertPerson(t.db, "locked");
    for (let i = 0; i < 5; i++) {
      expect((await login(t, person, "wrong password", from(1))).statusCode).toBe(401);
    }
    const locked = await login(t, person, WORLD_PASSWORD, from(1));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Try again in 1[45] minutes/);
    expect(locked.headers["set-cookie"]).toBeUndefined();
    // The owner elsewhere is not locked out by a stranger's failures.
    expect((await login(t, person, WORLD_PASSWORD, from(2))).statusCode).toBe(200);

    // The window passes: the right password works again from there too.
    const key = `password:${person.discordUsername.toLowerCase()}|${from(1).remoteAddress}`;
    await t.db
      .update(throttleCounts)
      .set({ windowStart: new Date(Date.now() - ACCOUNT_FROM_ADDRESS.windowMs - 1000) })
      .where(eq(throttleCounts.key, key));
    expect((await login(t, person, WORLD_PASSWORD, from(1))).statusCode).toBe(200);
  });

  it("starts counting again after a successful login", async () => {
    const person = await insertPerson(t.db, "forgetful");
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login(t, person, "wrong password", from(i))).statusCode).toBe(401);
      }
      expect((await login(t, person)).statusCode).toBe(200);
    }
  });
});

describe("constant-time failure", () => {
  it("runs the password hash check for unknown accounts as for known ones", async () => {
    const person = await insertPerson(t.db, "timed");
    const verify = vi.mocked(argon2.verify);
    for (let i = 0; i < 5; i++) {
      for (const kind of ["known", "unknown"] as const) {
        verify.mockClear();
        const response = await call(t, null, null, {
          method: "POST",
          url: "/api/login",
          payload: {
            discordUsername: kind === "known" ? person.discordUsername : `ghost_${i}_${Date.now()}`,
            password: "not the password",
          },
          remoteAddress: `10.8.${i}.1`,
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: "Invalid Discord username or password" });
        expect(verify, `${kind} account`).toHaveBeenCalledTimes(1);
      }
    }
  });
});

describe("per-address throttle", () => {
  const limited = testAppForSuite({ RATE_LIMIT_PER_MINUTE: "3" });
  const proxied = testAppForSuite({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "loopback" });

  const attempt = (app: TestApp, url: string, options: object = {}) =>
    injectAs(app.app, null, {
      method: "POST",
      url,
      payload:
        url === "/api/register"
          ? { discordUsername: "", password: "" }
          : url === "/api/complete-password-reset"
            ? { token: "made-up", newPassword: "whatever it is" }
            : { discordUsername: "nobody_here", password: "whatever1" },
      ...options,
    });

  it.each([
    "/api/login",
    "/api/register",
    "/api/request-password-reset",
    "/api/complete-password-reset",
  ])("answers 429 on %s past the limit from one address, not for another address", async (url) => {
    const address = { remoteAddress: `10.1.${url.length}.1` };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(limited, url, address)).statusCode);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    const refused = await attempt(limited, url, address);
    expect(refused.json().error).toMatch(/Too many attempts/);
    expect((await attempt(limited, url, { remoteAddress: "10.2.2.2" })).statusCode).not.toBe(429);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const address = { remoteAddress: "10.3.3.3" };
    const spoofed = (n: number) => ({ ...address, headers: { "x-forwarded-for": `192.0.2.${n}` } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await attempt(limited, "/api/login", spoofed(i))).statusCode);
    }
    expect(statuses[3]).toBe(429); // a new forged address per attempt does not help

    // Behind a trusted proxy the forwarded address is the client's: clients are told apart.
    for (let i = 0; i < 4; i++) {
      const response = await attempt(proxied, "/api/login", {
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "198.51.100.7" },
      });
      expect(response.statusCode).toBe(i < 3 ? 401 : 429);
    }
    const otherClient = await attempt(proxied, "/api/login", {
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "198.51.100.8" },
    });
    expect(otherClient.statusCode).toBe(401);
  });
});

describe("session cookie attributes", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await proxied.close();
  });

  async function cookieFrom(app: TestApp, headers: Record<string, string>) {
    const person = await insertPerson(app.db, "cookie");
    const response = await login(app, person, WORLD_PASSWORD, { headers });
    expect(response.statusCode).toBe(200);
    return String(response.headers["set-cookie"]);
  }

  it("is HttpOnly, SameSite=Lax and for the whole site; not Secure over plain http", async () => {
    const cookie = await cookieFrom(t, {});
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("ignores X-Forwarded-Proto by default: a client cannot claim https", async () => {
    expect(await cookieFrom(t, { "x-forwarded-proto": "https" })).not.toMatch(/Secure/);
  });

  it("is Secure behind a trusted proxy that says https, and only then", async () => {
    const secure = await cookieFrom(proxied, { "x-forwarded-proto": "https" });
    expect(secure).toMatch(/Secure/);
    expect(secure).toMatch(/HttpOnly/);
    expect(secure).toMatch(/SameSite=Lax/);
    expect(await cookieFrom(proxied, { "x-forwarded-proto": "http" })).not.toMatch(/Secure/);
    expect(await cookieFrom(proxied, {})).not.toMatch(/Secure/);
  });

  it("behind a trusted https proxy, same-origin writes pass the Origin check", async () => {
    const person = await insertPerson(proxied.db, "proxied");
    const rename = (name: string, origin: string) =>
      injectAs(proxied.app, person.cookie, {
        method: "PATCH",
        url: `/api/users/${person.id}`,
        payload: { name },
        headers: { "x-forwarded-proto": "https", host: "rides.example.org", origin },
      });
    const response = await rename("Through the proxy", "https://rides.example.org");
    expect(response.statusCode).toBe(200);
    const forged = await rename("Forged", "http://rides.example.org");
    expect(forged.statusCode).toBe(403);
  });
});
