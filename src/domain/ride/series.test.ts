import { describe, expect, it } from "vitest";
import { decideRepeat, seriesDepartures } from "./series.ts";

// Monday 30 November 2026, 07:15 in Singapore.
const first = "2026-11-29T23:15:00.000Z";

describe("decideRepeat", () => {
  it.each([
    ["the first day itself", "2026-11-30", true],
    ["12 weeks after the first day", "2027-02-22", true],
    ["a day more than 12 weeks", "2027-02-23", false],
    ["before the first day", "2026-11-29", false],
  ])("until %s → %s", (_label, until, ok) => {
    expect(decideRepeat(first, { weekdays: [1], until }).ok).toBe(ok);
  });
});

describe("seriesDepartures", () => {
  const repeat = { weekdays: [1, 3], until: "2026-12-16" };

  it("lists the chosen weekdays after the first ride, at its Singapore time, until the day", () => {
    expect(seriesDepartures(first, repeat, first, new Date("2027-06-01T00:00:00Z"))).toEqual([
      "2026-12-01T23:15:00.000Z", // Wed 2 Dec
      "2026-12-06T23:15:00.000Z", // Mon 7 Dec
      "2026-12-08T23:15:00.000Z", // Wed 9 Dec
      "2026-12-13T23:15:00.000Z", // Mon 14 Dec
      "2026-12-15T23:15:00.000Z", // Wed 16 Dec, the last day included
    ]);
  });

  it("stops at the horizon and picks up after the last one made", () => {
    const horizon = new Date("2026-12-07T00:00:00Z");
    const early = seriesDepartures(first, repeat, first, horizon);
    expect(early).toEqual(["2026-12-01T23:15:00.000Z", "2026-12-06T23:15:00.000Z"]);
    const later = seriesDepartures(first, repeat, early.at(-1) as string, new Date("2027-01-01"));
    expect(later[0]).toBe("2026-12-08T23:15:00.000Z");
    expect(later).toHaveLength(3);
  });
});
