import { describe, expect, it } from "vitest";
import { inTheCar, ownStop, stopPlan } from "./stop-plan.ts";

const DEPART = new Date("2026-12-04T07:00:00+08:00");
const party = (id: number, sequence: number | null, boarding?: "boarded" | "no_show" | null) => ({
  id,
  userId: id * 10,
  dropoffSequence: sequence,
  passengerCount: id,
  boarding,
});

describe("stopPlan", () => {
  it("times SG->FC pick-ups from departure, stop minutes apart, in the set order", () => {
    const plan = stopPlan({ date: DEPART, direction: "SG->FC", stopMinutes: 15 }, [
      party(1, 2),
      party(2, 1),
      party(3, null),
    ]);
    expect(plan.map((stop) => [stop.party.id, stop.position, stop.at?.toISOString()])).toEqual([
      [2, 1, "2026-12-03T23:00:00.000Z"],
      [1, 2, "2026-12-03T23:15:00.000Z"],
      [3, 3, "2026-12-03T23:30:00.000Z"],
    ]);
  });
  it("spaces stops ten minutes apart when the ride sets none", () => {
    const plan = stopPlan({ date: DEPART, direction: "SG->FC" }, [party(1, null), party(2, null)]);
    expect(plan[1]?.at?.toISOString()).toBe("2026-12-03T23:10:00.000Z");
  });
  it("times FC->SG drop-offs after the drive and the typical crossing, stop minutes apart", () => {
    // Friday 07:00 SGT: Tuas's weekday morning band, 50 minutes, plus 40 minutes of driving.
    const plan = stopPlan({ date: DEPART, direction: "FC->SG", stopMinutes: 10 }, [
      party(1, null),
      party(2, null),
    ]);
    expect(plan.map((stop) => [stop.position, stop.at.toISOString()])).toEqual([
      [1, "2026-12-04T00:30:00.000Z"],
      [2, "2026-12-04T00:40:00.000Z"],
    ]);
  });
});

describe("stopPlan at a shared place", () => {
  const at = (id: number, sequence: number | null, place: string) => ({
    ...party(id, sequence),
    dropoffLocation: place,
  });
  it("makes parties at the same place (trimmed, any case) one stop, where the first one is", () => {
    const plan = stopPlan({ date: DEPART, direction: "SG->FC", stopMinutes: 10 }, [
      at(1, null, "Tampines MRT"),
      at(2, null, "Bedok MRT"),
      at(3, null, "  tampines mrt "),
      at(4, null, ""),
      at(5, null, ""),
    ]);
    expect(plan.map((stop) => [stop.party.id, stop.position, stop.at.toISOString()])).toEqual([
      [1, 1, "2026-12-03T23:00:00.000Z"],
      [3, 1, "2026-12-03T23:00:00.000Z"],
      [2, 2, "2026-12-03T23:10:00.000Z"],
      [4, 3, "2026-12-03T23:20:00.000Z"],
      [5, 4, "2026-12-03T23:30:00.000Z"],
    ]);
    expect(ownStop(plan, 20)).toEqual({ position: 2, count: 4 });
  });
});

describe("ownStop", () => {
  const plan = stopPlan({ date: DEPART, direction: "SG->FC" }, [party(1, 1), party(2, 2)]);
  it("says which stop of how many the reader's party is", () => {
    expect(ownStop(plan, 20)).toEqual({ position: 2, count: 2 });
  });
  it("is null for a reader with no party (the driver)", () => {
    expect(ownStop(plan, 99)).toBeNull();
  });
});

describe("inTheCar", () => {
  it("counts the people of boarded parties only", () => {
    const car = inTheCar([party(1, 1, "boarded"), party(2, 2, "no_show"), party(3, 3, "boarded")]);
    expect(car.parties.map((p) => p.id)).toEqual([1, 3]);
    expect(car.people).toBe(4);
  });
});
