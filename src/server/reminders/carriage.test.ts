// The notices about who carries a ride (issue 37), through the real minute sweep with a test
// clock: each to the people it is for, once whichever instance sweeps and however often, and
// to nobody else; and the vendor's own notices when an admin verifies it and a rider rates it.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { permitLapseTime } from "../../domain/notification/carriage-notices.ts";
import type { NotificationType } from "../../domain/notification/notification.ts";
import { singaporeDay } from "../../domain/ride/ride-search.ts";
import { notifications, rides, users } from "../db/schema/index.ts";
import { createRide } from "../testing/rides.ts";
import { injectAs, insertPerson } from "../testing/security-world.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { registerVendor, registerVerifiedVendor } from "../testing/vendors.ts";
import { sendDueCarriageNotices } from "./carriage.ts";

const t = testAppForSuite();
const api = clientOf(t);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The notices of `type` that `userIds` hold, as [person, ride, text] rows in the order sent. */
async function told(type: NotificationType, userIds: number[]) {
  return t.db
    .select({
      userId: notifications.userId,
      rideId: notifications.rideId,
      text: notifications.text,
    })
    .from(notifications)
    .where(and(eq(notifications.type, type), inArray(notifications.userId, userIds)))
    .orderBy(notifications.id);
}
const whoOf = (rows: { userId: number }[]) => rows.map((row) => row.userId).sort();

/** Two instances and a third sweep at the same minute, as pg-boss or a restart may run them. */
async function sweepTwice(at: Date) {
  const other = await t.anotherInstance();
  await Promise.all([
    sendDueCarriageNotices(t.db, at),
    sendDueCarriageNotices(other.db, at),
    sendDueCarriageNotices(t.db, at),
  ]);
}

async function rideWithRider(daysAhead: number) {
  const organizer = await registerUser(t.app);
  const rider = await registerUser(t.app);
  const ride = await createRide(t.app, organizer.cookie, { daysAhead });
  const joined = await api.send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
    passengerCount: 1,
    dropoffLocation: "Bedok MRT",
  });
  expect(joined.statusCode, joined.body).toBe(201);
  const { date } = (await api.get(`/api/rides/${ride.id}`)).json();
  return { ride, departure: new Date(date), organizer, rider };
}

describe("a permit that lapses before an assigned ride", () => {
  it("tells the organizer and the vendor once, seven days before the permit ends", async () => {
    const { ride, organizer, rider } = await rideWithRider(20);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const assigned = await api.send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie);
    expect(assigned.statusCode, assigned.body).toBe(200);
    // The permit, as an admin corrected it after the assignment, ends ten days from now.
    const permitExpires = singaporeDay(new Date(Date.now() + 10 * DAY));
    await t.db
      .update(users)
      .set({ vendorPermitExpires: permitExpires })
      .where(eq(users.id, vendor.user.id));
    const lapse = permitLapseTime(permitExpires);
    const everyone = [organizer.user.id, rider.user.id, vendor.user.id];

    await sendDueCarriageNotices(t.db, new Date(lapse - 8 * DAY));
    expect(await told("permit_lapses", everyone)).toEqual([]);

    await sweepTwice(new Date(lapse - 7 * DAY + 60_000));
    const sent = await told("permit_lapses", everyone);
    expect(whoOf(sent)).toEqual([organizer.user.id, vendor.user.id].sort());
    expect(sent.every((row) => row.rideId === ride.id)).toBe(true);
    const textOf = (userId: number) => sent.find((row) => row.userId === userId)?.text;
    expect(textOf(organizer.user.id)).toMatch(
      /^The driver's cross-border permit ends on .+, before your Singapore to Forest City ride on .+: the ride needs another licensed car\.$/,
    );
    expect(textOf(vendor.user.id)).toMatch(
      /^Your cross-border permit ends on .+ or give the ride back\.$/,
    );

    // Later sweeps, up to the day the ride leaves, say nothing again.
    await sendDueCarriageNotices(t.db, new Date(lapse - DAY));
    await sendDueCarriageNotices(t.db, new Date(lapse + DAY));
    expect(await told("permit_lapses", everyone)).toHaveLength(2);

    // The ride's members see the permit's end on the ride: the page says it lapses before.
    const page = (await api.get(`/api/rides/${ride.id}`, rider.cookie)).json();
    expect(page.vendor).toMatchObject({ permitExpires });
  });

  it("says nothing when the permit lasts to the ride's day", async () => {
    const { ride, organizer } = await rideWithRider(5);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    expect((await api.send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );
    const rideDay = singaporeDay(new Date(Date.now() + 5 * DAY));
    await t.db
      .update(users)
      .set({ vendorPermitExpires: rideDay })
      .where(eq(users.id, vendor.user.id));
    await sendDueCarriageNotices(t.db, new Date(Date.now() + DAY));
    expect(await told("permit_lapses", [organizer.user.id, vendor.user.id])).toEqual([]);
  });
});

describe("no licensed car 48 hours before departure", () => {
  it("tells the organizer and everyone seated once, with the bus, and a rider who joins later", async () => {
    const { ride, departure, organizer, rider } = await rideWithRider(3);
    const outsider = await registerUser(t.app);
    const people = [organizer.user.id, rider.user.id, outsider.user.id];

    await sendDueCarriageNotices(t.db, new Date(departure.getTime() - 49 * HOUR));
    expect(await told("no_licensed_car", people)).toEqual([]);

    await sweepTwice(new Date(departure.getTime() - 47 * HOUR));
    const sent = await told("no_licensed_car", people);
    expect(whoOf(sent)).toEqual([organizer.user.id, rider.user.id].sort());
    expect(sent[0]?.text).toMatch(
      /^No licensed cross-border car has taken your Singapore to Forest City ride on .+ yet\. If none does, the public bus crosses for about S\$5 each way .+: see the bus guide\.$/,
    );

    // Someone who joins inside the 48 hours hears it at the next sweep; nobody hears it twice.
    const late = await registerUser(t.app);
    const joined = await api.send("POST", `/api/rides/${ride.id}/join`, late.cookie, {
      passengerCount: 1,
      dropoffLocation: "Tampines MRT",
    });
    expect(joined.statusCode, joined.body).toBe(201);
    await sendDueCarriageNotices(t.db, new Date(departure.getTime() - 46 * HOUR));
    expect(whoOf(await told("no_licensed_car", [...people, late.user.id]))).toEqual(
      [organizer.user.id, rider.user.id, late.user.id].sort(),
    );
  });

  it("says nothing on a ride a licensed car has taken, nor on a cancelled one", async () => {
    const taken = await rideWithRider(1.5);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    expect(
      (await api.send("POST", `/api/rides/${taken.ride.id}/assign`, vendor.cookie)).statusCode,
    ).toBe(200);
    const cancelled = await rideWithRider(1.5);
    const cancel = await api.send(
      "DELETE",
      `/api/rides/${cancelled.ride.id}`,
      cancelled.organizer.cookie,
      {
        reason: "The car broke down",
      },
    );
    expect(cancel.statusCode).toBe(200);
    await sendDueCarriageNotices(t.db, new Date(Date.now() + HOUR));
    const people = [taken, cancelled].flatMap((r) => [r.organizer.user.id, r.rider.user.id]);
    expect(await told("no_licensed_car", [...people, vendor.user.id])).toEqual([]);
  });
});

describe("a vendor's own notices", () => {
  it("tells a vendor once, 14 days ahead, that its permit ends", async () => {
    const vendor = await registerVerifiedVendor(t.app, t.db);
    const notCrossBorder = await insertPerson(t.db, "other", {
      isVendor: true,
      vendorVerified: true,
      vehicle: { vendorLicenceType: "other" },
    });
    const permitExpires = singaporeDay(new Date(Date.now() + 20 * DAY));
    await t.db
      .update(users)
      .set({ vendorPermitExpires: permitExpires })
      .where(inArray(users.id, [vendor.user.id, notCrossBorder.id]));
    const lapse = permitLapseTime(permitExpires);
    const both = [vendor.user.id, notCrossBorder.id];

    await sendDueCarriageNotices(t.db, new Date(lapse - 15 * DAY));
    expect(await told("permit_ending", both)).toEqual([]);
    await sweepTwice(new Date(lapse - 14 * DAY));
    await sendDueCarriageNotices(t.db, new Date(lapse - HOUR));
    const sent = await told("permit_ending", both);
    expect(sent).toEqual([
      {
        userId: vendor.user.id,
        rideId: null,
        text: expect.stringMatching(/^Your cross-border permit ends on /),
      },
    ]);

    // A renewed permit is a new one: told again when that one nears its end.
    const renewed = singaporeDay(new Date(lapse + 30 * DAY));
    await t.db
      .update(users)
      .set({ vendorPermitExpires: renewed })
      .where(eq(users.id, vendor.user.id));
    await sendDueCarriageNotices(t.db, new Date(permitLapseTime(renewed) - 2 * DAY));
    expect(await told("permit_ending", both)).toHaveLength(2);
  });

  it("tells a vendor it is verified, or asked to verify its vehicle again, once", async () => {
    const admin = await insertPerson(t.db, "admin", { isAdmin: true });
    const verify = (vendorId: number, payload: object) =>
      injectAs(t.app, admin.cookie, {
        method: "POST",
        url: `/api/admin/vendors/${vendorId}/verify`,
        payload,
      });
    const whole = await registerVendor(t.app);
    const oldBody = await registerVendor(t.app);
    const licence = { licenceType: "cross_border_taxi", licenceNumber: "CBT-2291" };
    const vehicle = { registration: "SG", permitExpires: "2099-12-31", plate: "SH 1234 A" };
    expect((await verify(whole.user.id, { ...licence, ...vehicle })).statusCode).toBe(200);
    expect((await verify(oldBody.user.id, licence)).statusCode).toBe(200);
    // Verified before the vehicle was recorded (migration 0024): the sweep asks it.
    const legacy = await insertPerson(t.db, "legacy", {
      isVendor: true,
      vendorVerified: true,
      vehicle: { vendorRegistration: null, vendorPermitExpires: null, vendorPlate: null },
    });
    const vendors = [whole.user.id, oldBody.user.id, legacy.id];

    expect(await told("vendor_verified", vendors)).toEqual([
      {
        userId: whole.user.id,
        rideId: null,
        text: "An administrator has verified your vehicle SH 1234 A: you may take rides up to its permit's last day, 31 Dec 2099.",
      },
    ]);
    expect(whoOf(await told("vendor_reverify", vendors))).toEqual([oldBody.user.id]);
    await sweepTwice(new Date());
    await sendDueCarriageNotices(t.db, new Date(Date.now() + HOUR));
    const asked = await told("vendor_reverify", vendors);
    expect(whoOf(asked)).toEqual([oldBody.user.id, legacy.id].sort());
    expect(asked[0]?.text).toBe(
      "An administrator asks for your vehicle to be verified again, with its registration, permit and plate. Until then you cannot take a new ride.",
    );
  });

  it("tells a vendor when a rider rates it, and nobody else", async () => {
    const { ride, organizer, rider } = await rideWithRider(1);
    const vendor = await registerVerifiedVendor(t.app, t.db);
    expect((await api.send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(
      200,
    );
    await t.db
      .update(rides)
      .set({ date: new Date(Date.now() - DAY) })
      .where(eq(rides.id, ride.id));
    const rated = await api.send("POST", `/api/rides/${ride.id}/rating`, rider.cookie, {
      stars: 4,
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const again = await api.send("POST", `/api/rides/${ride.id}/rating`, rider.cookie, {
      stars: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(await told("vendor_rated", [organizer.user.id, rider.user.id, vendor.user.id])).toEqual([
      {
        userId: vendor.user.id,
        rideId: ride.id,
        text: expect.stringMatching(/^A rider rated your driving on the .+: 4 stars of 5\.$/),
      },
    ]);
  });
});
