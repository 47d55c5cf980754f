// The session cache never serves a user it should have forgotten: after a logout, a password
// change, a change to the user's row (roles, verification) or the session's expiry, on the
// instance that made the change and on another instance on the same PostgreSQL.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema/index.ts";
import { testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVendor, verifyVendor } from "../testing/vendors.ts";
import { SessionCache } from "./session-cache.ts";

const t = testAppForSuite();

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });

/** The instance a change is made through, and the one that reads afterwards. */
async function instances() {
  return { writer: t.app, reader: await t.anotherInstance() };
}

type Rider = Awaited<ReturnType<typeof registerUser>>;

/** Both instances serve the rider's session; `end` ends it through one; then neither does. */
async function expectEndedEverywhere(
  end: (writer: FastifyInstance, rider: Rider) => Promise<{ statusCode: number }>,
) {
  const { writer, reader } = await instances();
  const rider = await registerUser(writer);
  // Both instances have read (and kept) the session.
  for (const app of [writer, reader]) expect((await me(app, rider.cookie)).statusCode).toBe(200);
  expect((await end(writer, rider)).statusCode).toBe(200);
  for (const app of [writer, reader]) expect((await me(app, rider.cookie)).statusCode).toBe(401);
}

describe("the session cache", () => {
  it("refuses the session once logged out, on both instances", () =>
    expectEndedEverywhere((writer, rider) =>
      writer.inject({ method: "POST", url: "/api/logout", headers: { cookie: rider.cookie } }),
    ));

  it("refuses every old session once the password changes, on both instances", () =>
    expectEndedEverywhere((writer, rider) =>
      writer.inject({
        method: "POST",
        url: "/api/reset-password",
        headers: { cookie: rider.cookie },
        payload: { currentPassword: rider.password, newPassword: "another-long-password-1" },
      }),
    ));

  it("refuses a session made to expire, on both instances", () =>
    expectEndedEverywhere(async (_writer, rider) => {
      // The rider's one session, as the database's expiry of it would leave it.
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, rider.user.id));
      return { statusCode: 200 };
    }));

  it("answers a vendor's verification and an admin grant at once, on both instances", async () => {
    const { writer, reader } = await instances();
    const vendor = await registerVendor(writer);
    expect((await me(reader, vendor.cookie)).json()).toMatchObject({ vendorVerified: false });
    expect((await me(writer, vendor.cookie)).json()).toMatchObject({ vendorVerified: false });
    // Straight in the database, as an admin's Verify or the admin command would write it.
    await verifyVendor(t.db, vendor.user.id);
    expect((await me(writer, vendor.cookie)).json()).toMatchObject({ vendorVerified: true });
    expect((await me(reader, vendor.cookie)).json()).toMatchObject({ vendorVerified: true });

    const rider = await registerUser(writer);
    expect((await me(reader, rider.cookie)).json()).toMatchObject({ isAdmin: false });
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, rider.user.id));
    expect((await me(reader, rider.cookie)).json()).toMatchObject({ isAdmin: true });
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, rider.user.id));
    expect((await me(reader, rider.cookie)).json()).toMatchObject({ isAdmin: false });
  });

  it("answers a profile change through the API on both instances", async () => {
    const { writer, reader } = await instances();
    const rider = await registerUser(writer);
    expect((await me(reader, rider.cookie)).json()).not.toMatchObject({ name: "Renamed Rider" });
    const patched = await writer.inject({
      method: "PATCH",
      url: `/api/users/${rider.user.id}`,
      headers: { cookie: rider.cookie },
      payload: { name: "Renamed Rider" },
    });
    expect(patched.statusCode).toBe(200);
    expect((await me(writer, rider.cookie)).json()).toMatchObject({ name: "Renamed Rider" });
    expect((await me(reader, rider.cookie)).json()).toMatchObject({ name: "Renamed Rider" });
  });
});

describe("SessionCache bounds", () => {
  const user = (id: number) => ({ id }) as Parameters<SessionCache["set"]>[1]["user"];
  const session = (id: number) => ({ user: user(id), expiresAt: new Date(10_000_000) });

  it("keeps at most max entries, dropping the least recently used", () => {
    const cache = new SessionCache({ max: 2, ttlMs: 60_000 });
    cache.setEnabled(true);
    cache.set("a", session(1), cache.generation, 0);
    cache.set("b", session(2), cache.generation, 0);
    expect(cache.get("a", 1)).toBeDefined();
    cache.set("c", session(3), cache.generation, 2);
    expect(cache.size).toBe(2);
    expect(cache.get("b", 3)).toBeUndefined();
    expect(cache.get("a", 3)?.user.id).toBe(1);
  });

  it("serves nothing past its age or its session's expiry", () => {
    const cache = new SessionCache({ max: 10, ttlMs: 1000 });
    cache.setEnabled(true);
    cache.set("a", session(1), cache.generation, 0);
    expect(cache.get("a", 999)).toBeDefined();
    expect(cache.get("a", 1000)).toBeUndefined();
    cache.set("b", { user: user(2), expiresAt: new Date(500) }, cache.generation, 0);
    expect(cache.get("b", 500)).toBeUndefined();
  });

  it("keeps nothing read before a change, nor while it may miss changes", () => {
    const cache = new SessionCache({ max: 10, ttlMs: 60_000 });
    cache.setEnabled(true);
    const before = cache.generation;
    cache.forgetUser(7);
    cache.set("a", session(1), before, 0);
    expect(cache.get("a", 1)).toBeUndefined();
    cache.setEnabled(false);
    cache.set("b", session(2), cache.generation, 0);
    expect(cache.get("b", 1)).toBeUndefined();
  });
});
