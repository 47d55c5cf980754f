import { describe, expect, it } from "vitest";
import { type CrossingRecord, liveCrossings } from "./crossing-times.ts";

const NOW = new Date("2026-12-04T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
/** A crossing that took `took` minutes and cleared `ago` minutes before now. */
const crossing = (
  took: number,
  ago: number,
  checkpoint: CrossingRecord["checkpoint"] = "Tuas",
  direction: CrossingRecord["direction"] = "SG->FC",
): CrossingRecord => ({
  checkpoint,
  direction,
  arrivedAt: minutesAgo(ago + took),
  clearedAt: minutesAgo(ago),
});

describe("liveCrossings", () => {
  it("gives the median of the last three hours' crossings per checkpoint and direction", () => {
    expect(
      liveCrossings(
        [
          crossing(40, 10),
          crossing(50, 100),
          crossing(90, 170),
          crossing(30, 20, "Woodlands", "FC->SG"),
          crossing(60, 30, "Woodlands", "FC->SG"),
        ],
        NOW,
      ),
    ).toEqual([
      {
        checkpoint: "Tuas",
        direction: "SG->FC",
        minutes: 50,
        rides: 3,
        observedAt: minutesAgo(10).toISOString(),
      },
      {
        checkpoint: "Woodlands",
        direction: "FC->SG",
        minutes: 45,
        rides: 2,
        observedAt: minutesAgo(20).toISOString(),
      },
    ]);
  });

  it.each<[string, CrossingRecord[]]>([
    ["one ride alone", [crossing(40, 10)]],
    ["a ride cleared over three hours ago", [crossing(40, 10), crossing(40, 181)]],
    ["a ride not yet cleared", [crossing(40, 10), { ...crossing(40, 5), clearedAt: null }]],
    ["a ride with no arrival tap", [crossing(40, 10), { ...crossing(40, 5), arrivedAt: null }]],
    ["two directions", [crossing(40, 10), crossing(40, 10, "Tuas", "FC->SG")]],
    ["two checkpoints", [crossing(40, 10), crossing(40, 10, "Woodlands")]],
  ])("says nothing from %s", (_case, records) => {
    expect(liveCrossings(records, NOW)).toEqual([]);
  });
});
