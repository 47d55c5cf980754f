import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rides } from "../db/schema/index.ts";
import { createRide } from "../testing/rides.ts";
import { injectAs, insertPerson } from "../testing/security-world.ts";
import { testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVerifiedVendor } from "../testing/vendors.ts";

const t = testAppForSuite();
const DAY = 86_400_000;

/** A ride a verified vendor drove `daysAgo` days ago, with its organizer and one passenger. */
async function drivenRide(daysAgo = 1) {
  const organizer = await registerUser(t.app);
  const passenger = await registerUser(t.app);
  const vendor = await registerVerifiedVendor(t.app, t.db);
  const ride = await createRide(t.app, organizer.cookie);
  const joined = await injectAs(t.app, passenger.cookie, {
    method: "POST",
    url: `/api/rides/${ride.id}/join`,
    payload: { passengerCount: 1, dropoffLocation: "Bedok MRT" },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  const assigned = await injectAs(t.app, vendor.cookie, {
    method: "POST",
    url: `/api/rides/${ride.id}/assign`,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const departs = async (days: number) =>
    t.db
      .update(rides)
      .set({ date: new Date(Date.now() - days * DAY) })
      .where(eq(rides.id, ride.id));
  await departs(daysAgo);
  return { ride, organizer, passenger, vendor, departs };
}

const rate = (rideId: number, cookie: string, payload: object) =>
  injectAs(t.app, cookie, { method: "POST", url: `/api/rides/${rideId}/rating`, payload });
const ratingsOf = async (vendorId: number, cookie: string) =>
  (
    await injectAs(t.app, cookie, { method: "GET", url: `/api/vendors/${vendorId}/ratings` })
  ).json();

describe("rating the driver", () => {
  it("takes one rating per passenger party, only after the ride and within 14 days", async () => {
    const { ride, organizer, passenger, vendor, departs } = await drivenRide(-0);
    await departs(-1);
    const early = await rate(ride.id, passenger.cookie, { stars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe("You can rate the driver once the ride has completed");

    await departs(1);
    const first = await rate(ride.id, passenger.cookie, {
      stars: 4,
      punctuality: 5,
      car: 3,
      conduct: 4,
      text: "  Smooth crossing  ",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      stars: 4,
      punctuality: 5,
      car: 3,
      text: "Smooth crossing",
    });
    const again = await rate(ride.id, passenger.cookie, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("You have already rated this ride");

    const stranger = await registerUser(t.app);
    expect((await rate(ride.id, stranger.cookie, { stars: 1 })).statusCode).toBe(403);
    expect((await rate(ride.id, vendor.cookie, { stars: 5 })).statusCode).toBe(403);

    await departs(15);
    const late = await rate(ride.id, organizer.cookie, { stars: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe("Ratings close 14 days after the ride");

    const list = await ratingsOf(vendor.user.id, stranger.cookie);
    expect(list).toMatchObject({ average: null, count: 1 });
    expect(list.items[0]).not.toHaveProperty("raterId");
  });

  it("refuses bad stars and over-long text naming the field, writing nothing", async () => {
    const { ride, passenger, vendor } = await drivenRide();
    for (const [payload, field] of [
      [{}, "stars"],
      [{ stars: 6 }, "stars"],
      [{ stars: 4.5 }, "stars"],
      [{ stars: 4, car: 0 }, "car"],
      [{ stars: 4, text: "x".repeat(1001) }, "text"],
    ] as const) {
      const response = await rate(ride.id, passenger.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(new RegExp(`^${field}`));
    }
    expect((await ratingsOf(vendor.user.id, passenger.cookie)).count).toBe(0);
  });

  it("tells the reader whether they may rate, and shows their own rating", async () => {
    const { ride, passenger } = await drivenRide();
    const read = () =>
      injectAs(t.app, passenger.cookie, { method: "GET", url: `/api/rides/${ride.id}/rating` });
    expect((await read()).json()).toEqual({ rating: null, canRate: true });
    await rate(ride.id, passenger.cookie, { stars: 5 });
    expect((await read()).json()).toMatchObject({ rating: { stars: 5 }, canRate: false });
  });

  it("shows the average from the third rating on", async () => {
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const stars = [5, 4, 4];
    for (const [index, star] of stars.entries()) {
      const { ride, passenger, vendor: driver } = await drivenRide();
      await t.db.update(rides).set({ vendorId: vendor.user.id }).where(eq(rides.id, ride.id));
      expect(driver.user.id).not.toBe(vendor.user.id);
      expect((await rate(ride.id, passenger.cookie, { stars: star })).statusCode).toBe(201);
      const list = await ratingsOf(vendor.user.id, passenger.cookie);
      expect(list.count).toBe(index + 1);
      expect(list.average).toBe(index < 2 ? null : 4.3);
    }
  });
});

describe("answering, reporting and removing a rating", () => {
  it("lets the rated vendor answer once, in public; only an admin removes a reported rating", async () => {
    const { ride, passenger, vendor } = await drivenRide();
    const rating = (await rate(ride.id, passenger.cookie, { stars: 2, text: "Late" })).json();
    const answer = (cookie: string, text: string) =>
      injectAs(t.app, cookie, {
        method: "POST",
        url: `/api/ratings/${rating.id}/reply`,
        payload: { text },
      });
    const other = await registerVerifiedVendor(t.app, t.db);
    expect((await answer(other.cookie, "Not me")).statusCode).toBe(403);
    expect((await answer(passenger.cookie, "Me")).statusCode).toBe(403);
    const answered = await answer(vendor.cookie, "Sorry, the jam at Tuas");
    expect(answered.statusCode).toBe(200);
    expect((await answer(vendor.cookie, "Again")).statusCode).toBe(409);
    const list = await ratingsOf(vendor.user.id, other.cookie);
    expect(list.items[0]).toMatchObject({ text: "Late", reply: "Sorry, the jam at Tuas" });

    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const remove = () =>
      injectAs(t.app, admin.cookie, { method: "DELETE", url: `/api/admin/ratings/${rating.id}` });
    expect((await remove()).statusCode).toBe(409);
    const byVendor = await injectAs(t.app, vendor.cookie, {
      method: "DELETE",
      url: `/api/admin/ratings/${rating.id}`,
    });
    expect(byVendor.statusCode).toBe(403);
    const reported = await injectAs(t.app, vendor.cookie, {
      method: "POST",
      url: `/api/ratings/${rating.id}/report`,
      payload: { reason: "Blames me for traffic" },
    });
    expect(reported.statusCode).toBe(200);
    const queue = await injectAs(t.app, admin.cookie, {
      method: "GET",
      url: "/api/admin/ratings/reported",
    });
    expect(queue.json()).toContainEqual(
      expect.objectContaining({ id: rating.id, reportReason: "Blames me for traffic" }),
    );
    expect((await remove()).statusCode).toBe(200);
    expect((await ratingsOf(vendor.user.id, admin.cookie)).count).toBe(0);
  });
});

describe("the driver card", () => {
  it("shows the ride's people the licence type the admin recorded, never its number", async () => {
    const { ride, passenger, vendor } = await drivenRide();
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    await injectAs(t.app, admin.cookie, {
      method: "POST",
      url: `/api/admin/vendors/${vendor.user.id}/revoke`,
    });
    const verified = await injectAs(t.app, admin.cookie, {
      method: "POST",
      url: `/api/admin/vendors/${vendor.user.id}/verify`,
      payload: { licenceType: "licensed_charter", licenceNumber: "LC-778" },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const read = await injectAs(t.app, passenger.cookie, {
      method: "GET",
      url: `/api/rides/${ride.id}`,
    });
    expect(read.json().vendor).toMatchObject({
      companyName: expect.stringMatching(/^Border Cars/),
      licenceType: "licensed_charter",
    });
    expect(read.body).not.toContain("LC-778");
  });
});
