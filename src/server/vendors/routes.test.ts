import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rides, users } from "../db/schema/index.ts";
import { NEXT_CURSOR_HEADER } from "../http/pagination.ts";
import { createRide, insertPastRide } from "../testing/rides.ts";
import { injectAs, insertPerson } from "../testing/security-world.ts";
import { type TestApp, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVendor, registerVerifiedVendor } from "../testing/vendors.ts";
import { listVendorEvents } from "./queries.ts";

const t = testAppForSuite();

/** What vendor_events holds for the vendor, oldest first: the kinds only. */
const eventKinds = async (vendorId: number) =>
  (await listVendorEvents(t.db, vendorId)).map((event) => event.kind);

const assign = (app: TestApp["app"], rideId: number, cookie?: string) =>
  app.inject({
    method: "POST",
    url: `/api/rides/${rideId}/assign`,
    headers: cookie ? { cookie } : {},
  });

describe("vendor routes", () => {
  it("are for vendors only", async () => {
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, rider.cookie);
    expect((await t.app.inject({ method: "GET", url: "/api/vendor/rides" })).statusCode).toBe(401);
    const asRider = await t.app.inject({
      method: "GET",
      url: "/api/vendor/rides",
      headers: { cookie: rider.cookie },
    });
    expect(asRider.statusCode).toBe(403);
    expect((await assign(t.app, ride.id)).statusCode).toBe(401);
    expect((await assign(t.app, ride.id, rider.cookie)).statusCode).toBe(403);
    const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row).toMatchObject({ status: "open", vendorId: null });
  });

  it("assigns an open ride, shows it as the vendor's, and tells its passengers who drives", async () => {
    const organizer = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const ride = await createRide(t.app, organizer.cookie);

    const response = await assign(t.app, ride.id, vendor.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "assigned", vendorId: vendor.user.id });

    const mine = await t.app.inject({
      method: "GET",
      url: "/api/vendor/rides",
      headers: { cookie: vendor.cookie },
    });
    expect(mine.json().map((r: { id: number }) => r.id)).toEqual([ride.id]);

    const forOrganizer = await t.app.inject({
      method: "GET",
      url: `/api/rides/${ride.id}`,
      headers: { cookie: organizer.cookie },
    });
    expect(forOrganizer.json()).toMatchObject({
      status: "assigned",
      vendor: {
        companyName: expect.stringMatching(/^Border Cars/),
        driverDetails: { contact: "+60123456789" },
      },
    });
    const forOutsider = await t.app.inject({
      method: "GET",
      url: `/api/rides/${ride.id}`,
      headers: { cookie: outsider.cookie },
    });
    expect(forOutsider.json().vendor).toBeNull();

    const open = await t.app.inject({ method: "GET", url: "/api/rides?status=open&time=all" });
    expect(open.json().map((r: { id: number }) => r.id)).not.toContain(ride.id);
  });

  it("lets one of two racing vendors win; the other gets 409", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const [a, b] = await Promise.all([
      registerVerifiedVendor(t.app, t.db),
      registerVerifiedVendor(t.app, t.db),
    ]);
    const second = await t.anotherInstance();
    const [ra, rb] = await Promise.all([
      assign(t.app, ride.id, a.cookie),
      assign(second, ride.id, b.cookie),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json()).toMatchObject({ error: "This ride has already been assigned" });
    const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.id));
    const winner = ra.statusCode === 200 ? a : b;
    expect(row).toMatchObject({ status: "assigned", vendorId: winner.user.id });
  });

  it("refuses unknown and past rides", async () => {
    const organizer = await registerUser(t.app);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    expect((await assign(t.app, 999_999, vendor.cookie)).statusCode).toBe(404);
    const past = await insertPastRide(t.db, organizer.user.id);
    const response = await assign(t.app, past.id, vendor.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "Past rides cannot be assigned" });
  });
});

/** The licence and vehicle an admin records when verifying (issue 37). */
const LICENCE = {
  licenceType: "cross_border_taxi",
  licenceNumber: "CBT-2291",
  registration: "SG",
  permitExpires: "2099-12-31",
  plate: "SH 1234 A",
};
/** The body before issue 37: the licence alone. */
const OLD_LICENCE = { licenceType: "cross_border_taxi", licenceNumber: "CBT-2291" };
const post = (url: string, cookie: string, payload?: object) =>
  injectAs(t.app, cookie, {
    method: "POST",
    url,
    ...(payload || url.endsWith("/verify") ? { payload: payload ?? LICENCE } : {}),
  });
const rideRow = async (id: number) => (await t.db.select().from(rides).where(eq(rides.id, id)))[0];
const passengersOf = (rideId: number, cookie: string) =>
  injectAs(t.app, cookie, { method: "GET", url: `/api/rides/${rideId}/passengers` });

describe("vendors an admin has verified", () => {
  it("lets a new vendor browse open rides but not take one until an admin verifies it", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const vendor = await registerVendor(t.app);
    const me = await injectAs(t.app, vendor.cookie, { method: "GET", url: "/api/auth/me" });
    expect(me.json()).toMatchObject({ isVendor: true, vendorVerified: false });

    const open = await injectAs(t.app, vendor.cookie, {
      method: "GET",
      url: "/api/rides?status=open&time=upcoming",
    });
    expect(open.statusCode).toBe(200);
    expect(open.json().length).toBeGreaterThan(0);

    const refused = await assign(t.app, ride.id, vendor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: "Your vendor account is waiting for an admin to verify it",
    });
    expect(await rideRow(ride.id)).toMatchObject({ status: "open", vendorId: null });

    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const verified = await post(`/api/admin/vendors/${vendor.user.id}/verify`, admin.cookie);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      id: vendor.user.id,
      vendorVerified: true,
      licenceType: "cross_border_taxi",
      licenceNumber: "CBT-2291",
    });
    expect((await assign(t.app, ride.id, vendor.cookie)).statusCode).toBe(200);

    const [row] = await t.db.select().from(users).where(eq(users.id, vendor.user.id));
    expect(row?.vendorVerifiedBy).toBe(admin.id);
    const events = await listVendorEvents(t.db, vendor.user.id);
    expect(events.map((e) => [e.kind, e.actorId, e.rideId])).toEqual([
      ["verify", admin.id, null],
      ["assign", vendor.user.id, ride.id],
    ]);
  });

  it("shows an assigned vendor its passengers' contacts only while it is verified", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    expect((await assign(t.app, ride.id, vendor.cookie)).statusCode).toBe(200);
    const before = await passengersOf(ride.id, vendor.cookie);
    expect(before.json()[0].user.whatsappNumber).toMatch(/^\+65/);

    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const revoked = await post(`/api/admin/vendors/${vendor.user.id}/revoke`, admin.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ vendorVerified: false, vendorVerifiedAt: null });

    const after = await passengersOf(ride.id, vendor.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].user).not.toHaveProperty("whatsappNumber");
    const read = await injectAs(t.app, vendor.cookie, {
      method: "GET",
      url: `/api/rides/${ride.id}`,
    });
    expect(read.json().creator).toHaveProperty("whatsappNumber");
    // A revoked vendor cannot take another ride either.
    const other = await createRide(t.app, organizer.cookie);
    expect((await assign(t.app, other.id, vendor.cookie)).statusCode).toBe(403);
    expect(await eventKinds(vendor.user.id)).toEqual(["assign", "revoke"]);
  });

  it("lets only admins verify and revoke, each once, and only vendors", async () => {
    const vendor = await registerVendor(t.app);
    const rider = await registerUser(t.app);
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const url = `/api/admin/vendors/${vendor.user.id}/verify`;
    expect((await t.app.inject({ method: "POST", url, payload: LICENCE })).statusCode).toBe(401);
    expect((await post(url, rider.cookie)).statusCode).toBe(403);
    expect((await post(url, vendor.cookie)).statusCode).toBe(403);
    expect(
      (await post(`/api/admin/vendors/${vendor.user.id}/revoke`, admin.cookie)).json(),
    ).toMatchObject({ error: "This vendor is not verified" });
    const noLicence = await post(url, admin.cookie, { licenceType: "taxi", licenceNumber: " " });
    expect(noLicence.statusCode).toBe(400);
    expect(noLicence.json().error).toMatch(/licence/);
    expect((await post(url, admin.cookie, OLD_LICENCE)).statusCode).toBe(200);
    const again = await post(url, admin.cookie, OLD_LICENCE);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "This vendor is already verified" });
    // With the whole vehicle, a verified vendor is verified again (a renewed permit).
    const renewed = await post(url, admin.cookie, { ...LICENCE, permitExpires: "2100-01-31" });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({
      permitExpires: "2100-01-31",
      needsReverification: false,
    });
    const notVendor = await post(`/api/admin/vendors/${rider.user.id}/verify`, admin.cookie);
    expect(notVendor.statusCode).toBe(409);
    expect(notVendor.json()).toMatchObject({ error: "This account is not a vendor" });
    expect((await post("/api/admin/vendors/999999/verify", admin.cookie)).statusCode).toBe(404);
  });

  it("lists pending and verified vendors for admins, a bounded page at a time", async () => {
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const rider = await registerUser(t.app);
    const list = (query: string, cookie = admin.cookie) =>
      injectAs(t.app, cookie, { method: "GET", url: `/api/admin/vendors?${query}` });
    expect((await list("status=pending", rider.cookie)).statusCode).toBe(403);
    expect((await list("status=unknown")).statusCode).toBe(400);
    expect((await list("limit=101")).json()).toMatchObject({
      error: "limit: limit must be at most 100",
    });

    const pending = await Promise.all([1, 2, 3].map(() => registerVendor(t.app)));
    const verified = await registerVerifiedVendor(t.app, t.db);
    const seen: number[] = [];
    let url = "status=pending&limit=2";
    for (let pages = 0; pages < 20; pages += 1) {
      const page = await list(url);
      expect(page.json().length).toBeLessThanOrEqual(2);
      seen.push(...page.json().map((v: { id: number }) => v.id));
      const next = page.headers[NEXT_CURSOR_HEADER.toLowerCase()];
      if (typeof next !== "string") break;
      url = `status=pending&limit=2&cursor=${next}`;
    }
    for (const vendor of pending) expect(seen).toContain(vendor.user.id);
    expect(seen).not.toContain(verified.user.id);
    expect(seen).not.toContain(rider.user.id);
    expect(new Set(seen).size).toBe(seen.length);

    const verifiedPage = await list("status=verified&limit=100");
    const ids = verifiedPage.json().map((v: { id: number }) => v.id);
    expect(ids).toContain(verified.user.id);
    expect(
      verifiedPage.json().find((v: { id: number }) => v.id === verified.user.id),
    ).toMatchObject({
      vendorVerified: true,
      vendorVerifiedAt: expect.any(String),
    });
  });
});

describe("release and unassign", () => {
  it("lets the assigned vendor release its upcoming ride: it is open again, and recorded", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const other = await registerVerifiedVendor(t.app, t.db);
    await assign(t.app, ride.id, vendor.cookie);

    const byOther = await post(`/api/rides/${ride.id}/release`, other.cookie);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({
      error: "Only the ride's assigned vendor can release it",
    });
    expect((await post(`/api/rides/${ride.id}/release`, organizer.cookie)).statusCode).toBe(403);

    const released = await post(`/api/rides/${ride.id}/release`, vendor.cookie);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: "open", vendorId: null });
    expect(await rideRow(ride.id)).toMatchObject({ status: "open", vendorId: null });
    expect((await post(`/api/rides/${ride.id}/release`, vendor.cookie)).statusCode).toBe(403);
    // Another vendor may take it now.
    expect((await assign(t.app, ride.id, other.cookie)).statusCode).toBe(200);
    expect(await eventKinds(vendor.user.id)).toEqual(["assign", "release"]);
  });

  it("lets an admin unassign any upcoming assigned ride, and nobody else", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const url = `/api/rides/${ride.id}/unassign`;
    const notAssigned = await post(url, admin.cookie);
    expect(notAssigned.statusCode).toBe(409);
    expect(notAssigned.json()).toMatchObject({ error: "This ride has no vendor assigned" });

    await assign(t.app, ride.id, vendor.cookie);
    expect((await post(url, organizer.cookie)).statusCode).toBe(403);
    expect((await post(url, vendor.cookie)).statusCode).toBe(403);
    const unassigned = await post(url, admin.cookie);
    expect(unassigned.statusCode).toBe(200);
    expect(await rideRow(ride.id)).toMatchObject({ status: "open", vendorId: null });
    const events = await listVendorEvents(t.db, vendor.user.id);
    expect(events.at(-1)).toMatchObject({ kind: "unassign", rideId: ride.id, actorId: admin.id });
  });

  it("refuses to release or unassign a ride that has departed", async () => {
    const organizer = await registerUser(t.app);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const past = await insertPastRide(t.db, organizer.user.id);
    await t.db
      .update(rides)
      .set({ status: "assigned", vendorId: vendor.user.id })
      .where(eq(rides.id, past.id));
    for (const [url, cookie] of [
      [`/api/rides/${past.id}/release`, vendor.cookie],
      [`/api/rides/${past.id}/unassign`, admin.cookie],
    ] as const) {
      const response = await post(url, cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: "This ride has already departed and can no longer be changed",
      });
    }
    expect(await rideRow(past.id)).toMatchObject({ status: "assigned", vendorId: vendor.user.id });
  });
});

describe("the vendor's own rides", () => {
  it("come a bounded page at a time, and following the cursor gives every one once", async () => {
    const organizer = await registerUser(t.app);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const ride = await createRide(t.app, organizer.cookie);
      await assign(t.app, ride.id, vendor.cookie);
      ids.push(ride.id);
    }
    const seen: number[] = [];
    let url = "/api/vendor/rides?limit=2";
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await injectAs(t.app, vendor.cookie, { method: "GET", url });
      expect(page.json().length).toBeLessThanOrEqual(2);
      seen.push(...page.json().map((r: { id: number }) => r.id));
      const next = page.headers[NEXT_CURSOR_HEADER.toLowerCase()];
      if (typeof next !== "string") break;
      url = `/api/vendor/rides?limit=2&cursor=${next}`;
    }
    expect(seen.sort((a, b) => a - b)).toEqual(ids);
    const forged = await injectAs(t.app, vendor.cookie, {
      method: "GET",
      url: "/api/vendor/rides?cursor=bm9wZQ",
    });
    expect(forged.statusCode).toBe(400);
  });
});
