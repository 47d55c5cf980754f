// The car on the day through the API (issue 39): the assigned driver's position, kept at most
// every few seconds and erased after the trip window; the members' read with arrival times; the
// crossing taps and the planner's live crossing times from them.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ridePositions } from "../db/schema/index.ts";
import { dayRide as startDayRide } from "../testing/day-rides.ts";
import { setRideDate } from "../testing/rides.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { erasePositions } from "./public.ts";

const t = testAppForSuite();
const { get, send } = clientOf(t);
const HOUR = 3_600_000;
const JURONG_EAST = { lat: 1.3331, lng: 103.7422 };

const dayRide = (options?: Parameters<typeof startDayRide>[2]) =>
  startDayRide(t.app, t.db, options);

const sendPosition = (rideId: number, cookie: string | undefined, body: object = JURONG_EAST) =>
  send("POST", `/api/rides/${rideId}/position`, cookie, body);

describe("the car's position", () => {
  it("is sent by the assigned driver and read by the ride's people with arrival times", async () => {
    const { ride, organizer, rider, driver } = await dayRide();
    const stranger = await registerUser(t.app);
    const url = `/api/rides/${ride.id}/position`;
    expect((await get(url, rider.cookie)).json()).toMatchObject({ code: "no_position" });

    const sent = await sendPosition(ride.id, driver.cookie, { ...JURONG_EAST, accuracy: 12 });
    expect(sent.json()).toEqual({ kept: true });

    for (const member of [organizer, rider, driver]) {
      const read = await get(url, member.cookie);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ ...JURONG_EAST, accuracy: 12 });
    }
    const { etas, at } = (await get(url, rider.cookie)).json();
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    // The pick-ups in plan order, then Forest City across the border.
    expect(etas.map((eta: { stop: number; location: string }) => [eta.stop, eta.location])).toEqual(
      [
        [1, "Pasir Ris MRT"],
        [2, "Boon Lay MRT"],
        [3, "Forest City Shopping Mall"],
      ],
    );
    const minutes = etas.map((eta: { minutes: number }) => eta.minutes);
    expect(minutes.every((m: number) => Number.isInteger(m) && m >= 1)).toBe(true);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));

    expect((await get(url, stranger.cookie)).json()).toMatchObject({
      code: "position_not_member",
    });
    expect((await get(url, stranger.cookie)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it("drops a position sent within a few seconds of the last one kept", async () => {
    const { ride, driver } = await dayRide();
    await sendPosition(ride.id, driver.cookie);
    const again = await sendPosition(ride.id, driver.cookie, { lat: 1.34, lng: 103.7 });
    expect(again.json()).toEqual({ kept: false });
    const [row] = await t.db.select().from(ridePositions).where(eq(ridePositions.rideId, ride.id));
    expect(row).toMatchObject({ lat: JURONG_EAST.lat, lng: JURONG_EAST.lng });
    // Once the last one is older than that, the next is kept.
    await t.db
      .update(ridePositions)
      .set({ at: new Date(Date.now() - 10_000) })
      .where(eq(ridePositions.rideId, ride.id));
    expect((await sendPosition(ride.id, driver.cookie, { lat: 1.34, lng: 103.7 })).json()).toEqual({
      kept: true,
    });
  });

  it("leaves out the pick-ups already marked", async () => {
    const { ride, organizer, driver, riderEntry } = await dayRide();
    await sendPosition(ride.id, driver.cookie);
    const marked = await send(
      "PATCH",
      `/api/rides/${ride.id}/passengers/${riderEntry}/boarding`,
      driver.cookie,
      { state: "boarded" },
    );
    expect(marked.statusCode).toBe(200);
    const { etas } = (await get(`/api/rides/${ride.id}/position`, organizer.cookie)).json();
    expect(etas.map((eta: { location: string }) => eta.location)).toEqual([
      "Pasir Ris MRT",
      "Forest City Shopping Mall",
    ]);
  });

  it("is refused to anyone but the assigned driver, and outside the trip window", async () => {
    const { ride, organizer, rider, driver } = await dayRide();
    for (const caller of [organizer, rider]) {
      const refused = await sendPosition(ride.id, caller.cookie);
      expect([refused.statusCode, refused.json().code]).toEqual([403, "position_not_driver"]);
    }
    expect((await sendPosition(ride.id, undefined)).statusCode).toBe(401);
    expect((await sendPosition(999_999, driver.cookie)).statusCode).toBe(404);

    await setRideDate(t.db, ride.id, new Date(Date.now() + 61 * 60_000));
    const early = await sendPosition(ride.id, driver.cookie);
    expect([early.statusCode, early.json().code]).toEqual([409, "outside_trip_window"]);
    await setRideDate(t.db, ride.id, new Date(Date.now() - 6 * HOUR - 60_000));
    const late = await sendPosition(ride.id, driver.cookie);
    expect([late.statusCode, late.json().code]).toEqual([409, "outside_trip_window"]);
    const rows = await t.db.select().from(ridePositions).where(eq(ridePositions.rideId, ride.id));
    expect(rows).toEqual([]);
  });

  it("is no longer shown once the window ends, and erased by the minute job", async () => {
    const { ride, rider, driver } = await dayRide();
    await sendPosition(ride.id, driver.cookie);
    const kept = await dayRide();
    await sendPosition(kept.ride.id, kept.driver.cookie);
    await setRideDate(t.db, ride.id, new Date(Date.now() - 6 * HOUR - 60_000));

    const read = await get(`/api/rides/${ride.id}/position`, rider.cookie);
    expect([read.statusCode, read.json().code]).toEqual([404, "no_position"]);
    expect(await erasePositions(t.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(ridePositions);
    expect(left.map((row) => row.rideId)).toContain(kept.ride.id);
    expect(left.map((row) => row.rideId)).not.toContain(ride.id);
  });
});

describe("the crossing taps", () => {
  const tap = (rideId: number, cookie: string | undefined, body: object) =>
    send("POST", `/api/rides/${rideId}/crossing`, cookie, body);

  it("are the driver's, record a late tap, and refuse a time in the future or before the window", async () => {
    const { ride, organizer, driver } = await dayRide();
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    const arrived = await tap(ride.id, driver.cookie, {
      event: "arrived",
      checkpoint: "Tuas",
      at: tenMinutesAgo,
    });
    expect(arrived.json()).toEqual({
      checkpoint: "Tuas",
      arrivedAt: tenMinutesAgo,
      clearedAt: null,
    });
    const cleared = await tap(ride.id, driver.cookie, { event: "cleared", checkpoint: "Tuas" });
    expect(cleared.statusCode).toBe(200);
    expect(Date.parse(cleared.json().clearedAt)).toBeGreaterThan(Date.parse(tenMinutesAgo));

    const byOrganizer = await tap(ride.id, organizer.cookie, {
      event: "arrived",
      checkpoint: "Tuas",
    });
    expect([byOrganizer.statusCode, byOrganizer.json().code]).toEqual([403, "crossing_not_driver"]);
    for (const at of [
      new Date(Date.now() + 10 * 60_000).toISOString(),
      new Date(Date.now() - 2 * HOUR).toISOString(),
    ]) {
      const refused = await tap(ride.id, driver.cookie, {
        event: "cleared",
        checkpoint: "Tuas",
        at,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "crossing_time_invalid", field: "at" });
    }
    const wrong = await tap(ride.id, driver.cookie, { event: "waved", checkpoint: "Tuas" });
    expect(wrong.json()).toMatchObject({ code: "invalid_input", field: "event" });
  });

  it("are the organizer's on a ride no vendor drives", async () => {
    const { ride, organizer, rider } = await dayRide({ withDriver: false });
    const tapped = await tap(ride.id, organizer.cookie, {
      event: "arrived",
      checkpoint: "Woodlands",
    });
    expect(tapped.statusCode).toBe(200);
    expect(
      (await tap(ride.id, rider.cookie, { event: "arrived", checkpoint: "Woodlands" })).statusCode,
    ).toBe(403);
  });

  it("are read back by the one who taps them, as the server holds them, and by no one else", async () => {
    const { ride, organizer, rider, driver } = await dayRide();
    const url = `/api/rides/${ride.id}/crossing`;
    const none = await get(url, driver.cookie);
    expect([none.statusCode, none.json().code]).toEqual([404, "no_crossing"]);

    const arrivedAt = new Date(Date.now() - 15 * 60_000).toISOString();
    await tap(ride.id, driver.cookie, { event: "arrived", checkpoint: "Tuas", at: arrivedAt });
    expect((await get(url, driver.cookie)).json()).toEqual({
      checkpoint: "Tuas",
      arrivedAt,
      clearedAt: null,
    });
    const cleared = await tap(ride.id, driver.cookie, { event: "cleared", checkpoint: "Tuas" });
    const read = await get(url, driver.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(cleared.json());
    expect(read.json()).toMatchObject({ arrivedAt, clearedAt: expect.any(String) });

    for (const other of [organizer, rider]) {
      const refused = await get(url, other.cookie);
      expect([refused.statusCode, refused.json().code]).toEqual([403, "crossing_not_driver"]);
    }
    expect((await get(url)).statusCode).toBe(401);
    expect((await get("/api/rides/999999/crossing", driver.cookie)).statusCode).toBe(404);

    // On a ride no vendor drives, the organizer's own taps.
    const own = await dayRide({ withDriver: false });
    await tap(own.ride.id, own.organizer.cookie, { event: "arrived", checkpoint: "Tuas" });
    const organizerRead = await get(`/api/rides/${own.ride.id}/crossing`, own.organizer.cookie);
    expect(organizerRead.json()).toMatchObject({ checkpoint: "Tuas", clearedAt: null });
  });

  it("give the planner the median crossing of the last three hours, from two rides at least", async () => {
    const planner = () =>
      get(`/api/planner?direction=FC-%3ESG&at=${encodeURIComponent("2026-12-04T18:00:00+08:00")}`);
    const crossing = async (took: number) => {
      const { ride, driver } = await dayRide({ leavesIn: -HOUR });
      const at = (ago: number) => new Date(Date.now() - ago * 60_000).toISOString();
      const body = { checkpoint: "Woodlands" };
      expect(
        (await tap(ride.id, driver.cookie, { ...body, event: "arrived", at: at(took + 1) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await tap(ride.id, driver.cookie, { ...body, event: "cleared", at: at(1) })).statusCode,
      ).toBe(200);
    };
    await crossing(40);
    expect(
      (await planner())
        .json()
        .live.filter((l: { checkpoint: string }) => l.checkpoint === "Woodlands"),
    ).toEqual([]);
    await crossing(60);
    const { live } = (await planner()).json();
    expect(live).toContainEqual({
      checkpoint: "Woodlands",
      direction: "SG->FC",
      minutes: 50,
      rides: 2,
      observedAt: expect.any(String),
    });
  });
});

describe("the car's notices", () => {
  const noticesOf = async (cookie: string, type: string) =>
    (await get("/api/notifications", cookie))
      .json()
      .items.filter((item: { type: string }) => item.type === type);

  it("tell the party of the next pick-up once when the car is about five minutes away", async () => {
    const { ride, organizer, rider, driver } = await dayRide();
    const passengers = (await get(`/api/rides/${ride.id}/passengers`, organizer.cookie)).json();
    const own = passengers.find((p: { userId: number }) => p.userId === organizer.user.id);
    await send("PATCH", `/api/rides/${ride.id}/passengers/${own.id}/boarding`, driver.cookie, {
      state: "boarded",
    });
    // Far from Boon Lay: nobody is told.
    await sendPosition(ride.id, driver.cookie, { lat: 1.3545, lng: 103.9453 });
    expect(await noticesOf(rider.cookie, "car_near")).toEqual([]);

    const atBoonLay = { lat: 1.3386, lng: 103.7058 };
    for (let time = 0; time < 2; time += 1) {
      await t.db
        .update(ridePositions)
        .set({ at: new Date(Date.now() - 10_000) })
        .where(eq(ridePositions.rideId, ride.id));
      expect((await sendPosition(ride.id, driver.cookie, atBoonLay)).json()).toEqual({
        kept: true,
      });
    }
    const near = await noticesOf(rider.cookie, "car_near");
    expect(near).toHaveLength(1);
    expect(near[0].text).toMatch(/^Your car is about five minutes away/);
    expect(await noticesOf(organizer.cookie, "car_near")).toEqual([]);
  });

  it("tell everyone aboard once that the car has crossed, after the driver's Cleared", async () => {
    const { ride, organizer, rider, driver } = await dayRide();
    const cleared = { event: "cleared", checkpoint: "Tuas" };
    await send("POST", `/api/rides/${ride.id}/crossing`, driver.cookie, {
      event: "arrived",
      checkpoint: "Tuas",
    });
    expect(await noticesOf(rider.cookie, "car_crossed")).toEqual([]);
    await send("POST", `/api/rides/${ride.id}/crossing`, driver.cookie, cleared);
    await send("POST", `/api/rides/${ride.id}/crossing`, driver.cookie, cleared);
    for (const person of [organizer, rider]) {
      const crossed = await noticesOf(person.cookie, "car_crossed");
      expect(crossed).toHaveLength(1);
      expect(crossed[0].text).toMatch(/^Your car has crossed at Tuas/);
    }
    expect(await noticesOf(driver.cookie, "car_crossed")).toEqual([]);
  });
});
