// "This isn't the car shown" (issue 37): who may report, when, once per rider and ride, who is
// told, and the admins' Reported rides with its "dealt with".
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rideCarReports, rides, users } from "../../db/schema/index.ts";
import { dayRide } from "../../testing/day-rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";
import { grantAdmin } from "../../users/public.ts";

const t = testAppForSuite();
const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);
const report = (rideId: number, cookie: string) =>
  send("POST", `/api/rides/${rideId}/car-report`, cookie);
const noticesOf = async (cookie: string) =>
  (await get("/api/notifications", cookie))
    .json()
    .items.filter((item: { type: string }) => item.type === "car_reported");

/** The name a person registered with: what the notices and the admins' list call them. */
async function nameOf(person: { user: { id: number } }) {
  const [row] = await t.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, person.user.id));
  return row?.name ?? "";
}

async function newAdmin() {
  const admin = await registerUser(t.app);
  await grantAdmin(t.db, [admin.user.discordUsername]);
  return admin;
}

describe("a rider's report that the car is not the one shown", () => {
  it("is kept once with the plate shown, and tells the organizer and the admins once", async () => {
    const admin = await newAdmin();
    const { ride, organizer, rider, driver } = await dayRide(t.app, t.db);

    const first = await report(ride.id, rider.cookie);
    expect(first.statusCode).toBe(201);
    const { reportedAt } = first.json();
    expect(Date.parse(reportedAt)).not.toBeNaN();

    // The same rider again: the same report, nobody told twice.
    const again = await report(ride.id, rider.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ reportedAt });

    const rows = await t.db.select().from(rideCarReports).where(eq(rideCarReports.rideId, ride.id));
    expect(rows).toEqual([
      expect.objectContaining({
        reporterId: rider.user.id,
        vendorId: driver.user.id,
        plate: "SH 1234 A",
        handledAt: null,
      }),
    ]);

    for (const told of [organizer, admin]) {
      const notices = await noticesOf(told.cookie);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ rideId: ride.id });
      expect(notices[0].text).toContain(await nameOf(rider));
      expect(notices[0].text).toContain("SH 1234 A");
    }
    expect(await noticesOf(rider.cookie)).toEqual([]);
    expect(await noticesOf(driver.cookie)).toEqual([]);

    expect((await get(`/api/rides/${ride.id}/car-report`, rider.cookie)).json()).toEqual({
      reportedAt,
    });
    expect((await get(`/api/rides/${ride.id}/car-report`, organizer.cookie)).json()).toEqual({
      reportedAt: null,
    });
  });

  it("is the ride's riders' only, on the day, once a car has taken the ride", async () => {
    const { ride, driver } = await dayRide(t.app, t.db);
    const stranger = await registerUser(t.app);
    const notRider = await report(ride.id, stranger.cookie);
    expect(notRider.statusCode).toBe(403);
    expect(notRider.json().code).toBe("car_report_not_rider");
    expect((await report(ride.id, driver.cookie)).json().code).toBe("car_report_not_rider");

    const noCar = await dayRide(t.app, t.db, { withDriver: false });
    const refused = await report(noCar.ride.id, noCar.rider.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("car_report_no_car");

    // Check-in's window: from two hours before departure.
    const later = await dayRide(t.app, t.db, { leavesIn: 3 * 3_600_000 });
    const early = await report(later.ride.id, later.rider.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("car_report_window");

    const cancelled = await dayRide(t.app, t.db);
    await t.db
      .update(rides)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(eq(rides.id, cancelled.ride.id));
    expect((await report(cancelled.ride.id, cancelled.rider.cookie)).json().code).toBe(
      "ride_cancelled",
    );

    const kept = await t.db
      .select()
      .from(rideCarReports)
      .where(eq(rideCarReports.reporterId, stranger.user.id));
    expect(kept).toEqual([]);
  });
});

describe("Reported rides in Admin Tools", () => {
  it("lists the open reports with the ride, reporter and plate until an admin marks one dealt with", async () => {
    const admin = await newAdmin();
    const { ride, rider, organizer } = await dayRide(t.app, t.db);
    await report(ride.id, rider.cookie);

    expect((await get("/api/admin/car-reports", organizer.cookie)).statusCode).toBe(403);
    const listed = (await get("/api/admin/car-reports", admin.cookie)).json();
    const entry = listed.find((item: { rideId: number }) => item.rideId === ride.id);
    expect(entry).toMatchObject({
      direction: "SG->FC",
      reporter: { id: rider.user.id, name: await nameOf(rider) },
      plate: "SH 1234 A",
      vendorName: expect.stringMatching(/^Border Cars/),
    });

    expect(
      (await send("POST", `/api/admin/car-reports/${entry.id}/handled`, organizer.cookie))
        .statusCode,
    ).toBe(403);
    const handled = await send("POST", `/api/admin/car-reports/${entry.id}/handled`, admin.cookie);
    expect(handled.statusCode).toBe(200);
    const [row] = await t.db.select().from(rideCarReports).where(eq(rideCarReports.id, entry.id));
    expect(row).toMatchObject({ handledBy: admin.user.id });
    expect(row?.handledAt?.toISOString()).toBe(handled.json().handledAt);
    const after = (await get("/api/admin/car-reports", admin.cookie)).json();
    expect(after.map((item: { id: number }) => item.id)).not.toContain(entry.id);

    const unknown = await send("POST", "/api/admin/car-reports/999999/handled", admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("car_report_not_found");
  });
});
