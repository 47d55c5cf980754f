import { describe, expect, it } from "vitest";
import { testTranslator } from "../i18n/test-translator.ts";
import { singaporeLocalToIso } from "../shared/dates.ts";
import { homeListFilters, rideListPath } from "./ride-list.ts";
import {
  addDays,
  dayChips,
  dayHeading,
  groupRidesByDay,
  homeSearchQuery,
  isDayKey,
  isHourInTimeOfDay,
  parseHomeSearch,
  singaporeDayRange,
} from "./ride-search.ts";

const sgt = (local: string) => new Date(singaporeLocalToIso(local) ?? "invalid");
// Wednesday 25 November 2026, 23:30 in Singapore: 15:30 UTC, still the 25th in UTC too.
const now = sgt("2026-11-25T23:30");
const en = testTranslator("en");

describe("times of day", () => {
  it("splits the Singapore day into morning, afternoon, evening and a night that wraps", () => {
    const of = (hour: number) =>
      (["morning", "afternoon", "evening", "night"] as const).filter((t) =>
        isHourInTimeOfDay(hour, t),
      );
    expect(of(4)).toEqual(["night"]);
    expect(of(5)).toEqual(["morning"]);
    expect(of(11)).toEqual(["morning"]);
    expect(of(12)).toEqual(["afternoon"]);
    expect(of(17)).toEqual(["evening"]);
    expect(of(21)).toEqual(["night"]);
    expect(of(0)).toEqual(["night"]);
    // Every hour belongs to exactly one time of day.
    for (let hour = 0; hour < 24; hour++) expect(of(hour)).toHaveLength(1);
  });
});

describe("days", () => {
  it("reads calendar days and their Singapore midnights", () => {
    expect(isDayKey("2026-11-27")).toBe(true);
    expect(isDayKey("2026-02-30")).toBe(false);
    expect(isDayKey("27/11/2026")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(singaporeDayRange("2026-11-27")).toEqual({
      start: new Date("2026-11-26T16:00:00.000Z"),
      end: new Date("2026-11-27T16:00:00.000Z"),
    });
  });

  it("offers Any day, Today, Tomorrow and the next weekdays, in Singapore time", () => {
    // 01:00 on Thursday in Singapore is still Wednesday in UTC: the chips follow Singapore.
    const chips = dayChips(en, sgt("2026-11-26T01:00"));
    expect(chips.map((chip) => chip.label)).toEqual([
      "Any day",
      "Today",
      "Tomorrow",
      "Sat",
      "Sun",
      "Mon",
      "Tue",
      "Wed",
    ]);
    expect(chips.map((chip) => chip.day)).toEqual([
      null,
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    // A day from a shared link beyond the chips gets its own chip.
    expect(dayChips(en, now, "2026-12-24").at(-1)).toEqual({
      day: "2026-12-24",
      label: "Thu 24 Dec",
    });
    expect(dayChips(en, now, "2026-11-26")).toHaveLength(8);
  });

  it("heads days Today, Tomorrow, then 'Fri 27 Nov'", () => {
    expect(dayHeading(en, "2026-11-25", now)).toBe("Today");
    expect(dayHeading(en, "2026-11-26", now)).toBe("Tomorrow");
    expect(dayHeading(en, "2026-11-27", now)).toBe("Fri 27 Nov");
  });

  it("names the days in the reader's language", () => {
    expect(dayHeading(testTranslator("zh"), "2026-11-27", now)).toBe("11月27日 周五");
    expect(dayHeading(testTranslator("ms"), "2026-11-27", now)).toBe("Jum 27 Nov");
    expect(dayChips(testTranslator("ms"), now)[1]?.label).toBe("Hari ini");
  });

  it("groups rides by their Singapore day, keeping the list's order", () => {
    const rides = [
      { id: 1, date: sgt("2026-11-25T23:45").toISOString() },
      { id: 2, date: sgt("2026-11-26T00:15").toISOString() },
      { id: 3, date: sgt("2026-11-26T18:00").toISOString() },
      { id: 4, date: sgt("2026-11-27T07:00").toISOString() },
    ];
    expect(
      groupRidesByDay(en, rides, now).map((g) => [g.heading, g.rides.map((r) => r.id)]),
    ).toEqual([
      ["Today", [1]],
      ["Tomorrow", [2, 3]],
      ["Fri 27 Nov", [4]],
    ]);
  });
});

describe("the home's search in the URL", () => {
  it("reads dir, day and time, ignoring values it does not know", () => {
    expect(parseHomeSearch(new URLSearchParams("dir=SG->FC&day=2026-11-27&time=evening"))).toEqual({
      direction: "SG->FC",
      day: "2026-11-27",
      timeOfDay: "evening",
    });
    expect(parseHomeSearch(new URLSearchParams("dir=north&day=tomorrow&time=noon"))).toEqual({
      direction: null,
      day: null,
      timeOfDay: null,
    });
  });

  it("writes only what is chosen, keeping other parameters", () => {
    const search = { direction: "FC->SG" as const, day: "2026-11-27", timeOfDay: null };
    expect(homeSearchQuery(search)).toBe("dir=FC-%3ESG&day=2026-11-27");
    expect(
      homeSearchQuery(
        { direction: null, day: null, timeOfDay: "night" },
        new URLSearchParams("tab=my&day=x"),
      ),
    ).toBe("tab=my&time=night");
    expect(parseHomeSearch(new URLSearchParams(homeSearchQuery(search)))).toEqual(search);
  });

  it("asks the server for upcoming rides, earliest first, on the chosen day and hours", () => {
    const filters = homeListFilters({ direction: null, day: "2026-11-27", timeOfDay: "evening" });
    expect(filters).toEqual({
      direction: "all",
      time: "upcoming",
      sort: "dateAsc",
      day: "2026-11-27",
      timeOfDay: "evening",
    });
    expect(rideListPath(filters)).toBe(
      "/api/rides?direction=all&time=upcoming&sort=dateAsc&limit=20&day=2026-11-27&timeOfDay=evening",
    );
    // Past rides: those that have left, latest first (spec 2.30), on the same chips.
    const past = parseHomeSearch(new URLSearchParams("dir=SG->FC&when=past"));
    expect(past).toEqual({ direction: "SG->FC", day: null, timeOfDay: null, past: true });
    expect(homeSearchQuery(past)).toBe("dir=SG-%3EFC&when=past");
    expect(rideListPath(homeListFilters(past))).toBe(
      "/api/rides?direction=SG-%3EFC&time=all&sort=dateDesc&limit=20&status=completed",
    );
    // With nothing chosen, the same first page the home always asked for.
    expect(rideListPath(homeListFilters({ direction: null, day: null, timeOfDay: null }))).toBe(
      "/api/rides?direction=all&time=upcoming&sort=dateAsc&limit=20",
    );
  });
});
