import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema/index.ts";
import { VALID_VEHICLE } from "../testing/security-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { newUserBody, registerUser, sessionCookie } from "../testing/users.ts";
import { registerVerifiedVendor } from "../testing/vendors.ts";
import { grantAdmin } from "../users/public.ts";
import { hashToken } from "./sessions.ts";

let t: TestApp;
const bodies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // No answer of this suite ever carried a password hash or a session token.
  const tokens = (await t.db.select().from(sessions)).map((s) => s.tokenHash);
  for (const body of bodies) {
    expect(body).not.toMatch(/\$argon2/);
    for (const tokenHash of tokens) expect(body).not.toContain(tokenHash);
  }
  await t.close();
});

async function call(
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
  cookie?: string,
) {
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: cookie ? { cookie } : {},
  });
  bodies.push(response.body);
  return response;
}

/** A session of the admin the register tests made (with `npm run admin -- grant`'s query). */
async function logInAdmin() {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { discordUsername: "the_admin", password: "correct horse battery" },
  });
  return sessionCookie(response.headers["set-cookie"]);
}

/** The token of a one-time reset link an admin issues for `target`. */
async function issueResetToken(
  target: Awaited<ReturnType<typeof registerUser>>,
  adminCookie: string,
) {
  const issued = await call(
    "POST",
    "/api/admin/password-reset-tokens",
    { discordUsername: target.user.discordUsername },
    adminCookie,
  );
  expect(issued.statusCode).toBe(201);
  return issued.json().token as string;
}

/** After a reset: the user's old session is over and the new password logs in. */
async function expectPasswordReplaced(
  target: Awaited<ReturnType<typeof registerUser>>,
  newPassword: string,
) {
  expect((await call("GET", "/api/auth/me", undefined, target.cookie)).statusCode).toBe(401);
  const login = await call("POST", "/api/login", {
    discordUsername: target.user.discordUsername,
    password: newPassword,
  });
  expect(login.statusCode).toBe(200);
}

/** A vendor's register body before issue 37: company and driver, no permit. */
const VENDOR = {
  isVendor: true,
  companyName: "Permit Cars",
  driverDetails: { name: "Siti", contact: "+60123456789", carNumber: "JQB 12" },
};

describe("POST /api/register", () => {
  it("creates the user, stores empty optional fields as null and starts a session", async () => {
    const body = newUserBody({ malaysianNumber: "", revolutUsername: "  " });
    const response = await call("POST", "/api/register", body);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      discordUsername: body.discordUsername,
      malaysianNumber: null,
      revolutUsername: null,
      isVendor: false,
      isAdmin: false,
    });
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("passwordHash");
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const me = await call("GET", "/api/auth/me", undefined, sessionCookie(setCookie));
    expect(me.json().id).toBe(user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ discordUsername: "" }, "discordUsername: Discord username is required"],
    [{ discordUsername: undefined }, "discordUsername: Discord username is required"],
    [{ password: "" }, "password: Password is required"],
    [{ password: "1234567" }, "password: Password must be at least 8 characters long"],
    [{ isVendor: true }, "companyName: Company name is required for vendors"],
    [
      { isVendor: true, companyName: "Cars Co" },
      "driverDetails.name: Driver name is required for vendors",
    ],
    [
      {
        isVendor: true,
        companyName: "Cars Co",
        driverDetails: { name: "D", contact: "", carNumber: "" },
      },
      "driverDetails.contact: Driver contact is required for vendors",
    ],
    [
      {
        isVendor: true,
        companyName: "C",
        driverDetails: { name: "D", contact: "+60", carNumber: "" },
      },
      "driverDetails.carNumber: Car number is required for vendors",
    ],
    [{ name: "x".repeat(101) }, "name: Must be at most 100 characters"],
    [
      { ...VENDOR, registration: "TH" as "SG" },
      "registration: The vehicle's registration must be one of: SG, MY",
    ],
    [
      { ...VENDOR, permitExpires: "2027-02-30" },
      "permitExpires: The permit's end date must be a day (YYYY-MM-DD)",
    ],
    [{ ...VENDOR, plate: "X".repeat(21) }, "plate: The plate must be at most 20 characters"],
  ])("refuses %j with 400 naming the field", async (overrides, message) => {
    const before = await t.db.$count(users);
    const response = await call("POST", "/api/register", newUserBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect(await t.db.$count(users)).toBe(before);
  });

  it("registers a vendor with company and driver details", async () => {
    const driverDetails = { name: "Ahmad", contact: "+60123456789", carNumber: "JHB 1234" };
    const response = await call(
      "POST",
      "/api/register",
      newUserBody({ isVendor: true, companyName: "FC Cars", driverDetails }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      isVendor: true,
      companyName: "FC Cars",
      driverDetails,
    });
  });

  it("records the permit a vendor gives, which the admins' Verify form starts from", async () => {
    const response = await call(
      "POST",
      "/api/register",
      newUserBody({
        ...VENDOR,
        registration: "MY",
        permitExpires: "2027-06-30",
        plate: " jqb  12 ",
      }),
    );
    expect(response.statusCode).toBe(201);
    const id = response.json().id as number;
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      vendorRegistration: "MY",
      vendorPermitExpires: "2027-06-30",
      vendorPlate: "JQB 12",
      // The vendor's word, not a verification: it takes no ride until an admin verifies it.
      vendorVerifiedAt: null,
      vendorLicenceType: null,
    });
    const admin = await registerUser(t.app);
    await grantAdmin(t.db, [admin.user.discordUsername]);
    const pending = await call(
      "GET",
      "/api/admin/vendors?status=pending&limit=100",
      undefined,
      admin.cookie,
    );
    expect(pending.json().find((vendor: { id: number }) => vendor.id === id)).toMatchObject({
      registration: "MY",
      permitExpires: "2027-06-30",
      plate: "JQB 12",
    });
  });

  it("keeps a body without the permit working, and a rider's permit fields are not kept", async () => {
    const vendor = await call("POST", "/api/register", newUserBody(VENDOR));
    const rider = await call(
      "POST",
      "/api/register",
      newUserBody({ registration: "SG", permitExpires: "2027-06-30", plate: "SBA 1" }),
    );
    for (const response of [vendor, rider]) {
      expect(response.statusCode).toBe(201);
      const [row] = await t.db.select().from(users).where(eq(users.id, response.json().id));
      expect(row).toMatchObject({
        vendorRegistration: null,
        vendorPermitExpires: null,
        vendorPlate: null,
      });
    }
  });

  it("answers 409 for a username taken in any letter case", async () => {
    await registerUser(t.app, { discordUsername: "CaseUser" });
    const response = await call(
      "POST",
      "/api/register",
      newUserBody({ discordUsername: "caseuser" }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/already taken/);
  });

  it("never makes whoever registers an admin; npm run admin -- grant does", async () => {
    const { user, cookie } = await registerUser(t.app, { discordUsername: "the_admin" });
    expect(user).toMatchObject({ isAdmin: false });
    // What `npm run admin -- grant the_admin` runs.
    await grantAdmin(t.db, ["the_admin"]);
    expect((await call("GET", "/api/auth/me", undefined, cookie)).json()).toMatchObject({
      isAdmin: true,
    });
  });
});

describe("login, me and logout", () => {
  it("logs in with a new token each time and logs out", async () => {
    const { user, cookie: first, password } = await registerUser(t.app);
    const login = await call("POST", "/api/login", {
      discordUsername: user.discordUsername.toUpperCase(),
      password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().id).toBe(user.id);
    const second = sessionCookie(login.headers["set-cookie"]);
    expect(second).not.toBe(first);

    const logout = await call("POST", "/api/logout", undefined, second);
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers["set-cookie"])).toMatch(/sid=;/);
    expect((await call("GET", "/api/auth/me", undefined, second)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/me", undefined, first)).statusCode).toBe(200);
  });

  it("answers 401 with the same message for a wrong password and an unknown account", async () => {
    const { user } = await registerUser(t.app);
    const wrong = await call("POST", "/api/login", {
      discordUsername: user.discordUsername,
      password: "wrong password",
    });
    const unknown = await call("POST", "/api/login", {
      discordUsername: "nobody_here",
      password: "wrong password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: "Invalid Discord username or password" });
  });

  it("refuses an account after 5 failed logins, even with the right password", async () => {
    const { user, password } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      const r = await call("POST", "/api/login", {
        discordUsername: user.discordUsername,
        password: "nope nope",
      });
      expect(r.statusCode).toBe(401);
    }
    const locked = await call("POST", "/api/login", {
      discordUsername: user.discordUsername,
      password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many failed login attempts/);
  });

  it("answers 401 to /api/auth/me without a session, and for an expired one", async () => {
    expect((await call("GET", "/api/auth/me")).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    const token = cookie.slice("sid=".length);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await call("GET", "/api/auth/me", undefined, cookie)).statusCode).toBe(401);
  });

  it("refuses a missing field with 400", async () => {
    const response = await call("POST", "/api/login", { discordUsername: "someone" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "password: Password is required" });
  });
});

describe("password changes", () => {
  it("changes the password, carries this browser on with a new token and ends every old session", async () => {
    const { user, cookie, password } = await registerUser(t.app);
    const other = sessionCookie(
      (await call("POST", "/api/login", { discordUsername: user.discordUsername, password }))
        .headers["set-cookie"],
    );
    const wrong = await call(
      "POST",
      "/api/reset-password",
      { currentPassword: "not it at all", newPassword: "brand new pass" },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/currentPassword/);
    const short = await call(
      "POST",
      "/api/reset-password",
      { currentPassword: password, newPassword: "short" },
      cookie,
    );
    expect(short.json()).toMatchObject({
      error: "newPassword: New password must be at least 8 characters long",
    });

    const ok = await call(
      "POST",
      "/api/reset-password",
      { currentPassword: password, newPassword: "brand new pass" },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBeTruthy();
    const rotated = sessionCookie(ok.headers["set-cookie"]);
    expect((await call("GET", "/api/auth/me", undefined, rotated)).json().id).toBe(user.id);
    for (const old of [cookie, other]) {
      expect((await call("GET", "/api/auth/me", undefined, old)).statusCode).toBe(401);
    }
    const relogin = await call("POST", "/api/login", {
      discordUsername: user.discordUsername,
      password: "brand new pass",
    });
    expect(relogin.statusCode).toBe(200);
  });

  it("needs a session to change a password", async () => {
    const response = await call("POST", "/api/reset-password", {
      currentPassword: "whatever1",
      newPassword: "whatever2",
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers a reset request the same for known and unknown accounts", async () => {
    const { user } = await registerUser(t.app);
    const known = await call("POST", "/api/request-password-reset", {
      discordUsername: user.discordUsername,
    });
    const unknown = await call("POST", "/api/request-password-reset", {
      discordUsername: "ghost_user",
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it("lists a reset request for an account, never one for a name no account has", async () => {
    const { user } = await registerUser(t.app);
    const ghost = `ghost_${user.discordUsername}`;
    for (const discordUsername of [user.discordUsername.toUpperCase(), ghost]) {
      const asked = await call("POST", "/api/request-password-reset", { discordUsername });
      expect(asked.statusCode).toBe(200);
    }
    const listed = await call(
      "GET",
      "/api/admin/password-reset-requests",
      undefined,
      await logInAdmin(),
    );
    const names = listed.json().map((row: { discordUsername: string }) => row.discordUsername);
    // Listed under the account's own spelling, so its link can be made from the list.
    expect(names).toContain(user.discordUsername);
    expect(names).not.toContain(ghost);
  });

  it("lets only admins reset another user's password, ending that user's sessions", async () => {
    const target = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const adminCookie = await logInAdmin();
    const body = { discordUsername: target.user.discordUsername, newPassword: "reset by admin" };

    expect((await call("POST", "/api/admin/reset-user-password", body)).statusCode).toBe(401);
    expect(
      (await call("POST", "/api/admin/reset-user-password", body, rider.cookie)).statusCode,
    ).toBe(403);
    const missing = await call(
      "POST",
      "/api/admin/reset-user-password",
      { ...body, discordUsername: "ghost_user" },
      adminCookie,
    );
    expect(missing.statusCode).toBe(404);
    const ok = await call("POST", "/api/admin/reset-user-password", body, adminCookie);
    expect(ok.statusCode).toBe(200);
    await expectPasswordReplaced(target, "reset by admin");

    const requests = await call(
      "GET",
      "/api/admin/password-reset-requests",
      undefined,
      adminCookie,
    );
    expect(requests.statusCode).toBe(200);
    expect(
      (await call("GET", "/api/admin/password-reset-requests", undefined, rider.cookie)).statusCode,
    ).toBe(403);
  });

  it("completes a reset with a one-time token an admin issued", async () => {
    const target = await registerUser(t.app);
    const token = await issueResetToken(target, await logInAdmin());

    const bad = await call("POST", "/api/complete-password-reset", {
      token: "made-up",
      newPassword: "via the token",
    });
    expect(bad.statusCode).toBe(400);
    const ok = await call("POST", "/api/complete-password-reset", {
      token,
      newPassword: "via the token",
    });
    expect(ok.statusCode).toBe(200);
    // The old session ends; the link's holder is signed in on a new one.
    expect((await call("GET", "/api/auth/me", undefined, target.cookie)).statusCode).toBe(401);
    const fresh = sessionCookie(ok.headers["set-cookie"]);
    const me = await call("GET", "/api/auth/me", undefined, fresh);
    expect(me.json()).toMatchObject({ id: target.user.id });
    const again = await call("POST", "/api/complete-password-reset", {
      token,
      newPassword: "once more pls",
    });
    expect(again.statusCode).toBe(400);
    await expectPasswordReplaced(target, "via the token");
  });
});

describe("the account's other reset links", () => {
  /** Two reset links an admin handed out for `target`. */
  async function twoLinks(target: Awaited<ReturnType<typeof registerUser>>) {
    const adminCookie = await logInAdmin();
    const first = await issueResetToken(target, adminCookie);
    const second = await issueResetToken(target, adminCookie);
    return { adminCookie, tokens: [first, second] as const };
  }
  const completeWith = (token: string) =>
    call("POST", "/api/complete-password-reset", { token, newPassword: "taken over later" });

  it("end when one of them completes a reset", async () => {
    const target = await registerUser(t.app);
    const { tokens } = await twoLinks(target);
    expect((await completeWith(tokens[0])).statusCode).toBe(200);
    const late = await completeWith(tokens[1]);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: "reset_token_invalid" });
  });

  it("end when the member changes their password", async () => {
    const target = await registerUser(t.app);
    const { tokens } = await twoLinks(target);
    const changed = await call(
      "POST",
      "/api/reset-password",
      { currentPassword: target.password, newPassword: "my own new one" },
      target.cookie,
    );
    expect(changed.statusCode).toBe(200);
    for (const token of tokens) expect((await completeWith(token)).statusCode).toBe(400);
    await expectPasswordReplaced(target, "my own new one");
  });

  it("end when an admin sets the password", async () => {
    const target = await registerUser(t.app);
    const { adminCookie, tokens } = await twoLinks(target);
    const reset = await call(
      "POST",
      "/api/admin/reset-user-password",
      { discordUsername: target.user.discordUsername, newPassword: "set by the admin" },
      adminCookie,
    );
    expect(reset.statusCode).toBe(200);
    for (const token of tokens) expect((await completeWith(token)).statusCode).toBe(400);
    await expectPasswordReplaced(target, "set by the admin");
  });

  it("of another account stay valid", async () => {
    const target = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    const mine = await twoLinks(target);
    const theirs = await twoLinks(bystander);
    expect((await completeWith(mine.tokens[0])).statusCode).toBe(200);
    expect((await completeWith(theirs.tokens[0])).statusCode).toBe(200);
  });
});

describe("PATCH /api/users/{id}", () => {
  it("updates the caller's own profile, empty values becoming null", async () => {
    const { user, cookie } = await registerUser(t.app);
    const response = await call(
      "PATCH",
      `/api/users/${user.id}`,
      {
        name: "  New Name ",
        whatsappNumber: "",
        malaysianNumber: "+60111",
        revolutUsername: "rev",
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: "New Name",
      whatsappNumber: null,
      malaysianNumber: "+60111",
      revolutUsername: "rev",
      discordUsername: user.discordUsername,
    });
  });

  it("refuses visitors, other users and bad ids", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect((await call("PATCH", `/api/users/${a.user.id}`, { name: "x" })).statusCode).toBe(401);
    const other = await call("PATCH", `/api/users/${a.user.id}`, { name: "hacked" }, b.cookie);
    expect(other.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row?.name).not.toBe("hacked");
    const bad = await call("PATCH", "/api/users/abc", { name: "x" }, b.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^id: /);
  });
});

describe("web protections", () => {
  it("refuses a cross-site write", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: newUserBody(),
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: "Cross-site request refused" });
  });

  it("accepts a same-origin write", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: newUserBody(),
      headers: { origin: "http://localhost:80", host: "localhost:80" },
    });
    expect(response.statusCode).toBe(201);
  });

  it("refuses non-JSON bodies, broken JSON and bodies over 1 MB", async () => {
    const post = (url: string, payload: string, contentType: string) =>
      t.app.inject({ method: "POST", url, payload, headers: { "content-type": contentType } });
    const text = await post("/api/login", "discordUsername=a&password=b", "text/plain");
    expect(text.statusCode).toBe(415);
    const broken = await post("/api/login", "{not json", "application/json");
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: "Request body is not valid JSON" });
    const huge = JSON.stringify({ discordUsername: "x".repeat(1_100_000) });
    expect((await post("/api/register", huge, "application/json")).statusCode).toBe(413);
  });

  it("sends security headers and answers health", async () => {
    const response = await call("GET", "/api/health");
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await call("GET", "/api/does-not-exist");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/No such path/);
  });
});

describe("per-address throttle", () => {
  it("answers 429 past RATE_LIMIT_PER_MINUTE login attempts from one address", async () => {
    const small = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await small.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { discordUsername: "nobody", password: "whatever1" },
        });
        statuses.push(r.statusCode);
        if (r.statusCode === 429) expect(r.json().error).toMatch(/Too many attempts/);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await small.close();
    }
  });
});

describe("the vendor's own vehicle", () => {
  it("is in the vendor's own read, for its dashboard, and null for a rider", async () => {
    const vendor = await registerVerifiedVendor(t.app, t.db, "MY");
    const me = await call("GET", "/api/auth/me", undefined, vendor.cookie);
    expect(me.json().vehicle).toEqual({
      licenceType: VALID_VEHICLE.vendorLicenceType,
      registration: "MY",
      permitExpires: VALID_VEHICLE.vendorPermitExpires,
    });
    const rider = await registerUser(t.app);
    const riderMe = await call("GET", "/api/auth/me", undefined, rider.cookie);
    expect(riderMe.json().vehicle).toBeNull();
  });
});
