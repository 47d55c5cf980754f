import { describe, expect, it } from "vitest";
import { arrivalTimes, driveMinutes, haversineKm, type Point, speedAt } from "./arrival.ts";

const JURONG_EAST: Point = { lat: 1.3331, lon: 103.7422 };
const BOON_LAY: Point = { lat: 1.3386, lon: 103.7058 };
const TUAS: Point = { lat: 1.349, lon: 103.636 };
const FOREST_CITY: Point = { lat: 1.3346, lon: 103.5918 };
const JOO_KOON: Point = { lat: 1.3277, lon: 103.6783 };
// 11:00 in Singapore on a weekday: the day's ordinary speed (40 km/h).
const MIDDAY = new Date("2026-12-02T03:00:00Z");

describe("haversineKm", () => {
  it.each([
    [JURONG_EAST, JURONG_EAST, 0],
    [JURONG_EAST, BOON_LAY, 4.1],
    [TUAS, FOREST_CITY, 5.2],
  ])("%o to %o is about %d km", (a, b, km) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, 1);
  });
});

describe("speedAt (Singapore time)", () => {
  it.each([
    ["2026-12-02T00:30:00Z", 30], // 08:30, the morning rush
    ["2026-12-02T03:00:00Z", 40], // 11:00
    ["2026-12-02T10:00:00Z", 30], // 18:00, the evening rush
    ["2026-12-02T15:00:00Z", 55], // 23:00
    ["2026-12-01T20:00:00Z", 55], // 04:00
  ])("at %s drives %d km/h", (iso, kmh) => {
    expect(speedAt(new Date(iso))).toBe(kmh);
  });
});

describe("arrivalTimes", () => {
  const stop = (n: number, location: string, point: Point | null, afterCrossing = false) => ({
    stop: n,
    location,
    point,
    afterCrossing,
  });

  it("adds the legs, the minutes at each stop and the crossing before the stops across it", () => {
    const leg1 = driveMinutes(JURONG_EAST, BOON_LAY, MIDDAY);
    const leg2 = driveMinutes(BOON_LAY, TUAS, MIDDAY);
    const leg3 = driveMinutes(TUAS, FOREST_CITY, MIDDAY);
    const times = arrivalTimes({
      from: JURONG_EAST,
      now: MIDDAY,
      stops: [stop(2, "Boon Lay MRT", BOON_LAY), stop(3, "Forest City", FOREST_CITY, true)],
      crossing: { point: TUAS, minutes: 45 },
      stopMinutes: 10,
    });
    expect(times).toEqual([
      { stop: 2, location: "Boon Lay MRT", minutes: Math.round(leg1) },
      { stop: 3, location: "Forest City", minutes: Math.round(leg1 + 10 + leg2 + 45 + leg3) },
    ]);
    expect(times[0]?.minutes).toBe(9);
  });

  it("leaves the crossing out once it is cleared", () => {
    const times = arrivalTimes({
      from: TUAS,
      now: MIDDAY,
      stops: [stop(3, "Forest City", FOREST_CITY, true)],
      crossing: null,
      stopMinutes: 10,
    });
    expect(times).toEqual([{ stop: 3, location: "Forest City", minutes: 11 }]);
  });

  it("gives no time for a place it cannot locate, and goes on from the last one it could", () => {
    const times = arrivalTimes({
      from: JURONG_EAST,
      now: MIDDAY,
      stops: [stop(1, "Grandma's", null), stop(2, "Boon Lay MRT", BOON_LAY)],
      crossing: null,
      stopMinutes: 10,
    });
    expect(times).toEqual([
      { stop: 1, location: "Grandma's", minutes: null },
      { stop: 2, location: "Boon Lay MRT", minutes: 9 },
    ]);
  });

  it("says at least a minute when the car is at the stop", () => {
    const [first] = arrivalTimes({
      from: BOON_LAY,
      now: MIDDAY,
      stops: [stop(1, "Boon Lay MRT", BOON_LAY)],
      crossing: null,
      stopMinutes: 10,
    });
    expect(first?.minutes).toBe(1);
  });

  it("is slower in the rush hour than at night", () => {
    const at = (iso: string) =>
      arrivalTimes({
        from: JURONG_EAST,
        now: new Date(iso),
        stops: [stop(1, "Boon Lay MRT", BOON_LAY)],
        crossing: null,
        stopMinutes: 10,
      })[0]?.minutes;
    expect(at("2026-12-02T00:30:00Z")).toBe(11);
    expect(at("2026-12-02T15:00:00Z")).toBe(6);
  });
});

// What riders read, by hand: road km = straight km × 1.4, at 30 km/h in the rush hours (08:30),
// 40 by day (11:00), 55 at night (23:00), rounded, at least a minute.
const RUSH = "2026-12-02T00:30:00Z";
const DAY = "2026-12-02T03:00:00Z";
const NIGHT = "2026-12-02T15:00:00Z";

describe("arrival times, as a table", () => {
  /** A point `km` east of Joo Koon MRT (a degree of longitude is ~111.3 km there). */
  const eastOfJooKoon = (km: number): Point => ({
    lat: JOO_KOON.lat,
    lon: JOO_KOON.lon + km / 111.3,
  });
  const toJooKoon = (km: number, iso: string) =>
    arrivalTimes({
      from: eastOfJooKoon(km),
      now: new Date(iso),
      stops: [{ stop: 2, location: "Joo Koon MRT", point: JOO_KOON, afterCrossing: false }],
      crossing: null,
      stopMinutes: 10,
    })[0]?.minutes;

  it.each([
    [9, RUSH, 25],
    [9, DAY, 19],
    [9, NIGHT, 14],
    [4.5, RUSH, 13],
    [4.5, DAY, 9],
    [4.5, NIGHT, 7],
    [1, RUSH, 3],
    [1, DAY, 2],
    [1, NIGHT, 2],
    [0.3, RUSH, 1],
    [0, NIGHT, 1],
  ])("a car %d km from the stop at %s is about %d min away", (km, iso, minutes) => {
    expect(toJooKoon(km, iso)).toBe(minutes);
  });

  // Joo Koon to Tuas (5.3 km), the crossing, Tuas to Forest City (5.2 km): 14.7 road km.
  it.each([
    [RUSH, 0, 29],
    [RUSH, 30, 59],
    [RUSH, 75, 104],
    [DAY, 0, 22],
    [DAY, 30, 52],
    [NIGHT, 30, 46],
  ])(
    "Forest City from Joo Koon at %s with %d min at the checkpoint: about %d min",
    (iso, wait, minutes) => {
      const [arrival] = arrivalTimes({
        from: JOO_KOON,
        now: new Date(iso),
        stops: [{ stop: 3, location: "Forest City", point: FOREST_CITY, afterCrossing: true }],
        crossing: { point: TUAS, minutes: wait },
        stopMinutes: 10,
      });
      expect(arrival?.minutes).toBe(minutes);
    },
  );
});
