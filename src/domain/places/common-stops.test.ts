import { describe, expect, it } from "vitest";
import { COMMON_STOPS, findStops, suggestStops } from "./common-stops.ts";

const ids = (typed: string) => suggestStops(typed).map((stop) => stop.id);

describe("suggestStops", () => {
  it("offers the popular stops before anything is typed", () => {
    expect(ids("")).toEqual([
      "jurong-east",
      "boon-lay",
      "tuas-link",
      "orchard",
      "changi-airport",
      "tuas-checkpoint",
    ]);
  });

  it("finds a stop from any language's name, ignoring case and accents", () => {
    expect(ids("jurong")).toEqual(["jurong-east"]);
    expect(ids("裕廊")).toEqual(["jurong-east"]);
    expect(ids("pemeriksaan")).toEqual(["woodlands-checkpoint", "tuas-checkpoint"]);
    expect(ids("forest")).toEqual(["forest-city-mall", "forest-city-phoenix-hotel"]);
  });

  it("offers nothing once the field holds a stop's whole name, or for an unknown place", () => {
    expect(ids("Jurong East MRT")).toEqual([]);
    expect(ids("Bishan Park")).toEqual([]);
  });

  it("finds a whole name too, for the map's search", () => {
    expect(findStops("Jurong East MRT").map((stop) => stop.id)).toEqual(["jurong-east"]);
    expect(findStops("  ")).toEqual([]);
  });

  it("holds stops with a name in every language and coordinates near the routes", () => {
    for (const stop of COMMON_STOPS) {
      expect(Object.values(stop.names).every((name) => name.length > 0)).toBe(true);
      expect(stop.lat).toBeGreaterThan(1.2);
      expect(stop.lat).toBeLessThan(1.5);
      expect(stop.lon).toBeGreaterThan(103.5);
      expect(stop.lon).toBeLessThan(104.1);
    }
    expect(new Set(COMMON_STOPS.map((stop) => stop.id)).size).toBe(COMMON_STOPS.length);
  });
});
