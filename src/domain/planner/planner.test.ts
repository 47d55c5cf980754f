import { describe, expect, it } from "vitest";
import { BORDER_PROFILE, CHECKPOINTS, typicalCrossing } from "./border-profile.ts";
import { type HolidayOf, planCrossing } from "./planner.ts";

const noHolidays: HolidayOf = () => null;
// Singapore time is UTC+8: 18:00 SGT on Friday 4 Dec 2026 is 10:00 UTC.
const fridayEvening = "2026-12-04T10:00:00.000Z";
const tuesdayMorning = "2026-12-01T03:00:00.000Z"; // Tue 11:00 SGT
const sundayEvening = "2026-12-06T11:00:00.000Z"; // Sun 19:00 SGT

describe("planCrossing", () => {
  it("leaving Singapore on a Friday evening is among the worst hours, a Tuesday morning is usual", () => {
    const friday = planCrossing("SG->FC", fridayEvening, noHolidays);
    const tuesday = planCrossing("SG->FC", tuesdayMorning, noHolidays);
    expect(friday.advice.level).toBe("worst");
    expect(tuesday.advice.level).toBe("usual");
    expect(friday.typicalMinutes).toBeGreaterThan(tuesday.typicalMinutes);
    expect(friday.p90Minutes).toBeGreaterThan(friday.typicalMinutes);
    expect(tuesday.advice.betterAt).toBeNull();
  });

  it("suggests a nearby hour that saves at least half an hour on a Friday evening", () => {
    const friday = planCrossing("SG->FC", fridayEvening, noHolidays);
    expect(friday.advice.betterAt).not.toBeNull();
    const hoursAway =
      Math.abs(Date.parse(friday.advice.betterAt ?? "") - Date.parse(fridayEvening)) / 3.6e6;
    expect(hoursAway).toBeLessThanOrEqual(4);
    expect(friday.typicalMinutes - (friday.advice.betterMinutes ?? 0)).toBeGreaterThanOrEqual(30);
  });

  it("coming back on a Sunday evening is the worst hour the other way, leaving then is not", () => {
    expect(planCrossing("FC->SG", sundayEvening, noHolidays).advice.level).toBe("worst");
    expect(planCrossing("SG->FC", sundayEvening, noHolidays).advice.level).toBe("usual");
  });

  it("a holiday or its eve raises the figures and is named", () => {
    const holidayOf: HolidayOf = (day) =>
      day === "2026-12-01" ? "Hari Keputeraan Sultan Johor" : null;
    const plain = planCrossing("SG->FC", tuesdayMorning, noHolidays);
    const holiday = planCrossing("SG->FC", tuesdayMorning, holidayOf);
    expect(holiday.holiday).toBe("Hari Keputeraan Sultan Johor");
    expect(plain.holiday).toBeNull();
    expect(holiday.typicalMinutes).toBeGreaterThan(plain.typicalMinutes);
  });

  it("takes Tuas, beside Forest City, unless Woodlands is quicker door to door", () => {
    expect(planCrossing("SG->FC", tuesdayMorning, noHolidays).checkpoint).toBe("Tuas");
  });
});

describe("the border profile", () => {
  it("has a p90 at or above the p50 in every band of every checkpoint", () => {
    for (const checkpoint of CHECKPOINTS) {
      const { quiet, busy } = BORDER_PROFILE[checkpoint];
      expect(quiet.p90).toBeGreaterThanOrEqual(quiet.p50);
      for (const band of [...busy["SG->FC"], ...busy["FC->SG"]]) {
        expect(band.p90).toBeGreaterThanOrEqual(band.p50);
        expect(band.from).toBeLessThan(band.to);
      }
    }
  });

  it("is busier at Woodlands than at Tuas on a Friday evening out of Singapore", () => {
    expect(typicalCrossing("Woodlands", "SG->FC", 5, 18).p50).toBeGreaterThan(
      typicalCrossing("Tuas", "SG->FC", 5, 18).p50,
    );
  });
});
