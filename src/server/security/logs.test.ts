// The log holds no secrets: the app's own logger (plugins/logging.ts) writes to a stream this
// test reads, through registrations, logins, a wrong password, a password change, a join by people
// with phone numbers, and queries that fail with a hash, a phone number and a session-token hash
// among their values.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DiscordProvider, startDiscordProvider } from "../testing/discord-provider.ts";
import { loggedApp } from "../testing/logged-app.ts";
import { createRide } from "../testing/rides.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { newUserBody, sessionCookie } from "../testing/users.ts";

let t: TestApp;
let app: FastifyInstance;
let readLog: () => string;
let provider: DiscordProvider;
const CLIENT = { id: "fc-rideshare-test", secret: "test-secret" };

beforeAll(async () => {
  provider = await startDiscordProvider(CLIENT);
  t = await createTestApp(provider.env);
  ({ app, log: readLog } = await loggedApp(t));
});
afterAll(async () => {
  await app.close();
  await t.close();
  await provider.close();
});

describe("the log", () => {
  it("has no password hash, session token or its hash, and no phone number", async () => {
    const phones = ["+65 9123 4501", "+60 12 345 6702", "+65 9123 4503", "+65 9123 4504"];
    const cookies: string[] = [];
    const send = async (method: "GET" | "POST", url: string, payload?: object, cookie?: string) => {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: cookie ? { cookie } : {},
      });
      const setCookie = response.headers["set-cookie"];
      if (setCookie && /sid=[^;]/.test(String(setCookie))) cookies.push(sessionCookie(setCookie));
      return response;
    };

    const organizerBody = newUserBody({ whatsappNumber: phones[0], malaysianNumber: phones[1] });
    const organizer = await send("POST", "/api/register", organizerBody);
    expect(organizer.statusCode).toBe(201);
    const riderBody = newUserBody({ whatsappNumber: phones[2] });
    expect((await send("POST", "/api/register", riderBody)).statusCode).toBe(201);
    const rider = await send("POST", "/api/login", {
      discordUsername: riderBody.discordUsername,
      password: riderBody.password,
    });
    expect(rider.statusCode).toBe(200);
    const wrong = await send("POST", "/api/login", {
      discordUsername: riderBody.discordUsername,
      password: "not the password",
    });
    expect(wrong.statusCode).toBe(401);
    const organizerCookie = cookies[0] as string;
    const riderCookie = cookies[2] as string;
    const changed = await send(
      "POST",
      "/api/reset-password",
      { currentPassword: organizerBody.password, newPassword: "a brand new secret" },
      organizerCookie,
    );
    expect(changed.statusCode).toBe(200);
    const ride = await createRide(app, cookies.at(-1) as string);
    const joined = await send(
      "POST",
      `/api/rides/${ride.id}/join`,
      { passengerCount: 1, dropoffLocation: "Pasir Ris MRT" },
      riderCookie,
    );
    expect(joined.statusCode).toBe(201);
    expect((await send("GET", `/api/rides/${ride.id}`, undefined, riderCookie)).body).toContain(
      phones[0],
    );

    // Queries that fail with secrets among their values: a registration (an argon2 hash and a
    // phone number) and a login (a session token's hash).
    await t.db.execute(
      sql.raw(
        `alter table users add constraint log_probe check (name is distinct from 'Log Probe')`,
      ),
    );
    const failedRegister = await send(
      "POST",
      "/api/register",
      newUserBody({ name: "Log Probe", whatsappNumber: phones[3] }),
    );
    expect(failedRegister.statusCode).toBe(500);
    const riderId = Number(rider.json().id);
    await t.db.execute(
      sql.raw(
        `alter table sessions add constraint log_probe_session check (user_id <> ${riderId}) not valid`,
      ),
    );
    const failedLogin = await send("POST", "/api/login", {
      discordUsername: riderBody.discordUsername,
      password: riderBody.password,
    });
    expect(failedLogin.statusCode).toBe(500);

    // The failures were logged, with what helps find them.
    const log = readLog();
    expect(log.match(/"msg":"request failed"/g)).toHaveLength(2);
    expect(log).toContain("log_probe");
    expect(log).toContain("log_probe_session");
    expect(log).toContain("Failed query: insert into");

    expect(log).not.toContain("$argon2");
    expect(log).not.toMatch(/[0-9a-f]{64}/); // a session token's sha256
    for (const cookie of cookies) expect(log).not.toContain(cookie.replace(/^sid=/, ""));
    for (const phone of phones) expect(log).not.toContain(phone);
    for (const password of [organizerBody.password, "a brand new secret", "not the password"]) {
      expect(log).not.toContain(password);
    }
    console.log(`[logs] ${log.split("\n").length - 1} log lines read, no secret among them`);
  });
});

describe("the request lines", () => {
  it("hold no OAuth code or state, and no reset token: their values are redacted", async () => {
    const start = await app.inject({ method: "GET", url: "/api/auth/discord" });
    const flow = start.cookies.find((cookie) => cookie.name === "discord_oauth");
    const back = new URL(
      provider.consent(String(start.headers.location), {
        id: "700000000000000001",
        username: "logged_dc",
      }),
    );
    const code = back.searchParams.get("code") ?? "";
    const state = back.searchParams.get("state") ?? "";
    const callback = await app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      headers: { cookie: `discord_oauth=${flow?.value}` },
    });
    // A new account is welcomed first; the welcome leads home.
    expect(callback.headers.location).toBe("/welcome?next=%2F");
    const token = "reset-token-in-the-address-0123456789";
    await app.inject({ method: "GET", url: `/reset-password?token=${token}&lang=en` });

    const log = readLog();
    for (const secret of [code, state, token]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('"url":"/api/auth/discord/callback?state=[redacted]&code=[redacted]"');
    expect(log).toContain('"url":"/reset-password?token=[redacted]&lang=en"');
  });
});
