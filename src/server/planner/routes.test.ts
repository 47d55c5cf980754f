import { describe, expect, it } from "vitest";
import { testAppForSuite } from "../testing/test-app.ts";

const t = testAppForSuite();

async function plan(direction: string, at: string) {
  const query = new URLSearchParams({ direction, at });
  return t.app.inject({ url: `/api/planner?${query}` });
}

describe("GET /api/planner", () => {
  it("says a Friday 6 pm departure from Singapore takes longer than a Tuesday 11 am, and suggests an earlier hour", async () => {
    const friday = (await plan("SG->FC", "2026-12-04T18:00:00+08:00")).json();
    const tuesday = (await plan("SG->FC", "2026-12-01T11:00:00+08:00")).json();
    expect(tuesday).toEqual({
      checkpoint: "Tuas",
      typicalMinutes: 30,
      p90Minutes: 50,
      holiday: null,
      advice: { level: "usual", betterAt: null, betterMinutes: null },
      live: [],
    });
    expect(friday.typicalMinutes).toBeGreaterThan(tuesday.typicalMinutes);
    expect(friday.advice.level).toBe("worst");
    expect(Date.parse(friday.advice.betterAt)).toBeLessThan(
      Date.parse("2026-12-04T18:00:00+08:00"),
    );
  });

  it("raises a Johor public holiday (the Sultan's birthday, Tue 23 Mar 2027) over an ordinary Tuesday", async () => {
    const holiday = (await plan("SG->FC", "2027-03-23T11:00:00+08:00")).json();
    const ordinary = (await plan("SG->FC", "2027-03-16T11:00:00+08:00")).json();
    expect(holiday.holiday).toBe("Hari Keputeraan Sultan Johor");
    expect(ordinary.holiday).toBeNull();
    expect(holiday.typicalMinutes).toBeGreaterThan(ordinary.typicalMinutes);
    expect(holiday.p90Minutes).toBeGreaterThan(ordinary.p90Minutes);
  });

  it("names the eve of a Singapore holiday (Christmas Eve)", async () => {
    const eve = (await plan("SG->FC", "2026-12-24T20:00:00+08:00")).json();
    expect(eve.holiday).toBe("Christmas Day");
  });

  it("refuses a bad direction or moment with a message naming the field", async () => {
    const direction = await plan("east", "2026-12-04T18:00:00+08:00");
    expect(direction.statusCode).toBe(400);
    expect(direction.json().error).toMatch(/direction/);
    const at = await plan("SG->FC", "next friday");
    expect(at.statusCode).toBe(400);
    expect(at.json().error).toMatch(/at must be a date and time/);
  });
});
