// Weekly rides through the API: POST /api/rides with `repeat` makes the first ride and those due
// in the next weeks; the top-up job makes the rest as the weeks go by, once however many
// instances run it; each ride is its own; DELETE /api/ride-series/{id} cancels those to come.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { singaporeLocalToIso } from "../../../domain/shared/dates.ts";
import { notifications, rides } from "../../db/schema/index.ts";
import { newRideBody } from "../../testing/rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";
import { topUpSeries } from "./make.ts";

const t = testAppForSuite();
const { get, send } = clientOf(t);
const DAY_MS = 86_400_000;

/** The Singapore day `daysAhead` from now, its getDay number, and 08:00 on it. */
function dayAhead(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10);
  return {
    day,
    weekday: new Date(`${day}T00:00:00Z`).getUTCDay(),
    date: singaporeLocalToIso(`${day}T08:00`) as string,
  };
}

/** A weekly ride from tomorrow, 10 weeks long: 11 departures a week apart. */
async function weeklySeries(cookie: string) {
  const first = dayAhead(1);
  const until = dayAhead(71).day;
  const response = await send(
    "POST",
    "/api/rides",
    cookie,
    newRideBody({ date: first.date, repeat: { weekdays: [first.weekday], until } }),
  );
  expect(response.statusCode).toBe(201);
  const ride = response.json();
  const firstMs = Date.parse(first.date);
  /** How many of the 11 departures leave by `horizon`. */
  const dueBy = (horizon: number) =>
    Array.from({ length: 11 }, (_, k) => firstMs + k * 7 * DAY_MS).filter((d) => d <= horizon)
      .length;
  return { ride, seriesId: ride.seriesId as number, first, dueBy };
}

async function seriesRides(seriesId: number) {
  return t.db.select().from(rides).where(eq(rides.seriesId, seriesId)).orderBy(rides.date);
}

describe("POST /api/rides with repeat", () => {
  it("answers the first ride with its seriesId and makes the rides of the next three weeks", async () => {
    const organizer = await registerUser(t.app);
    const { ride, seriesId, first, dueBy } = await weeklySeries(organizer.cookie);
    expect(ride).toMatchObject({ date: first.date, seriesId: expect.any(Number) });
    const made = await seriesRides(seriesId);
    expect(made).toHaveLength(dueBy(Date.now() + 21 * DAY_MS));
    expect(made.map((row) => row.date.getTime() - Date.parse(first.date))).toEqual(
      made.map((_, k) => k * 7 * DAY_MS),
    );

    const read = await get(`/api/ride-series/${seriesId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: seriesId,
      weekdays: [first.weekday],
      cancelled: false,
    });
    expect(read.json().rides.map((r: { id: number }) => r.id)).toEqual(made.map((row) => row.id));
    expect((await get("/api/ride-series/999999")).statusCode).toBe(404);
  });

  it("tops up as the weeks go by, once, even with two instances at the same time", async () => {
    const organizer = await registerUser(t.app);
    const { seriesId, dueBy } = await weeklySeries(organizer.cookie);
    const later = new Date(Date.now() + 30 * DAY_MS);
    const other = await t.anotherInstance();
    await Promise.all([
      topUpSeries(t.db, later, t.app.config.WRITE_LIMITS.create),
      topUpSeries(other.db, later, t.app.config.WRITE_LIMITS.create),
    ]);
    expect(await seriesRides(seriesId)).toHaveLength(dueBy(later.getTime() + 21 * DAY_MS));
    await topUpSeries(t.db, later, t.app.config.WRITE_LIMITS.create);
    expect(await seriesRides(seriesId)).toHaveLength(dueBy(later.getTime() + 21 * DAY_MS));
    // Run late, it makes the last ones still; then the series is complete.
    await topUpSeries(t.db, new Date(Date.now() + 200 * DAY_MS), t.app.config.WRITE_LIMITS.create);
    expect(await seriesRides(seriesId)).toHaveLength(11);
  });

  it.each([
    [{ weekdays: [7], until: dayAhead(10).day }, /^repeat\.weekdays/],
    [{ weekdays: [], until: dayAhead(10).day }, /^repeat\.weekdays: /],
    [{ weekdays: [1], until: "next week" }, /^repeat\.until: /],
    [{ weekdays: [1], until: dayAhead(0).day }, /repeat\.until must not be before/],
    [{ weekdays: [1], until: dayAhead(1 + 85).day }, /repeat\.until must be at most 12 weeks/],
  ])("refuses repeat %j with 400 naming the field, making nothing", async (repeat, message) => {
    const organizer = await registerUser(t.app);
    const response = await send(
      "POST",
      "/api/rides",
      organizer.cookie,
      newRideBody({ date: dayAhead(1).date, repeat }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(await t.db.select().from(rides).where(eq(rides.creatorId, organizer.user.id))).toEqual(
      [],
    );
  });
});

describe("one ride of a series", () => {
  it("is joined and edited on its own", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const { seriesId, first } = await weeklySeries(organizer.cookie);
    const [, second] = await seriesRides(seriesId);
    if (!second) throw new Error("the series has a second ride");
    const join = await send("POST", `/api/rides/${second.id}/join`, rider.cookie, {
      dropoffLocation: "Forest City Mall",
      passengerCount: 1,
    });
    expect(join.statusCode).toBe(201);
    const edit = await send(
      "PATCH",
      `/api/rides/${second.id}`,
      organizer.cookie,
      newRideBody({ date: second.date.toISOString(), maxPassengers: 6 }),
    );
    expect(edit.statusCode).toBe(200);
    const after = await seriesRides(seriesId);
    expect(after.map((row) => [row.maxPassengers, row.currentPassengers])).toEqual(
      after.map((row) => (row.id === second.id ? [6, 2] : [4, 1])),
    );
    expect(after[0]?.date.toISOString()).toBe(first.date);
  });
});

describe("DELETE /api/ride-series/:id", () => {
  it("is the organizer's only, and cancels the rides to come, telling their passengers", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const { seriesId } = await weeklySeries(organizer.cookie);
    const [firstRide, joinedRide, ...rest] = await seriesRides(seriesId);
    if (!firstRide || !joinedRide) throw new Error("the series has two rides");
    await send("POST", `/api/rides/${joinedRide.id}/join`, rider.cookie, {
      dropoffLocation: "Forest City Mall",
      passengerCount: 1,
    });
    // The first has left already: the cancel leaves it as it was.
    const departed = new Date(Date.now() - DAY_MS);
    await t.db.update(rides).set({ date: departed }).where(eq(rides.id, firstRide.id));

    const stranger = await send("DELETE", `/api/ride-series/${seriesId}`, rider.cookie);
    expect(stranger.statusCode).toBe(403);
    expect(await seriesRides(seriesId)).toHaveLength(2 + rest.length);

    const cancel = await send("DELETE", `/api/ride-series/${seriesId}`, organizer.cookie);
    expect(cancel.statusCode).toBe(200);
    const after = await seriesRides(seriesId);
    // Joined: cancelled and kept for its passenger; nobody else's: deleted; departed: untouched.
    expect(after.map((row) => [row.id, row.status])).toEqual([
      [firstRide.id, "open"],
      [joinedRide.id, "cancelled"],
    ]);
    const told = await t.db
      .select({ rideId: notifications.rideId })
      .from(notifications)
      .where(and(eq(notifications.userId, rider.user.id), eq(notifications.type, "cancelled")));
    expect(told).toEqual([{ rideId: joinedRide.id }]);

    expect((await get(`/api/ride-series/${seriesId}`)).json().cancelled).toBe(true);
    await topUpSeries(t.db, new Date(Date.now() + 30 * DAY_MS), t.app.config.WRITE_LIMITS.create);
    expect(await seriesRides(seriesId)).toHaveLength(2);
  });
});

describe("PATCH /api/ride-series/:id (this and later ones)", () => {
  /** The series' rides as [Singapore time of day, seats]. */
  const shapes = async (seriesId: number) =>
    (await seriesRides(seriesId)).map((row) => [
      new Date(row.date.getTime() + 8 * 3_600_000).toISOString().slice(11, 16),
      row.maxPassengers,
    ]);

  it("moves this ride and the later ones to the new time on their own days, tells their people, and the next weeks follow", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const { seriesId, first } = await weeklySeries(organizer.cookie);
    const [firstRide, second, third] = await seriesRides(seriesId);
    if (!firstRide || !second || !third) throw new Error("the series has three rides");
    await send("POST", `/api/rides/${third.id}/join`, rider.cookie, {
      dropoffLocation: "Forest City Mall",
      passengerCount: 1,
    });
    // The new time comes with a day of its own: each ride keeps its day.
    const at0930 = singaporeLocalToIso(`${first.day}T09:30`) as string;
    const body = { ...newRideBody({ date: at0930, maxPassengers: 6 }), from: second.id };

    const stranger = await send("PATCH", `/api/ride-series/${seriesId}`, rider.cookie, body);
    expect(stranger.statusCode).toBe(403);
    const edit = await send("PATCH", `/api/ride-series/${seriesId}`, organizer.cookie, body);
    expect(edit.statusCode).toBe(200);
    expect(edit.json().rides).toHaveLength(3);

    expect(await shapes(seriesId)).toEqual([
      ["08:00", 4],
      ["09:30", 6],
      ["09:30", 6],
    ]);
    const moved = await seriesRides(seriesId);
    expect(moved[1]?.date.getTime()).toBe(second.date.getTime() + 90 * 60_000);
    const told = await t.db
      .select({ rideId: notifications.rideId })
      .from(notifications)
      .where(and(eq(notifications.userId, rider.user.id), eq(notifications.type, "ride_changed")));
    expect(told).toEqual([{ rideId: third.id }]);

    // The rides made later follow the edit, and none is made twice.
    await topUpSeries(t.db, new Date(Date.now() + 30 * DAY_MS), t.app.config.WRITE_LIMITS.create);
    const later = await shapes(seriesId);
    expect(later.length).toBeGreaterThan(3);
    expect(later.slice(1)).toEqual(later.slice(1).map(() => ["09:30", 6]));
  });

  it("refuses the whole edit when one ride cannot take it, and a from that is not a ride to come", async () => {
    const organizer = await registerUser(t.app);
    const riders = [await registerUser(t.app), await registerUser(t.app)];
    const { seriesId, first } = await weeklySeries(organizer.cookie);
    const [firstRide, second, third] = await seriesRides(seriesId);
    if (!firstRide || !second || !third) throw new Error("the series has three rides");
    for (const rider of riders)
      await send("POST", `/api/rides/${third.id}/join`, rider.cookie, {
        dropoffLocation: "Forest City Mall",
        passengerCount: 1,
      });
    const before = await shapes(seriesId);

    // Two seats cannot hold the organizer and the third ride's two riders.
    const tooFew = await send("PATCH", `/api/ride-series/${seriesId}`, organizer.cookie, {
      ...newRideBody({ date: first.date, maxPassengers: 2 }),
      from: second.id,
    });
    expect(tooFew.statusCode).toBe(400);
    expect(await shapes(seriesId)).toEqual(before);

    const other = await weeklySeries(organizer.cookie);
    for (const from of [other.ride.id, 999_999]) {
      const wrong = await send("PATCH", `/api/ride-series/${seriesId}`, organizer.cookie, {
        ...newRideBody({ date: first.date }),
        from,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ field: "from" });
    }
    expect(await shapes(seriesId)).toEqual(before);
  });
});

describe("DELETE /api/ride-series/:id with from (this and later ones)", () => {
  it("cancels that ride and the later ones and keeps the earlier one", async () => {
    const organizer = await registerUser(t.app);
    const { seriesId } = await weeklySeries(organizer.cookie);
    const [firstRide, second] = await seriesRides(seriesId);
    if (!firstRide || !second) throw new Error("the series has two rides");
    const cancel = await send("DELETE", `/api/ride-series/${seriesId}`, organizer.cookie, {
      from: second.id,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await seriesRides(seriesId)).map((row) => row.id)).toEqual([firstRide.id]);
    await topUpSeries(t.db, new Date(Date.now() + 30 * DAY_MS), t.app.config.WRITE_LIMITS.create);
    expect(await seriesRides(seriesId)).toHaveLength(1);
  });
});
