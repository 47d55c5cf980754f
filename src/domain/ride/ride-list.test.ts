import { afterEach, describe, expect, it, vi } from "vitest";
import { translateMessage } from "../i18n/message.ts";
import { testTranslator } from "../i18n/test-translator.ts";
import type { Direction } from "./ride.ts";
import {
  DEFAULT_RIDE_FILTERS,
  filterAndSortRides,
  RIDE_PAGE_SIZE,
  type RideListFilters,
  rideListPath,
} from "./ride-list.ts";
import { rideListQuerySchema } from "./ride-schemas.ts";

// Wednesday 4 March 2026, 12:00 in Singapore.
const now = new Date("2026-03-04T04:00:00Z");

const r = (id: number, date: string, direction: Direction = "SG->FC") => ({ id, date, direction });
const rides = [
  r(1, "2026-03-10T01:00:00Z"), // next week, upcoming
  r(2, "2026-03-03T01:00:00Z", "FC->SG"), // this week, past (Tuesday)
  r(3, "2026-03-05T01:00:00Z", "FC->SG"), // this week, upcoming (Thursday)
  r(4, "2026-02-20T01:00:00Z"), // last month, past
  r(5, "2026-03-01T16:00:00Z"), // Monday 00:00 SGT: first instant of this week, past
  r(6, "2026-03-08T15:59:00Z", "FC->SG"), // Sunday 23:59 SGT: last minute of this week
  r(7, "2026-03-08T16:00:00Z"), // next Monday 00:00 SGT
];
const ids = (filters: Partial<RideListFilters>, at = now) =>
  filterAndSortRides(rides, { ...DEFAULT_RIDE_FILTERS, ...filters }, at).map((ride) => ride.id);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("filterAndSortRides", () => {
  it("defaults to upcoming rides, earliest first", () => {
    expect(ids({})).toEqual([3, 6, 7, 1]);
  });

  it("sorts upcoming before past, the chosen order within each group", () => {
    expect(ids({ time: "all" })).toEqual([3, 6, 7, 1, 4, 5, 2]);
    expect(ids({ time: "all", sort: "dateDesc" })).toEqual([1, 7, 6, 3, 2, 5, 4]);
  });

  it("keeps only rides of the current Singapore week for thisWeek, past ones last", () => {
    expect(ids({ time: "thisWeek" })).toEqual([3, 6, 5, 2]);
    expect(ids({ time: "thisWeek", sort: "dateDesc" })).toEqual([6, 3, 2, 5]);
  });

  it.each(["UTC", "America/Los_Angeles", "Asia/Singapore"])(
    "bounds the week by Singapore midnight whatever the machine zone (%s)",
    (zone) => {
      vi.stubEnv("TZ", zone);
      // Sunday 8 March 23:30 SGT (15:30 UTC): the week still ends at Monday 00:00 SGT;
      // only ride 6 (23:59) is still upcoming.
      expect(ids({ time: "thisWeek" }, new Date("2026-03-08T15:30:00Z"))).toEqual([6, 5, 2, 3]);
      // Monday 9 March 00:30 SGT (16:30 UTC Sunday): a new week has begun.
      expect(ids({ time: "thisWeek" }, new Date("2026-03-08T16:30:00Z"))).toEqual([1, 7]);
    },
  );

  it("filters by direction", () => {
    expect(ids({ direction: "FC->SG", time: "all" })).toEqual([3, 6, 2]);
    expect(ids({ direction: "SG->FC" })).toEqual([7, 1]);
  });

  it("breaks ties of equal dates by id and does not change its input", () => {
    const same = [r(9, "2026-03-10T01:00:00Z"), r(8, "2026-03-10T01:00:00Z")];
    const copy = [...same];
    expect(filterAndSortRides(same, DEFAULT_RIDE_FILTERS, now).map((ride) => ride.id)).toEqual([
      8, 9,
    ]);
    expect(same).toEqual(copy);
  });

  it("treats a ride dated exactly now as upcoming", () => {
    expect(filterAndSortRides([r(1, now.toISOString())], DEFAULT_RIDE_FILTERS, now)).toHaveLength(
      1,
    );
  });
});

describe("rideListQuerySchema", () => {
  it("fills the defaults", () => {
    expect(rideListQuerySchema.parse({})).toEqual(DEFAULT_RIDE_FILTERS);
    expect(DEFAULT_RIDE_FILTERS).toEqual({ direction: "all", time: "upcoming", sort: "dateAsc" });
  });
  it("accepts every allowed value and drops unknown keys", () => {
    expect(
      rideListQuerySchema.parse({ direction: "FC->SG", time: "thisWeek", sort: "dateDesc", x: 1 }),
    ).toEqual({ direction: "FC->SG", time: "thisWeek", sort: "dateDesc" });
  });
  it("refuses other values with a message naming the field", () => {
    const result = rideListQuerySchema.safeParse({ time: "tomorrow" });
    expect(result.success).toBe(false);
    expect(translateMessage(testTranslator("en"), result.error?.issues[0]?.message ?? "")).toBe(
      "time must be one of: upcoming, thisWeek, all",
    );
  });
});

describe("rideListPath", () => {
  it("names the filters in a fixed order, the page size, then the cursor", () => {
    expect(rideListPath(DEFAULT_RIDE_FILTERS)).toBe(
      `/api/rides?direction=all&time=upcoming&sort=dateAsc&limit=${RIDE_PAGE_SIZE}`,
    );
    const filters = { sort: "dateDesc", time: "thisWeek", direction: "FC->SG" } as const;
    expect(rideListPath(filters, "abc")).toBe(
      `/api/rides?direction=FC-%3ESG&time=thisWeek&sort=dateDesc&limit=${RIDE_PAGE_SIZE}&cursor=abc`,
    );
  });
});
