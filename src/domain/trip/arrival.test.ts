import { describe, expect, it } from "vitest";
import { arrivalTimes, driveMinutes, haversineKm, type Point, speedAt } from "./arrival.ts";

const JURONG_EAST: Point = { lat: 1.3331, lon: 103.7422 };
const BOON_LAY: Point = { lat: 1.3386, lon: 103.7058 };
const TUAS: Point = { lat: 1.349, lon: 103.636 };
const FOREST_CITY: Point = { lat: 1.3346, lon: 103.5918 };
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
