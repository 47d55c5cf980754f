import { describe, expect, it } from "vitest";
import { stopPlan } from "../passenger/stop-plan.ts";
import { stopNamed } from "../places/common-stops.ts";
import { placeOf, stopsAhead } from "./stops-ahead.ts";

describe("stopNamed", () => {
  it.each([
    ["Bedok MRT", "bedok"],
    ["bedok", "bedok"],
    ["MRT Bedok", "bedok"],
    ["裕廊东地铁站", "jurong-east"],
    ["Tuas Checkpoint", "tuas-checkpoint"],
    ["Grandma's house", undefined],
    ["", undefined],
  ])("%s is %s", (typed, id) => {
    expect(stopNamed(typed)?.id).toBe(id);
  });
});

const party = (id: number, location: string, boarding: "boarded" | "no_show" | null = null) => ({
  id,
  userId: id,
  dropoffSequence: null,
  passengerCount: 1,
  dropoffLocation: location,
  boarding,
});
const date = new Date("2026-12-04T10:00:00Z");

describe("stopsAhead", () => {
  it("on the way out: the pick-ups not yet marked, then Forest City across the border", () => {
    const plan = stopPlan({ date, direction: "SG->FC" }, [
      party(1, "Boon Lay MRT", "boarded"),
      party(2, "Joo Koon MRT"),
      party(3, "Somewhere else"),
    ]);
    expect(stopsAhead("SG->FC", plan)).toEqual([
      { stop: 2, location: "Joo Koon MRT", point: placeOf("Joo Koon MRT"), afterCrossing: false },
      { stop: 3, location: "Somewhere else", point: null, afterCrossing: false },
      {
        stop: 4,
        location: "Forest City Shopping Mall",
        point: { lat: 1.3346, lon: 103.5918 },
        afterCrossing: true,
      },
    ]);
  });

  it("on the way back: every drop-off but the no-shows, all across the border", () => {
    const plan = stopPlan({ date, direction: "FC->SG" }, [
      party(1, "Bedok MRT", "boarded"),
      party(2, "Orchard MRT", "no_show"),
    ]);
    expect(stopsAhead("FC->SG", plan)).toEqual([
      { stop: 1, location: "Bedok MRT", point: placeOf("Bedok MRT"), afterCrossing: true },
    ]);
  });
});
