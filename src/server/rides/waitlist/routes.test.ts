import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ridePassengers, rides, rideWaitlist } from "../../db/schema/index.ts";
import { createRide, insertPastRide } from "../../testing/rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";

const t = testAppForSuite();

const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);
const join = (rideId: number, cookie: string, passengerCount = 1, dropoffLocation = "Bedok MRT") =>
  send("POST", `/api/rides/${rideId}/join`, cookie, { passengerCount, dropoffLocation });
const wait = (rideId: number, cookie: string, passengerCount = 1, dropoffLocation = "Bedok MRT") =>
  send("POST", `/api/rides/${rideId}/waitlist`, cookie, { passengerCount, dropoffLocation });

async function passengers(rideId: number) {
  return t.db.select().from(ridePassengers).where(eq(ridePassengers.rideId, rideId));
}
async function rideRow(id: number) {
  const [row] = await t.db.select().from(rides).where(eq(rides.id, id));
  return row;
}

/** A ride with `max` seats, the organizer and `riders` single riders aboard. */
async function rideWith(max: number, riders: number, direction: "SG->FC" | "FC->SG" = "SG->FC") {
  const organizer = await registerUser(t.app);
  const ride = await createRide(t.app, organizer.cookie, { maxPassengers: max, direction });
  const aboard = [];
  for (let i = 0; i < riders; i++) {
    const rider = await registerUser(t.app);
    const joined = await join(ride.id, rider.cookie);
    expect(joined.statusCode).toBe(201);
    aboard.push({ ...rider, passengerId: joined.json().id as number });
  }
  return { organizer, ride, aboard };
}

describe("joining the waitlist", () => {
  it("queues parties that do not fit, numbering their places", async () => {
    const { ride } = await rideWith(3, 1);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const first = await wait(ride.id, a.cookie, 2);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ position: 1 });
    const full = await join(ride.id, b.cookie, 1);
    expect(full.statusCode).toBe(201);
    expect((await wait(ride.id, (await registerUser(t.app)).cookie, 1)).json()).toEqual({
      position: 2,
    });
  });

  it("refuses a party that fits, a second wait, a passenger, visitors, past and unknown rides", async () => {
    const { organizer, ride, aboard } = await rideWith(3, 1);
    const a = await registerUser(t.app);
    const fits = await wait(ride.id, a.cookie, 1);
    expect(fits.statusCode).toBe(409);
    expect(fits.json()).toMatchObject({ error: "There are enough free seats: join instead" });
    expect((await wait(ride.id, a.cookie, 2)).statusCode).toBe(201);
    const again = await wait(ride.id, a.cookie, 3);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "You are already on the waitlist" });
    expect((await wait(ride.id, aboard[0]?.cookie ?? "", 3)).json()).toMatchObject({
      error: "You have already joined this ride",
    });
    expect((await wait(ride.id, organizer.cookie, 3)).statusCode).toBe(409);
    expect(
      (
        await send("POST", `/api/rides/${ride.id}/waitlist`, undefined, {
          passengerCount: 2,
          dropoffLocation: "x",
        })
      ).statusCode,
    ).toBe(401);
    expect((await wait(999_999, a.cookie, 2)).statusCode).toBe(404);
    const past = await insertPastRide(t.db, organizer.user.id);
    const closed = await wait(past.id, a.cookie, 9);
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({
      error: "This ride has departed: its waitlist is closed",
    });
    const bad = await wait(ride.id, a.cookie, 0);
    expect(bad.json()).toMatchObject({ error: "passengerCount: Must have at least 1 passenger" });
    expect(
      await t.db.select().from(rideWaitlist).where(eq(rideWaitlist.rideId, ride.id)),
    ).toHaveLength(1);
  });
});

describe("reading and leaving the waitlist", () => {
  it("shows the organizer the queue, a waiting rider their place, and others nothing", async () => {
    const { organizer, ride, aboard } = await rideWith(2, 1);
    const a = await registerUser(t.app, { name: "Ann Wait" });
    const b = await registerUser(t.app, { name: "Ben Wait" });
    await wait(ride.id, a.cookie, 2, "Tampines");
    await wait(ride.id, b.cookie, 1, "Woodlands");
    const queue = await get(`/api/rides/${ride.id}/waitlist`, organizer.cookie);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual({
      queue: [
        {
          position: 1,
          userId: a.user.id,
          name: "Ann Wait",
          passengerCount: 2,
          dropoffLocation: "Tampines",
        },
        {
          position: 2,
          userId: b.user.id,
          name: "Ben Wait",
          passengerCount: 1,
          dropoffLocation: "Woodlands",
        },
      ],
    });
    expect((await get(`/api/rides/${ride.id}/waitlist`, b.cookie)).json()).toEqual({ position: 2 });
    expect((await get(`/api/rides/${ride.id}/waitlist`, aboard[0]?.cookie)).statusCode).toBe(403);
    expect((await get(`/api/rides/${ride.id}/waitlist`)).statusCode).toBe(401);

    const left = await send("DELETE", `/api/rides/${ride.id}/waitlist`, a.cookie);
    expect(left.statusCode).toBe(200);
    expect((await get(`/api/rides/${ride.id}/waitlist`, b.cookie)).json()).toEqual({ position: 1 });
    const twice = await send("DELETE", `/api/rides/${ride.id}/waitlist`, a.cookie);
    expect(twice.statusCode).toBe(404);
    expect((await send("DELETE", `/api/rides/${ride.id}/waitlist`)).statusCode).toBe(401);
  });
});

describe("seating from the waitlist", () => {
  it("seats in order of arrival when a passenger leaves; a big party keeps its place", async () => {
    const { organizer, ride, aboard } = await rideWith(4, 3, "FC->SG");
    const big = await registerUser(t.app);
    const small = await registerUser(t.app);
    const later = await registerUser(t.app);
    await wait(ride.id, big.cookie, 3, "Tampines");
    await wait(ride.id, small.cookie, 1, "Woodlands");
    await wait(ride.id, later.cookie, 1, "Jurong");
    // Lock the drop-off order: a seated party goes to its end, as a join does.
    expect(
      (await send("POST", `/api/rides/${ride.id}/lockSequence`, organizer.cookie)).statusCode,
    ).toBe(200);

    const [leaver] = aboard;
    if (!leaver) throw new Error("no rider");
    const left = await send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${leaver.passengerId}`,
      leaver.cookie,
    );
    expect(left.statusCode).toBe(200);

    const rows = await passengers(ride.id);
    const seated = rows.find((row) => row.userId === small.user.id);
    expect(seated).toMatchObject({
      passengerCount: 1,
      dropoffLocation: "Woodlands",
      fromWaitlist: true,
    });
    expect(seated?.dropoffSequence).toBe(Math.max(...rows.map((row) => row.dropoffSequence ?? 0)));
    expect(rows.some((row) => row.userId === big.user.id || row.userId === later.user.id)).toBe(
      false,
    );
    expect(await rideRow(ride.id)).toMatchObject({ currentPassengers: 4, additionalStops: 2 });
    expect(
      (await get(`/api/rides/${ride.id}/waitlist`, organizer.cookie))
        .json()
        .queue.map((party: { userId: number }) => party.userId),
    ).toEqual([big.user.id, later.user.id]);
  });

  it("seats the waitlist when the organizer removes a passenger or adds seats", async () => {
    const { organizer, ride, aboard } = await rideWith(3, 2);
    const pair = await registerUser(t.app);
    const single = await registerUser(t.app);
    await wait(ride.id, pair.cookie, 2);
    await wait(ride.id, single.cookie, 1);
    const removed = aboard[0];
    if (!removed) throw new Error("no rider");
    await send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${removed.passengerId}`,
      organizer.cookie,
    );
    let rows = await passengers(ride.id);
    expect(rows.map((row) => row.userId)).toContain(single.user.id);
    expect(rows.map((row) => row.userId)).not.toContain(pair.user.id);

    const edited = await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, {
      direction: "SG->FC",
      maxPassengers: 5,
      date: (await rideRow(ride.id))?.date.toISOString(),
      organizerPassengerCount: 1,
      pickupLocation: "Pasir Ris MRT",
      dropoffLocations: [{ location: "Pasir Ris MRT", passengerCount: 1 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ currentPassengers: 5, maxPassengers: 5 });
    rows = await passengers(ride.id);
    expect(rows.find((row) => row.userId === pair.user.id)).toMatchObject({
      passengerCount: 2,
      fromWaitlist: true,
    });
    expect(await t.db.select().from(rideWaitlist).where(eq(rideWaitlist.rideId, ride.id))).toEqual(
      [],
    );
  });

  it("takes a rider who joins directly off the waitlist", async () => {
    const { ride } = await rideWith(3, 1);
    const pair = await registerUser(t.app);
    await wait(ride.id, pair.cookie, 2);
    expect((await join(ride.id, pair.cookie, 1)).statusCode).toBe(201);
    expect(await t.db.select().from(rideWaitlist).where(eq(rideWaitlist.rideId, ride.id))).toEqual(
      [],
    );
    expect((await passengers(ride.id)).map((row) => row.userId)).toContain(pair.user.id);
  });

  it("seats nobody after departure", async () => {
    const { ride, aboard } = await rideWith(2, 1);
    const waiting = await registerUser(t.app);
    await wait(ride.id, waiting.cookie, 1);
    await t.db
      .update(rides)
      .set({ date: new Date(Date.now() - 60_000) })
      .where(eq(rides.id, ride.id));
    const rider = aboard[0];
    if (!rider) throw new Error("no rider");
    // Leaving a departed ride is refused, so no seat frees up for the queue.
    expect(
      (await send("DELETE", `/api/rides/${ride.id}/passengers/${rider.passengerId}`, rider.cookie))
        .statusCode,
    ).toBe(400);
    expect((await passengers(ride.id)).map((row) => row.userId)).not.toContain(waiting.user.id);
  });
});
