import { describe, expect, it } from "vitest";
import { nearStop } from "./arrival-notices.ts";

const eta = (stop: number, minutes: number | null) => ({ stop, location: `Stop ${stop}`, minutes });

describe("nearStop", () => {
  it.each([
    ["the next stop five minutes away", [eta(2, 5), eta(3, 20)], 3, 2],
    ["the next stop a minute away", [eta(1, 1)], 2, 1],
    ["the next stop six minutes away", [eta(2, 6), eta(3, 20)], 3, null],
    ["a stop the app cannot place, then one near", [eta(1, null), eta(2, 4)], 2, 2],
    ["Forest City near, with no party there", [eta(3, 3)], 2, null],
    ["no stop ahead", [], 2, null],
  ])("%s", (_case, etas, stops, expected) => {
    expect(nearStop("SG->FC", etas, stops)).toBe(expected);
  });

  it("tells no one on the way back: the parties are in the car", () => {
    expect(nearStop("FC->SG", [eta(1, 2)], 2)).toBeNull();
  });
});
