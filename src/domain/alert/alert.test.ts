import { describe, expect, it } from "vitest";
import {
  type AlertTerms,
  alertMatches,
  alertOfSearch,
  decideAlertCreate,
  MAX_ALERTS,
} from "./alert.ts";

const alert = (overrides: Partial<AlertTerms> = {}): AlertTerms => ({
  direction: "SG->FC",
  days: [5], // Friday
  from: "07:00",
  to: "09:00",
  startDate: null,
  endDate: null,
  ...overrides,
});

// Friday 27 November 2026, 08:30 in Singapore is 00:30 UTC.
const friday0830 = "2026-11-27T00:30:00.000Z";

describe("alertMatches", () => {
  it.each([
    ["the same direction, day and window", alert(), friday0830, true],
    ["the other direction", alert({ direction: "FC->SG" }), friday0830, false],
    ["another day of the week", alert({ days: [4, 6] }), friday0830, false],
    ["the window's first minute", alert({ from: "08:30" }), friday0830, true],
    ["the window's last minute", alert({ to: "08:30" }), friday0830, true],
    ["after the window", alert({ to: "08:29" }), friday0830, false],
    [
      "a window past midnight, late on the day",
      alert({ from: "21:00", to: "04:59" }),
      "2026-11-27T14:00:00.000Z",
      true,
    ],
    [
      "a window past midnight, small hours of the day",
      alert({ from: "21:00", to: "04:59" }),
      "2026-11-26T19:00:00.000Z",
      true,
    ],
    ["a window past midnight, midday", alert({ from: "21:00", to: "04:59" }), friday0830, false],
    [
      "inside the date range",
      alert({ startDate: "2026-11-27", endDate: "2026-11-27" }),
      friday0830,
      true,
    ],
    ["before the range", alert({ startDate: "2026-11-28" }), friday0830, false],
    ["after the range", alert({ endDate: "2026-11-26" }), friday0830, false],
  ])("%s → %s", (_label, terms, date, expected) => {
    expect(alertMatches(terms, { direction: "SG->FC", date })).toBe(expected);
  });

  it("reads the day in Singapore, not UTC", () => {
    // 17:30 UTC Thursday is 01:30 Friday in Singapore.
    const ride = { direction: "SG->FC" as const, date: "2026-11-26T17:30:00.000Z" };
    expect(alertMatches(alert({ from: "00:00", to: "02:00" }), ride)).toBe(true);
    expect(alertMatches(alert({ days: [4], from: "00:00", to: "02:00" }), ride)).toBe(false);
  });
});

describe("decideAlertCreate", () => {
  it("allows up to the cap and refuses beyond it with 409", () => {
    expect(decideAlertCreate(MAX_ALERTS - 1).ok).toBe(true);
    expect(decideAlertCreate(MAX_ALERTS)).toMatchObject({ ok: false, status: 409 });
  });
});

describe("alertOfSearch", () => {
  it("takes the direction, the day's weekday and the time of day's hours", () => {
    expect(alertOfSearch({ direction: "FC->SG", day: "2026-11-27", timeOfDay: "evening" })).toEqual(
      {
        direction: "FC->SG",
        days: [5],
        from: "17:00",
        to: "20:59",
      },
    );
    expect(alertOfSearch({ direction: "SG->FC", day: null, timeOfDay: "night" })).toEqual({
      direction: "SG->FC",
      days: [0, 1, 2, 3, 4, 5, 6],
      from: "21:00",
      to: "04:59",
    });
    expect(alertOfSearch({ direction: "SG->FC", day: null, timeOfDay: null })).toMatchObject({
      from: "00:00",
      to: "23:59",
    });
  });

  it("offers nothing without a direction", () => {
    expect(alertOfSearch({ direction: null, day: "2026-11-27", timeOfDay: null })).toBeNull();
  });
});
