import { describe, expect, it } from "vitest";
import { createRide } from "../../testing/rides.ts";
import { testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";

const t = testAppForSuite({ PUBLIC_URL: "https://rides.example.sg" });

/** RFC 5545 content lines, unfolded, as [name with parameters, value] pairs. */
function contentLines(ics: string): [string, string][] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

const unescapeText = (text: string) => text.replace(/\\n/gi, "\n").replace(/\\([,;\\])/g, "$1");

describe("GET /api/rides/{id}/calendar.ics", () => {
  it("answers the ride as an event with a reminder two hours before", async () => {
    const { cookie } = await registerUser(t.app);
    const date = "2031-03-07T01:30:00.000Z";
    const ride = await createRide(t.app, cookie, { date, pickupLocation: "Pasir Ris MRT, Exit A" });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/rides/${ride.id}/calendar.ics`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename=".+\.ics"/);
    expect(response.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const lines = contentLines(response.body);
    const value = (name: string) => lines.find(([key]) => key === name)?.[1];

    expect(lines[0]).toEqual(["BEGIN", "VCALENDAR"]);
    expect(value("VERSION")).toBe("2.0");
    expect(value("UID")).toBe(`ride-${ride.id}@fc-rideshare`);
    expect(value("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value("DTSTART")).toBe("20310307T013000Z");
    expect(value("SUMMARY")).toBe("FC Rideshare: Singapore to Forest City");
    expect(unescapeText(value("LOCATION") ?? "")).toBe("Pasir Ris MRT, Exit A");
    const description = unescapeText(value("DESCRIPTION") ?? "");
    expect(description).toContain(`https://rides.example.sg/rides/${ride.id}`);
    expect(description).toContain(
      "Bring your passport (valid for at least 6 months) and allow 45 to 60 minutes for immigration.",
    );
    expect(value("TRIGGER")).toBe("-PT2H");
    expect(lines.at(-1)).toEqual(["END", "VCALENDAR"]);
  });

  it("leaves the passport reminder out of Forest City to Singapore rides", async () => {
    const { cookie } = await registerUser(t.app);
    const ride = await createRide(t.app, cookie, { direction: "FC->SG" });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/rides/${ride.id}/calendar.ics`,
    });
    expect(response.statusCode).toBe(200);
    expect(unescapeText(response.body.replace(/\r\n[ \t]/g, ""))).not.toContain("passport");
  });

  it("is written in the reader's language", async () => {
    const { cookie } = await registerUser(t.app);
    const ride = await createRide(t.app, cookie, { date: "2031-03-07T01:30:00.000Z" });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/rides/${ride.id}/calendar.ics`,
      headers: { "accept-language": "zh-CN,zh;q=0.9" },
    });
    const lines = contentLines(response.body);
    expect(lines.find(([key]) => key === "SUMMARY")?.[1]).toBe("FC Rideshare：新加坡至森林城市");
    expect(unescapeText(response.body.replace(/\r\n[ \t]/g, ""))).toContain("请带上护照");
  });

  it("answers 404 for an unknown ride", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/rides/999999/calendar.ics" });
    expect(response.statusCode).toBe(404);
  });
});
