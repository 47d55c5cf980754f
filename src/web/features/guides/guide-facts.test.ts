import { describe, expect, it } from "vitest";
import { FC1, formatDeparture } from "./guide-facts.ts";

describe("FC1 schedule", () => {
  it("leaves Forest City at half past every hour from 5:30am to 7:30pm", () => {
    const times = FC1.fromForestCity.times.map((time) => formatDeparture(time));
    expect(times[0]).toBe("5:30am");
    expect(times.at(-1)).toBe("7:30pm");
    expect(times).toHaveLength(15);
    expect(times).toContain("12:30pm");
  });

  it("leaves the Second Link checkpoint on the hour from 6:00am", () => {
    const times = FC1.fromCheckpoint.times.map((time) => formatDeparture(time));
    expect(times[0]).toBe("6:00am");
    expect(times.every((time) => time.includes(":00"))).toBe(true);
    expect(times).toContain("12:00pm");
  });

  it("reads the times on the reader's 12-hour clock in Chinese and Malay", () => {
    // Joined so a line never breaks inside a time.
    expect(formatDeparture(FC1.fromForestCity.first, "zh")).toBe("上午\u20605:30");
    expect(formatDeparture(FC1.fromCheckpoint.until, "zh")).toBe("下午\u20608:30");
    expect(formatDeparture(FC1.fromForestCity.first, "ms")).toBe("5:30\u00a0PG");
    expect(formatDeparture(FC1.fromCheckpoint.until, "ms")).toBe("8:30\u00a0PTG");
  });
});
