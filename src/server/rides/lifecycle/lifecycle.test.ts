// The ride's lifecycle (decision 021): a delete with others aboard cancels the ride, kept for its
// people with the reason; the direction is fixed once another rider joins; a ride is completed
// from its departure on, in every answer.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, rides, rideWaitlist } from "../../db/schema/index.ts";
import { createRide, findRideRow, insertPastRide, newRideBody } from "../../testing/rides.ts";
import { clientOf, createTestApp, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";
import { registerVerifiedVendor } from "../../testing/vendors.ts";

const t = testAppForSuite();

const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);
const ids = (response: { json: () => unknown }) =>
  (response.json() as { id: number }[]).map((ride) => ride.id);

const join = (rideId: number, cookie: string, passengerCount = 1) =>
  send("POST", `/api/rides/${rideId}/join`, cookie, {
    passengerCount,
    dropoffLocation: "Tampines Mall",
  });

const edit = (rideId: number, cookie: string, overrides: Parameters<typeof newRideBody>[0]) =>
  send("PATCH", `/api/rides/${rideId}`, cookie, newRideBody(overrides));

/** A ride with its organizer, a rider aboard and a verified vendor driving it. */
async function rideWithPeople(options: Parameters<typeof createRide>[2] = {}) {
  const organizer = await registerUser(t.app, { name: "Olive Organizer" });
  const rider = await registerUser(t.app);
  const vendor = await registerVerifiedVendor(t.app, t.db);
  const outsider = await registerUser(t.app);
  const ride = await createRide(t.app, organizer.cookie, options);
  expect((await join(ride.id, rider.cookie)).statusCode).toBe(201);
  expect((await send("POST", `/api/rides/${ride.id}/assign`, vendor.cookie)).statusCode).toBe(200);
  return { organizer, rider, vendor, outsider, ride };
}

const rideRow = (id: number) => findRideRow(t.db, id);

describe("DELETE /api/rides/{id}", () => {
  it("deletes a ride with only its organizer aboard, as before", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { organizerPassengerCount: 2 });
    const response = await send("DELETE", `/api/rides/${ride.id}`, organizer.cookie, {
      reason: "Plans changed",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Ride deleted" });
    expect(await rideRow(ride.id)).toBeUndefined();
    expect((await get(`/api/rides/${ride.id}`, organizer.cookie)).statusCode).toBe(404);
  });

  it("cancels a ride others have joined: kept with the reason, for its people alone", async () => {
    const { organizer, rider, vendor, outsider, ride } = await rideWithPeople();
    const response = await send("DELETE", `/api/rides/${ride.id}`, organizer.cookie, {
      reason: "  The charter company pulled out  ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Ride cancelled" });
    expect(await rideRow(ride.id)).toMatchObject({
      status: "cancelled",
      cancelReason: "The charter company pulled out",
      cancelledAt: expect.any(Date),
      currentPassengers: 2,
    });

    for (const reader of [organizer, rider, vendor]) {
      const read = await get(`/api/rides/${ride.id}`, reader.cookie);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        status: "cancelled",
        cancelReason: "The charter company pulled out",
        cancelledAt: expect.any(String),
      });
      expect((await get(`/api/rides/${ride.id}/passengers`, reader.cookie)).statusCode).toBe(200);
    }
    // Visitors and outsiders are answered as if it did not exist.
    expect((await get(`/api/rides/${ride.id}`)).statusCode).toBe(404);
    expect((await get(`/api/rides/${ride.id}`, outsider.cookie)).statusCode).toBe(404);
    expect((await get(`/api/rides/${ride.id}/passengers`, outsider.cookie)).statusCode).toBe(404);
    expect((await get(`/api/rides/${ride.id}/waitlist`, outsider.cookie)).statusCode).toBe(404);
    expect((await get(`/api/rides/${ride.id}/calendar.ics`)).statusCode).toBe(404);
  });

  it("tells everyone aboard and the driver, with the reason, never the organizer", async () => {
    const { organizer, rider, vendor, ride } = await rideWithPeople();
    await send("DELETE", `/api/rides/${ride.id}`, organizer.cookie, { reason: "Flu" });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.rideId, ride.id), eq(notifications.type, "cancelled")));
    expect(rows.map((row) => row.userId).sort()).toEqual([rider.user.id, vendor.user.id].sort());
    for (const row of rows) {
      expect(row.text).toMatch(/^Olive Organizer cancelled the Singapore to Forest City ride on /);
      expect(row.text).toMatch(/SGT\. Reason: Flu$/);
    }
  });

  it("refuses a reason over 500 characters with 400 naming the field, changing nothing", async () => {
    const { organizer, ride } = await rideWithPeople();
    const response = await send("DELETE", `/api/rides/${ride.id}`, organizer.cookie, {
      reason: "x".repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("reason: reason must be at most 500 characters");
    expect(await rideRow(ride.id)).toMatchObject({ status: "assigned", cancelReason: null });
  });

  it("cancels without a reason too", async () => {
    const { organizer, rider, ride } = await rideWithPeople();
    expect((await send("DELETE", `/api/rides/${ride.id}`, organizer.cookie)).statusCode).toBe(200);
    const read = await get(`/api/rides/${ride.id}`, rider.cookie);
    expect(read.json()).toMatchObject({ status: "cancelled", cancelReason: null });
  });
});

describe("a cancelled ride", () => {
  it("leaves the public list, the stats and the vendors' open rides", async () => {
    const fresh = await createTestApp();
    try {
      const organizer = await registerUser(fresh.app);
      const rider = await registerUser(fresh.app);
      const kept = await createRide(fresh.app, organizer.cookie);
      const ride = await createRide(fresh.app, organizer.cookie);
      const client = clientOf(fresh);
      await client.send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
        passengerCount: 1,
        dropoffLocation: "Tampines Mall",
      });
      await client.send("DELETE", `/api/rides/${ride.id}`, organizer.cookie, { reason: "Rain" });

      for (const url of ["/api/rides", "/api/rides?time=all", "/api/rides?status=open"]) {
        expect(ids(await client.get(url, rider.cookie))).toEqual([kept.id]);
      }
      const cancelledFilter = await client.get("/api/rides?status=cancelled");
      expect(cancelledFilter.statusCode).toBe(400);
      expect(cancelledFilter.json().error).toMatch(/^status: /);
      expect((await client.get("/api/stats")).json()).toEqual({ totalRides: 1, totalUsers: 2 });
      // The vendor dashboard's open rides are this list's.
      const open = await client.get("/api/rides?status=open&time=upcoming&sort=dateAsc");
      expect(ids(open)).toEqual([kept.id]);
    } finally {
      await fresh.close();
    }
  });

  it("stays in My Rides and the vendor's rides, marked cancelled", async () => {
    const { organizer, rider, vendor, ride } = await rideWithPeople();
    await send("DELETE", `/api/rides/${ride.id}`, organizer.cookie);
    for (const person of [organizer, rider, vendor]) {
      const mine = (await get("/api/rides/user/joined", person.cookie)).json() as {
        id: number;
        status: string;
      }[];
      expect(mine.find((row) => row.id === ride.id)).toMatchObject({ status: "cancelled" });
    }
    const driven = (await get("/api/vendor/rides", vendor.cookie)).json() as {
      id: number;
      status: string;
    }[];
    expect(driven.find((row) => row.id === ride.id)).toMatchObject({ status: "cancelled" });
  });

  it("refuses joins, the waitlist, edits, leaving, a second cancel and the vendors", async () => {
    const { organizer, rider, vendor, outsider, ride } = await rideWithPeople({ maxPassengers: 2 });
    const waiting = await registerUser(t.app);
    const wait = await send("POST", `/api/rides/${ride.id}/waitlist`, waiting.cookie, {
      passengerCount: 1,
      dropoffLocation: "Bedok",
    });
    expect(wait.statusCode).toBe(201);
    await send("DELETE", `/api/rides/${ride.id}`, organizer.cookie, { reason: "Rain" });
    // The queue is closed: its parties are let go.
    expect(await t.db.$count(rideWaitlist, eq(rideWaitlist.rideId, ride.id))).toBe(0);

    const cancelled = { error: "This ride has been cancelled" };
    const refusals = [
      [await join(ride.id, outsider.cookie), cancelled],
      [
        await send("POST", `/api/rides/${ride.id}/waitlist`, outsider.cookie, {
          passengerCount: 1,
          dropoffLocation: "Bedok",
        }),
        { error: "This ride has been cancelled: its waitlist is closed" },
      ],
      [await edit(ride.id, organizer.cookie, {}), cancelled],
      [
        await send("DELETE", `/api/rides/${ride.id}`, organizer.cookie),
        { error: "This ride has already been cancelled" },
      ],
      [await send("POST", `/api/rides/${ride.id}/release`, vendor.cookie), cancelled],
    ] as const;
    for (const [response, body] of refusals) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject(body);
    }
    const passengers = (await get(`/api/rides/${ride.id}/passengers`, rider.cookie)).json() as {
      id: number;
      userId: number;
    }[];
    const own = passengers.find((passenger) => passenger.userId === rider.user.id);
    const leave = await send("DELETE", `/api/rides/${ride.id}/passengers/${own?.id}`, rider.cookie);
    expect(leave.statusCode).toBe(409);
    expect(await rideRow(ride.id)).toMatchObject({ status: "cancelled", currentPassengers: 2 });
  });
});

describe("the direction", () => {
  it("cannot change once another rider has joined: 409 with the reason, nothing written", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { organizerPassengerCount: 2 });
    await join(ride.id, rider.cookie);
    const flip = await edit(ride.id, organizer.cookie, {
      direction: "FC->SG",
      organizerPassengerCount: 2,
    });
    expect(flip.statusCode).toBe(409);
    expect(flip.json()).toEqual({
      code: "direction_fixed",
      error:
        "The direction cannot change once another rider has joined: cancel the ride and create a new one",
    });
    expect(await rideRow(ride.id)).toMatchObject({ direction: "SG->FC" });
    // Other changes still go through.
    const same = await edit(ride.id, organizer.cookie, {
      maxPassengers: 5,
      organizerPassengerCount: 2,
    });
    expect(same.statusCode).toBe(200);
  });

  it("changes freely while the organizer's party is alone on the ride", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { organizerPassengerCount: 3 });
    const flip = await edit(ride.id, organizer.cookie, {
      direction: "FC->SG",
      organizerPassengerCount: 3,
    });
    expect(flip.statusCode).toBe(200);
    expect(flip.json()).toMatchObject({ direction: "FC->SG" });
  });
});

describe("a ride whose departure has passed", () => {
  it("is completed in every answer, and the status filter means what the reader sees", async () => {
    const fresh = await createTestApp();
    try {
      const organizer = await registerUser(fresh.app);
      const vendor = await registerVerifiedVendor(fresh.app, fresh.db);
      const upcoming = await createRide(fresh.app, organizer.cookie);
      // Stored open and assigned, but gone: neither may read "Open" nor "Driver Assigned".
      const pastOpen = await insertPastRide(fresh.db, organizer.user.id);
      const pastAssigned = await insertPastRide(fresh.db, organizer.user.id);
      await fresh.db
        .update(rides)
        .set({ status: "assigned", vendorId: vendor.user.id })
        .where(eq(rides.id, pastAssigned.id));
      const client = clientOf(fresh);
      const statusOf = async (url: string, cookie?: string) =>
        Object.fromEntries(
          ((await client.get(url, cookie)).json() as { id: number; status: string }[]).map(
            (ride) => [ride.id, ride.status],
          ),
        );

      expect(await statusOf("/api/rides?time=all")).toEqual({
        [upcoming.id]: "open",
        [pastOpen.id]: "completed",
        [pastAssigned.id]: "completed",
      });
      for (const id of [pastOpen.id, pastAssigned.id]) {
        expect((await client.get(`/api/rides/${id}`)).json()).toMatchObject({
          status: "completed",
        });
      }
      expect(await statusOf("/api/rides/user/joined", organizer.cookie)).toMatchObject({
        [pastOpen.id]: "completed",
        [pastAssigned.id]: "completed",
      });
      expect(await statusOf("/api/vendor/rides", vendor.cookie)).toEqual({
        [pastAssigned.id]: "completed",
      });

      expect(ids(await client.get("/api/rides?time=all&status=open"))).toEqual([upcoming.id]);
      expect(ids(await client.get("/api/rides?time=all&status=assigned"))).toEqual([]);
      expect(ids(await client.get("/api/rides?time=all&status=completed")).sort()).toEqual(
        [pastOpen.id, pastAssigned.id].sort(),
      );
    } finally {
      await fresh.close();
    }
  });
});
