// Ride alerts through the API: saved, listed and deleted by their owner only, capped per account,
// and a notice (with its push, through notify) once a ride for a matching new ride or a seat
// freed on a full one — never to the organizer, never twice, never for a ride that does not match.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_ALERTS } from "../../domain/alert/alert.ts";
import { singaporeLocalToIso } from "../../domain/shared/dates.ts";
import { notifications, rideAlerts, rides } from "../db/schema/index.ts";
import { createRide, newRideBody } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";

const t = testAppForSuite();
const { get, send } = clientOf(t);

/** A Singapore day `daysAhead` from now, its weekday (0 = Sunday) and a departure on it. */
function futureDay(daysAhead: number, time = "08:30") {
  const day = new Date(Date.now() + daysAhead * 86_400_000 + 8 * 3_600_000)
    .toISOString()
    .slice(0, 10);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return { day, weekday, date: singaporeLocalToIso(`${day}T${time}`) as string };
}

const alertBody = (weekday: number, overrides: object = {}) => ({
  direction: "SG->FC",
  days: [weekday],
  from: "07:00",
  to: "09:00",
  ...overrides,
});

async function alertsFor(userId: number) {
  return t.db
    .select({ rideId: notifications.rideId, text: notifications.text })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "ride_alert")));
}

describe("POST/GET/DELETE /api/alerts", () => {
  it("saves an alert, lists only one's own, and deletes only one's own", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const created = await send("POST", "/api/alerts", owner.cookie, {
      ...alertBody(5),
      days: [5, 1, 5],
      startDate: "2030-01-01",
    });
    expect(created.statusCode).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({
      direction: "SG->FC",
      days: [1, 5],
      from: "07:00",
      to: "09:00",
      startDate: "2030-01-01",
      endDate: null,
    });
    expect((await get("/api/alerts", owner.cookie)).json()).toEqual([alert]);
    expect((await get("/api/alerts", other.cookie)).json()).toEqual([]);

    const stranger = await send("DELETE", `/api/alerts/${alert.id}`, other.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(await t.db.select().from(rideAlerts).where(eq(rideAlerts.id, alert.id))).toHaveLength(1);
    expect((await send("DELETE", `/api/alerts/${alert.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await get("/api/alerts", owner.cookie)).json()).toEqual([]);
    expect((await send("DELETE", `/api/alerts/${alert.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it("asks for a session", async () => {
    expect((await get("/api/alerts")).statusCode).toBe(401);
    expect((await send("POST", "/api/alerts", undefined, alertBody(1))).statusCode).toBe(401);
  });

  it.each([
    [{ direction: "north" }, /^direction: /],
    [{ days: [] }, /^days: /],
    [{ days: [7] }, /^days\.0: .*days/],
    [{ days: "Mon" }, /^days: /],
    [{ from: "7am" }, /^from: from must be a time written HH:MM/],
    [{ to: "24:00" }, /^to: /],
    [{ startDate: "2030-02-30" }, /^startDate: /],
    [{ startDate: "2030-03-02", endDate: "2030-03-01" }, /endDate must not be before startDate/],
  ])("refuses %j with 400 naming the field", async (overrides, message) => {
    const rider = await registerUser(t.app);
    const response = await send("POST", "/api/alerts", rider.cookie, alertBody(1, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await get("/api/alerts", rider.cookie)).json()).toEqual([]);
  });

  it(`keeps at most ${MAX_ALERTS} per account, even when asked at once`, async () => {
    const rider = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: MAX_ALERTS + 3 }, () =>
        send("POST", "/api/alerts", rider.cookie, alertBody(2)),
      ),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_ALERTS);
    const refused = answers.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json().error).toMatch(/at most 20 ride alerts/);
    expect((await get("/api/alerts", rider.cookie)).json()).toHaveLength(MAX_ALERTS);
  });
});

describe("alert notices", () => {
  it("tell a matching alert's owner of a new ride once, not the organizer nor a mismatch", async () => {
    const { weekday, date } = futureDay(4);
    const watcher = await registerUser(t.app);
    const elsewhere = await registerUser(t.app);
    const organizer = await registerUser(t.app);
    await send("POST", "/api/alerts", watcher.cookie, alertBody(weekday));
    // Two alerts of one person matching the same ride: still one notice.
    await send("POST", "/api/alerts", watcher.cookie, alertBody(weekday, { from: "08:00" }));
    await send(
      "POST",
      "/api/alerts",
      elsewhere.cookie,
      alertBody(weekday, { direction: "FC->SG" }),
    );
    await send("POST", "/api/alerts", organizer.cookie, alertBody(weekday));

    const ride = await createRide(t.app, organizer.cookie, { date });
    const told = await alertsFor(watcher.user.id);
    expect(told).toEqual([{ rideId: ride.id, text: expect.stringMatching(/3 seats free/) }]);
    expect(await alertsFor(elsewhere.user.id)).toEqual([]);
    expect(await alertsFor(organizer.user.id)).toEqual([]);

    // Outside the window, or on another day: no notice.
    await createRide(t.app, organizer.cookie, { date: futureDay(4, "10:30").date });
    await createRide(t.app, organizer.cookie, { date: futureDay(5).date });
    expect(await alertsFor(watcher.user.id)).toHaveLength(1);
  });

  it("tell of a weekly series once, not of each of its rides", async () => {
    const { day, weekday, date } = futureDay(2);
    const watcher = await registerUser(t.app);
    const organizer = await registerUser(t.app);
    await send("POST", "/api/alerts", watcher.cookie, alertBody(weekday));
    const until = new Date(Date.parse(`${day}T00:00:00Z`) + 14 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const made = await send("POST", "/api/rides", organizer.cookie, {
      ...newRideBody({ date }),
      repeat: { weekdays: [weekday], until },
    });
    expect(made.statusCode).toBe(201);
    const series = await t.db
      .select({ id: rides.id })
      .from(rides)
      .where(eq(rides.creatorId, organizer.user.id));
    expect(series.length).toBe(3);
    expect(await alertsFor(watcher.user.id)).toEqual([
      { rideId: made.json().id, text: expect.stringMatching(/seats free/) },
    ]);
  });

  it("tell of a seat freed on a full matching ride, once, and not those aboard", async () => {
    const { weekday, date } = futureDay(6);
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie, { date, maxPassengers: 2 });
    const joined = await send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
      dropoffLocation: "Forest City Mall",
      passengerCount: 1,
    });
    expect(joined.statusCode).toBe(201);
    // Saved after the ride was created, while it was full: nothing yet.
    const watcher = await registerUser(t.app);
    await send("POST", "/api/alerts", watcher.cookie, alertBody(weekday));
    await send("POST", "/api/alerts", rider.cookie, alertBody(weekday));
    expect(await alertsFor(watcher.user.id)).toEqual([]);

    const left = await send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${joined.json().id}`,
      rider.cookie,
    );
    expect(left.statusCode).toBe(200);
    expect(await alertsFor(watcher.user.id)).toEqual([
      { rideId: ride.id, text: expect.stringMatching(/1 seat free/) },
    ]);
    // The rider who just left is not told of the seat they gave up.
    expect(await alertsFor(rider.user.id)).toEqual([]);

    // Full again, then a seat freed again (the organizer raises the seats): no second notice.
    const again = await send("POST", `/api/rides/${ride.id}/join`, rider.cookie, {
      dropoffLocation: "Forest City Mall",
      passengerCount: 1,
    });
    expect(again.statusCode).toBe(201);
    const raised = await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, {
      direction: "SG->FC",
      date,
      maxPassengers: 3,
      organizerPassengerCount: 1,
      pickupLocation: "Pasir Ris MRT",
      dropoffLocations: [{ location: "Pasir Ris MRT", passengerCount: 1 }],
    });
    expect(raised.statusCode).toBe(200);
    expect(await alertsFor(watcher.user.id)).toHaveLength(1);
  });

  it("tell of a seat freed by an edit raising the seats", async () => {
    const { weekday, date } = futureDay(9);
    const organizer = await registerUser(t.app);
    const body = {
      direction: "SG->FC" as const,
      date,
      maxPassengers: 1,
      organizerPassengerCount: 1,
      pickupLocation: "Pasir Ris MRT",
      dropoffLocations: [{ location: "Pasir Ris MRT", passengerCount: 1 }],
    };
    const ride = await createRide(t.app, organizer.cookie, body);
    const watcher = await registerUser(t.app);
    await send("POST", "/api/alerts", watcher.cookie, alertBody(weekday));
    const raised = await send("PATCH", `/api/rides/${ride.id}`, organizer.cookie, {
      ...body,
      maxPassengers: 2,
    });
    expect(raised.statusCode).toBe(200);
    expect(await alertsFor(watcher.user.id)).toEqual([
      { rideId: ride.id, text: expect.stringMatching(/1 seat free/) },
    ]);
  });

  it("tell of a ride an edit moves into the alert's window, once however often it is edited", async () => {
    const { weekday, date } = futureDay(10, "12:00");
    const organizer = await registerUser(t.app);
    const watcher = await registerUser(t.app);
    await send("POST", "/api/alerts", watcher.cookie, alertBody(weekday));
    const ride = await createRide(t.app, organizer.cookie, { date });
    expect(await alertsFor(watcher.user.id)).toEqual([]);

    const inWindow = futureDay(10, "08:00").date;
    for (const time of [inWindow, futureDay(10, "08:15").date]) {
      const moved = await send(
        "PATCH",
        `/api/rides/${ride.id}`,
        organizer.cookie,
        newRideBody({ date: time }),
      );
      expect(moved.statusCode).toBe(200);
    }
    expect(await alertsFor(watcher.user.id)).toEqual([
      { rideId: ride.id, text: expect.any(String) },
    ]);
  });
});
