import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rides } from "../db/schema.ts";
import { createRide, insertPastRide } from "../testing/rides.ts";
import { type TestApp, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVendor } from "../testing/vendors.ts";

const t = testAppForSuite();

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
    const vendor = await registerVendor(t.app);
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
    const [a, b] = await Promise.all([registerVendor(t.app), registerVendor(t.app)]);
    const second = await t.anotherInstance();
    const [ra, rb] = await Promise.all([
      assign(t.app, ride.id, a.cookie),
      assign(second, ride.id, b.cookie),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json()).toEqual({ error: "This ride has already been assigned" });
    const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.id));
    const winner = ra.statusCode === 200 ? a : b;
    expect(row).toMatchObject({ status: "assigned", vendorId: winner.user.id });
  });

  it("refuses unknown and past rides", async () => {
    const organizer = await registerUser(t.app);
    const vendor = await registerVendor(t.app);
    expect((await assign(t.app, 999_999, vendor.cookie)).statusCode).toBe(404);
    const past = await insertPastRide(t.db, organizer.user.id);
    const response = await assign(t.app, past.id, vendor.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Past rides cannot be assigned" });
  });
});
