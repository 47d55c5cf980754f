import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ridePassengers } from "../../db/schema/index.ts";
import { createRide, findRideRow, insertPastRide } from "../../testing/rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { insertRidersWithSessions, registerUser } from "../../testing/users.ts";
import { registerVendor } from "../../testing/vendors.ts";
import { lockRide } from "../lock.ts";

const t = testAppForSuite();

const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);
const send: ReturnType<typeof clientOf>["send"] = (...args) => clientOf(t).send(...args);
/** The organizer moves a passenger to a place in the drop-off order. */
const moveTo = (rideId: number, entryId: number, cookie: string, sequence: number) =>
  send("PATCH", `/api/rides/${rideId}/passengers/${entryId}/sequence`, cookie, { sequence });
/** The drop-off positions of an answered passenger list, in its order. */
const positions = (response: { json: () => { dropoffSequence: number }[] }) =>
  response.json().map((passenger) => passenger.dropoffSequence);
const join = (rideId: number, cookie: string, passengerCount = 1, dropoffLocation = "Bedok MRT") =>
  send("POST", `/api/rides/${rideId}/join`, cookie, { passengerCount, dropoffLocation });

const rideRow = (id: number) => findRideRow(t.db, id);

/** An organizer's six-seat ride and two riders not on it yet. */
async function sixSeatRideAndTwoRiders() {
  const organizer = await registerUser(t.app);
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 6 });
  return { organizer, a, b, ride };
}

describe("joining", () => {
  it("takes the seats and counts distinct stops", async () => {
    const { a, b, ride } = await sixSeatRideAndTwoRiders();

    const first = await join(ride.id, a.cookie, 2, "Bedok MRT");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      userId: a.user.id,
      passengerCount: 2,
      dropoffLocation: "Bedok MRT",
    });
    expect(await rideRow(ride.id)).toMatchObject({ currentPassengers: 3, additionalStops: 1 });

    // The same place in other letters and spaces is not another stop.
    await join(ride.id, b.cookie, 1, "  bedok mrt ");
    expect(await rideRow(ride.id)).toMatchObject({ currentPassengers: 4, additionalStops: 1 });
  });

  it("refuses visitors, unknown rides, a second join, and more seats than are left", async () => {
    const organizer = await registerUser(t.app);
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 3 });

    expect(
      (
        await send("POST", `/api/rides/${ride.id}/join`, undefined, {
          passengerCount: 1,
          dropoffLocation: "x",
        })
      ).statusCode,
    ).toBe(401);
    expect((await join(999_999, a.cookie)).statusCode).toBe(404);
    expect((await join(ride.id, organizer.cookie)).statusCode).toBe(409);
    expect((await join(ride.id, a.cookie, 1)).statusCode).toBe(201);
    const again = await join(ride.id, a.cookie, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already joined/);
    const tooMany = await join(ride.id, b.cookie, 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ error: "Only 1 spot remaining" });
    expect(await rideRow(ride.id)).toMatchObject({ currentPassengers: 2 });
  });

  it("refuses bad bodies with 400 naming the field", async () => {
    const organizer = await registerUser(t.app);
    const a = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const zero = await join(ride.id, a.cookie, 0);
    expect(zero.json()).toMatchObject({ error: "passengerCount: Must have at least 1 passenger" });
    const empty = await join(ride.id, a.cookie, 1, "   ");
    expect(empty.json()).toMatchObject({ error: "dropoffLocation: Drop-off location is required" });
  });

  it("refuses a past ride and a full one", async () => {
    const organizer = await registerUser(t.app);
    const a = await registerUser(t.app);
    const past = await insertPastRide(t.db, organizer.user.id);
    const pastJoin = await join(past.id, a.cookie);
    expect(pastJoin.statusCode).toBe(400);
    const full = await createRide(t.app, organizer.cookie, { maxPassengers: 1 });
    const fullJoin = await join(full.id, a.cookie);
    expect(fullJoin.statusCode).toBe(409);
    expect(fullJoin.json()).toMatchObject({ error: "This ride is full" });
  });

  it.skipIf(process.env.TEST_DB !== "postgres")(
    "refuses a join on a full ride without waiting for the ride's lock",
    async () => {
      const organizer = await registerUser(t.app);
      const a = await registerUser(t.app);
      const b = await registerUser(t.app);
      const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 2 });
      expect((await join(ride.id, a.cookie)).statusCode).toBe(201);
      // Another change to the ride holds its lock, as the joins ahead of a peak's taps do.
      let lockTaken = () => {};
      let release = () => {};
      const taken = new Promise<void>((resolve) => {
        lockTaken = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = t.db.transaction(async (tx) => {
        await lockRide(tx, ride.id);
        lockTaken();
        await released;
      });
      await taken;
      try {
        const answer = await Promise.race([
          join(ride.id, b.cookie),
          sleep(5000, "waited" as const),
        ]);
        if (answer === "waited") throw new Error("the join waited for the ride's lock");
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ error: "This ride is full" });
      } finally {
        release();
        await holder;
      }
    },
  );

  it("never overbooks: 50 concurrent joins for 4 free seats, spread over two app instances", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { maxPassengers: 5 });
    const riders = await insertRidersWithSessions(t.db, 50);
    // On PostgreSQL the second instance has its own connection pool; on PGlite it is the same app.
    const second = await t.anotherInstance();
    const responses = await Promise.all(
      riders.map((rider, i) =>
        (i % 2 ? second : t.app).inject({
          method: "POST",
          url: `/api/rides/${ride.id}/join`,
          payload: { passengerCount: 1, dropoffLocation: `Stop ${i}` },
          headers: { cookie: rider.cookie },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(46);
    const row = await rideRow(ride.id);
    const passengers = await t.db
      .select()
      .from(ridePassengers)
      .where(eq(ridePassengers.rideId, ride.id));
    expect(row?.currentPassengers).toBe(5);
    expect(passengers).toHaveLength(5);
    expect(passengers.reduce((sum, p) => sum + p.passengerCount, 0)).toBe(5);
    expect(row?.additionalStops).toBe(4);
  });
});

describe("passenger list", () => {
  it("needs a login and shows contacts only to those on the ride", async () => {
    const organizer = await registerUser(t.app);
    const a = await registerUser(t.app, { whatsappNumber: "+6598765432" });
    const outsider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    await join(ride.id, a.cookie);

    expect((await get(`/api/rides/${ride.id}/passengers`)).statusCode).toBe(401);
    const mine = await get(`/api/rides/${ride.id}/passengers`, organizer.cookie);
    expect(mine.statusCode).toBe(200);
    const list = mine.json();
    expect(list).toHaveLength(2);
    expect(list[1].user).toMatchObject({
      fullName: expect.any(String),
      whatsappNumber: "+6598765432",
    });
    const theirs = await get(`/api/rides/${ride.id}/passengers`, outsider.cookie);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain("+6598765432");
    expect((await get("/api/rides/999999/passengers", outsider.cookie)).statusCode).toBe(404);
  });
});

describe("leaving and removing", () => {
  it("lets a passenger leave and the creator remove, but not others", async () => {
    const { organizer, a, b, ride } = await sixSeatRideAndTwoRiders();
    const pa = (await join(ride.id, a.cookie, 2, "Bedok")).json();
    const pb = (await join(ride.id, b.cookie, 1, "Changi")).json();
    expect(await rideRow(ride.id)).toMatchObject({ currentPassengers: 4, additionalStops: 2 });

    const byOther = await send("DELETE", `/api/rides/${ride.id}/passengers/${pa.id}`, b.cookie);
    expect(byOther.statusCode).toBe(403);
    expect(
      (await send("DELETE", `/api/rides/${ride.id}/passengers/${pa.id}`, a.cookie)).statusCode,
    ).toBe(200);
    expect(await rideRow(ride.id)).toMatchObject({ currentPassengers: 2, additionalStops: 1 });
    expect(
      (await send("DELETE", `/api/rides/${ride.id}/passengers/${pb.id}`, organizer.cookie))
        .statusCode,
    ).toBe(200);
    expect(await rideRow(ride.id)).toMatchObject({ currentPassengers: 1, additionalStops: 0 });

    const own = (await get(`/api/rides/${ride.id}/passengers`, organizer.cookie)).json()[0];
    const creatorEntry = await send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${own.id}`,
      organizer.cookie,
    );
    expect(creatorEntry.statusCode).toBe(400);
    expect(
      (await send("DELETE", `/api/rides/${ride.id}/passengers/999999`, organizer.cookie))
        .statusCode,
    ).toBe(404);
  });

  it("refuses leaving a past ride", async () => {
    const organizer = await registerUser(t.app);
    const a = await registerUser(t.app);
    const past = await insertPastRide(t.db, organizer.user.id);
    const [entry] = await t.db
      .insert(ridePassengers)
      .values({ rideId: past.id, userId: a.user.id, dropoffLocation: "Bedok" })
      .returning();
    const response = await send(
      "DELETE",
      `/api/rides/${past.id}/passengers/${entry?.id}`,
      a.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(await t.db.$count(ridePassengers, eq(ridePassengers.rideId, past.id))).toBe(2);
  });
});

describe("vendors and removal reasons", () => {
  it("refuses a vendor's join with 403, even by a direct request", async () => {
    const organizer = await registerUser(t.app);
    const vendor = await registerVendor(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    const response = await join(ride.id, vendor.cookie, 1, "Bedok");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: "Vendors cannot join rides" });
    expect(await t.db.$count(ridePassengers, eq(ridePassengers.rideId, ride.id))).toBe(1);
  });

  it("takes an optional reason when the organizer removes someone, and checks its length", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    await join(ride.id, rider.cookie, 1, "Bedok");
    const entry = (await get(`/api/rides/${ride.id}/passengers`, organizer.cookie))
      .json()
      .find((p: { userId: number }) => p.userId === rider.user.id);
    const url = `/api/rides/${ride.id}/passengers/${entry.id}`;
    const tooLong = await send("DELETE", url, organizer.cookie, { reason: "x".repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/reason/);
    expect(await t.db.$count(ridePassengers, eq(ridePassengers.rideId, ride.id))).toBe(2);
    const removed = await send("DELETE", url, organizer.cookie, { reason: "Plans changed" });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: "Passenger removed" });
    expect(await t.db.$count(ridePassengers, eq(ridePassengers.rideId, ride.id))).toBe(1);
  });
});

describe("drop-off sequence", () => {
  async function fcRideWithPassengers() {
    const organizer = await registerUser(t.app);
    const riders = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
    const ride = await createRide(t.app, organizer.cookie, {
      direction: "FC->SG",
      maxPassengers: 6,
      dropoffLocations: [{ location: "Tampines", passengerCount: 1 }],
    });
    for (const [i, rider] of riders.entries()) await join(ride.id, rider.cookie, 1, `Stop ${i}`);
    const passengers = (await get(`/api/rides/${ride.id}/passengers`, organizer.cookie)).json();
    return { organizer, riders, ride, passengers };
  }

  it("moves a passenger, keeping positions 1..n, then locks", async () => {
    const { organizer, ride, passengers } = await fcRideWithPassengers();
    const last = passengers[3];
    const moved = await moveTo(ride.id, last.id, organizer.cookie, 1);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()[0].id).toBe(last.id);
    expect(moved.json()[0].dropoffSequence).toBe(1);

    const locked = await send("POST", `/api/rides/${ride.id}/lockSequence`, organizer.cookie);
    expect(locked.statusCode).toBe(200);
    expect(positions(locked)).toEqual([1, 2, 3, 4]);
    expect((await get(`/api/rides/${ride.id}`)).json().sequenceLocked).toBe(true);

    const afterLock = await moveTo(ride.id, last.id, organizer.cookie, 2);
    expect(afterLock.statusCode).toBe(409);
  });

  it("stays unlocked after moves that place everyone, until Lock Sequence", async () => {
    const { organizer, ride, passengers } = await fcRideWithPassengers();
    const first = passengers[0];
    const down = await moveTo(ride.id, first.id, organizer.cookie, 4);
    expect(positions(down)).toEqual([1, 2, 3, 4]);
    expect((await get(`/api/rides/${ride.id}`)).json().sequenceLocked).toBe(false);
    const back = await moveTo(ride.id, first.id, organizer.cookie, 1);
    expect(back.statusCode).toBe(200);
    expect(back.json()[0].id).toBe(first.id);
  });

  it("refuses riders other than the organizer", async () => {
    const { riders, ride, passengers } = await fcRideWithPassengers();
    const notCreator = await send(
      "PATCH",
      `/api/rides/${ride.id}/passengers/${passengers[0].id}/sequence`,
      riders[0]?.cookie,
      { sequence: 2 },
    );
    expect(notCreator.statusCode).toBe(403);
  });
});

describe("notices in each reader's language", () => {
  const inbox = async (cookie: string) =>
    (await get("/api/notifications", cookie)).json().items as { type: string; text: string }[];

  it("tells a Chinese-reading organizer of a join in Chinese, and an English one in English", async () => {
    const organizer = await registerUser(t.app, { language: "zh" });
    const rider = await registerUser(t.app, { name: "Ann" });
    const ride = await createRide(t.app, organizer.cookie, { direction: "SG->FC" });
    expect((await join(ride.id, rider.cookie, 2)).statusCode).toBe(201);
    expect((await inbox(organizer.cookie))[0]?.text).toMatch(
      /^Ann 加入了你发起的.+ SGT 新加坡至森林城市的拼车（2 人同行）$/,
    );

    const english = await registerUser(t.app);
    const other = await createRide(t.app, english.cookie, { direction: "SG->FC" });
    expect((await join(other.id, rider.cookie, 2)).statusCode).toBe(201);
    expect((await inbox(english.cookie))[0]?.text).toMatch(
      /^Ann joined your Singapore to Forest City ride on .+ SGT \(party of 2\)$/,
    );
  });

  it("tells a Chinese-reading rider removed by an English organizer in Chinese", async () => {
    const organizer = await registerUser(t.app, { name: "Bo" });
    const rider = await registerUser(t.app, { language: "zh" });
    const ride = await createRide(t.app, organizer.cookie, { direction: "FC->SG" });
    const entry = (await join(ride.id, rider.cookie)).json() as { id: number };
    const removed = await send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${entry.id}`,
      organizer.cookie,
      { reason: "Car is full of luggage" },
    );
    expect(removed.statusCode).toBe(200);
    expect((await inbox(rider.cookie))[0]).toMatchObject({
      type: "removed",
      text: expect.stringMatching(
        /^Bo 将你移出了.+ SGT 森林城市至新加坡的拼车。原因：Car is full of luggage$/,
      ),
    });
  });
});
