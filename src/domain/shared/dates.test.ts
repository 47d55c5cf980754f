import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatClock,
  formatMessageTime,
  formatRideDate,
  formatShortRideDate,
  isInSingaporeWeek,
  isoToSingaporeLocal,
  singaporeLocalToIso,
  singaporeWeekRange,
  toTime,
} from "./dates.ts";

// The results must not depend on the machine's zone: run every case under several zones.
const ZONES = [
  "UTC",
  "America/Los_Angeles",
  "Pacific/Kiritimati",
  "Asia/Singapore",
  "Europe/London",
];
afterEach(() => {
  vi.unstubAllEnvs();
});

function setMachineZone(zone: string): void {
  vi.stubEnv("TZ", zone);
}

describe.each(ZONES)("in machine zone %s", (zone) => {
  it("formats a ride date in Singapore time with weekday, date and 12-hour time", () => {
    setMachineZone(zone);
    expect(formatRideDate("2026-03-06T01:30:00Z")).toBe("Fri, 6 Mar 2026, 9:30 am SGT");
    // 23:30 UTC on Thursday is already Friday morning in Singapore.
    expect(formatRideDate(new Date("2026-03-05T23:30:00Z"))).toBe("Fri, 6 Mar 2026, 7:30 am SGT");
    expect(formatRideDate("2026-03-06T04:00:00Z")).toBe("Fri, 6 Mar 2026, 12:00 pm SGT");
    expect(formatRideDate("2026-03-06T16:00:00Z")).toBe("Sat, 7 Mar 2026, 12:00 am SGT");
  });

  it("formats a stop's clock time in Singapore", () => {
    setMachineZone(zone);
    expect(formatClock("2026-03-05T23:25:00Z")).toBe("7:25 am");
    expect(formatClock("2026-03-06T04:05:00Z")).toBe("12:05 pm");
  });

  it("formats a message's time as the clock today and with its date before", () => {
    setMachineZone(zone);
    const now = new Date("2026-11-28T07:00:00Z");
    expect(formatMessageTime("2026-11-28T06:22:00Z", now)).toBe("2:22 pm SGT");
    expect(formatMessageTime("2026-11-27T06:22:00Z", now)).toBe("Fri, 27 Nov, 2:22 pm SGT");
    // 11:30 pm UTC on the 27th is already the 28th in Singapore.
    expect(formatMessageTime("2026-11-27T23:30:00Z", now)).toBe("7:30 am SGT");
  });

  it("formats a short title date without the year", () => {
    setMachineZone(zone);
    expect(formatShortRideDate("2026-03-06T01:30:00Z")).toBe("Fri, 6 Mar, 9:30 am SGT");
    expect(formatShortRideDate("2026-12-31T15:59:00Z")).toBe("Thu, 31 Dec, 11:59 pm SGT");
  });

  it("reads a datetime-local value as Singapore time", () => {
    setMachineZone(zone);
    expect(singaporeLocalToIso("2026-03-06T09:30")).toBe("2026-03-06T01:30:00.000Z");
    expect(singaporeLocalToIso("2026-03-01T00:00")).toBe("2026-02-28T16:00:00.000Z");
    expect(singaporeLocalToIso("2026-01-01T07:59:30")).toBe("2025-12-31T23:59:30.000Z");
    expect(singaporeLocalToIso("2024-02-29T12:00")).toBe("2024-02-29T04:00:00.000Z");
  });

  it("writes an ISO moment as a datetime-local value in Singapore time", () => {
    setMachineZone(zone);
    expect(isoToSingaporeLocal("2026-02-28T16:00:00.000Z")).toBe("2026-03-01T00:00");
    expect(isoToSingaporeLocal(new Date("2026-03-05T23:59:00Z"))).toBe("2026-03-06T07:59");
    expect(isoToSingaporeLocal("2026-03-06T15:59:00Z")).toBe("2026-03-06T23:59");
    const value = "2026-07-15T18:45";
    expect(isoToSingaporeLocal(singaporeLocalToIso(value) ?? "")).toBe(value);
  });

  it("gives the Singapore week from Monday 00:00 to next Monday 00:00", () => {
    setMachineZone(zone);
    // Sunday 8 March 2026, 23:59:59 in Singapore: still the week of Monday 2 March.
    expect(singaporeWeekRange(new Date("2026-03-08T15:59:59Z"))).toEqual({
      start: new Date("2026-03-01T16:00:00Z"),
      end: new Date("2026-03-08T16:00:00Z"),
    });
    // Monday 9 March 2026, 00:00 in Singapore (still Sunday in UTC): the next week.
    expect(singaporeWeekRange(new Date("2026-03-08T16:00:00Z"))).toEqual({
      start: new Date("2026-03-08T16:00:00Z"),
      end: new Date("2026-03-15T16:00:00Z"),
    });
    // Monday 00:30 UTC is Monday 08:30 in Singapore.
    expect(singaporeWeekRange(new Date("2026-03-09T00:30:00Z")).start).toEqual(
      new Date("2026-03-08T16:00:00Z"),
    );
  });

  it("handles weeks that cross a month and a year", () => {
    setMachineZone(zone);
    // Thursday 1 January 2026 in Singapore: the week began Monday 29 December 2025.
    expect(singaporeWeekRange(new Date("2025-12-31T17:00:00Z"))).toEqual({
      start: new Date("2025-12-28T16:00:00Z"),
      end: new Date("2026-01-04T16:00:00Z"),
    });
  });

  it("tells whether a date falls in the current Singapore week", () => {
    setMachineZone(zone);
    const now = new Date("2026-03-04T04:00:00Z"); // Wednesday noon in Singapore
    expect(isInSingaporeWeek("2026-03-01T16:00:00Z", now)).toBe(true); // Monday 00:00
    expect(isInSingaporeWeek("2026-03-01T15:59:59Z", now)).toBe(false); // Sunday before
    expect(isInSingaporeWeek("2026-03-08T15:59:59Z", now)).toBe(true); // Sunday 23:59:59
    expect(isInSingaporeWeek("2026-03-08T16:00:00Z", now)).toBe(false); // next Monday
  });
});

it("really switches the machine zone between cases", () => {
  vi.stubEnv("TZ", "America/Los_Angeles");
  expect(new Date("2026-03-06T01:30:00Z").getTimezoneOffset()).toBe(480);
  vi.stubEnv("TZ", "Pacific/Kiritimati");
  expect(new Date("2026-03-06T01:30:00Z").getTimezoneOffset()).toBe(-840);
});

describe("singaporeLocalToIso refusals", () => {
  it.each([
    "",
    "not a date",
    "2026-02-30T10:00",
    "2026-13-01T10:00",
    "2026-03-06T24:00",
    "2026-03-06T10:60",
    "2026-03-06",
    "2026-03-06T10:00Z",
  ])("returns null for %j", (value) => {
    expect(singaporeLocalToIso(value)).toBeNull();
  });
});

describe("toTime", () => {
  it("reads strings and Dates", () => {
    expect(toTime("2026-03-06T01:30:00Z")).toBe(Date.UTC(2026, 2, 6, 1, 30));
    expect(toTime(new Date(5))).toBe(5);
  });
  it("throws on an unreadable date, which is a bug", () => {
    expect(() => toTime("nonsense")).toThrow(RangeError);
    expect(() => formatRideDate("nonsense")).toThrow(RangeError);
  });
});
