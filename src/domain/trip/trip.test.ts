import { describe, expect, it } from "vitest";
import { decideCrossing, decidePositionShare, isCrossingTimeValid, isTripWindow } from "./trip.ts";

const DEPARTURE = new Date("2026-12-04T10:00:00Z");
const at = (minutes: number) => new Date(DEPARTURE.getTime() + minutes * 60_000);
const ride = (overrides: Partial<Parameters<typeof decidePositionShare>[0]> = {}) => ({
  creatorId: 1,
  vendorId: 2 as number | null,
  date: DEPARTURE,
  status: "assigned" as const,
  ...overrides,
});

describe("isTripWindow", () => {
  it.each([
    [-61, false],
    [-60, true],
    [0, true],
    [360, true],
    [361, false],
  ])("%d minutes from departure: %s", (minutes, open) => {
    expect(isTripWindow(DEPARTURE, at(minutes))).toBe(open);
  });
});

describe("decidePositionShare", () => {
  it.each([
    ["the assigned vendor, in the window", ride(), 2, at(0), { ok: true }],
    ["the organizer", ride(), 1, at(0), { ok: false, status: 403 }],
    [
      "a vendor on a ride with none",
      ride({ vendorId: null }),
      2,
      at(0),
      { ok: false, status: 403 },
    ],
    ["too early", ride(), 2, at(-61), { ok: false, status: 409, reason: "window" }],
    ["too late", ride(), 2, at(361), { ok: false, status: 409, reason: "window" }],
    ["a completed ride", ride({ status: "completed" }), 2, at(0), { ok: false, reason: "window" }],
    ["a cancelled ride", ride({ status: "cancelled" }), 2, at(0), { reason: "cancelled" }],
  ] as const)("%s", (_case, r, userId, now, expected) => {
    expect(decidePositionShare(r, userId, now)).toMatchObject(expected);
  });
});

describe("decideCrossing", () => {
  it.each([
    ["the assigned vendor", ride(), 2, { ok: true }],
    ["the organizer while a vendor drives", ride(), 1, { ok: false, status: 403 }],
    ["the organizer of a ride with no vendor", ride({ vendorId: null }), 1, { ok: true }],
    ["a passenger", ride({ vendorId: null }), 3, { ok: false, status: 403 }],
  ] as const)("%s", (_case, r, userId, expected) => {
    expect(decideCrossing(r, userId, at(30))).toMatchObject(expected);
  });
});

describe("isCrossingTimeValid", () => {
  it.each([
    ["a late tap", at(20), true],
    ["the window's opening", at(-60), true],
    ["before the window", at(-61), false],
    ["in the future", at(40), false],
  ])("%s", (_case, when, valid) => {
    expect(isCrossingTimeValid(DEPARTURE, when, at(30))).toBe(valid);
  });
});
