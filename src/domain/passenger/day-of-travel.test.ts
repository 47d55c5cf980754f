import { describe, expect, it } from "vitest";
import { decideBoarding, decideCheckin, isTravelWindow, stopTime } from "./day-of-travel.ts";

const DEPART = new Date("2026-12-04T07:00:00+08:00");
const ride = { creatorId: 1, vendorId: 5, date: DEPART, status: "open" as const };
const at = (minutesFromDeparture: number) =>
  new Date(DEPART.getTime() + minutesFromDeparture * 60_000);

describe("decideCheckin", () => {
  it.each([
    [-121, "not-yet"],
    [-120, null],
    [0, null],
    [12 * 60, null],
    [12 * 60 + 1, "not-yet"],
  ] as const)("at %i minutes from departure → %s", (minutes, reason) => {
    const decision = decideCheckin(ride, true, at(minutes));
    expect(decision.ok ? null : decision.reason).toBe(reason);
  });
  it("refuses a party not seated, then a cancelled ride", () => {
    expect(decideCheckin(ride, false, at(0))).toMatchObject({
      reason: "not-passenger",
      status: 403,
    });
    expect(decideCheckin({ ...ride, status: "cancelled" }, true, at(0))).toMatchObject({
      reason: "cancelled",
      status: 409,
    });
  });
});

describe("isTravelWindow", () => {
  it.each([
    [-121, false],
    [-120, true],
    [12 * 60, true],
    [12 * 60 + 1, false],
  ] as const)("at %i minutes from departure → %s", (minutes, open) => {
    expect(isTravelWindow(DEPART, at(minutes))).toBe(open);
  });
});

describe("decideBoarding", () => {
  it.each([
    [1, true, "boarded", -60, null],
    [5, true, "boarded", -60, null],
    [2, true, "boarded", -60, "not-runner"],
    [2, false, "boarded", -60, "not-runner"],
    [1, false, "boarded", -60, "no-passenger"],
    [1, false, "boarded", -121, "no-passenger"],
    [1, true, "boarded", -121, "window"],
    [5, true, "boarded", 12 * 60 + 1, "window"],
    // A no-show goes on the rider's record: only once the car was due to leave.
    [1, true, "no_show", -80, "too-early"],
    [5, true, "no_show", -1, "too-early"],
    [1, true, "no_show", 0, null],
    [5, true, "no_show", 30, null],
    [1, true, "no_show", 12 * 60 + 1, "window"],
  ] as const)(
    "user %i, the party aboard %s, %s at %i minutes → %s",
    (userId, aboard, state, minutes, reason) => {
      const decision = decideBoarding(ride, userId, aboard, state, at(minutes));
      expect(decision.ok ? null : decision.reason).toBe(reason);
    },
  );
});

describe("stopTime", () => {
  it.each([
    ["SG->FC", 10, 1, "2026-12-03T23:00:00.000Z"],
    ["SG->FC", 10, 3, "2026-12-03T23:20:00.000Z"],
    ["SG->FC", 15, 4, "2026-12-03T23:45:00.000Z"],
    // Friday 07:00: 40 minutes' drive and Tuas's 50-minute morning crossing before stop 1.
    ["FC->SG", 10, 1, "2026-12-04T00:30:00.000Z"],
    ["FC->SG", 10, 2, "2026-12-04T00:40:00.000Z"],
  ] as const)("%s every %i minutes, stop %i → %s", (direction, stopMinutes, position, expected) => {
    expect(stopTime({ date: DEPART, direction, stopMinutes }, position).toISOString()).toBe(
      expected,
    );
  });
});
