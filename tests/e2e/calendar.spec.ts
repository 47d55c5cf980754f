// 'Add to calendar' downloads an RFC 5545 event a phone's calendar app accepts.
import { readFileSync } from "node:fs";
import { createRideViaApi, expect, registerViaApi, test } from "./fixtures.ts";

/** Content lines, unfolded, as [name with parameters, value]. */
function contentLines(ics: string): [string, string][] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]);
}

test("the ride page's calendar file carries the ride, its link and a reminder", async ({
  page,
}) => {
  await registerViaApi(page.request, { prefix: "calendar" });
  const date = new Date(Date.now() + 5 * 86_400_000);
  date.setUTCSeconds(0, 0);
  const ride = await createRideViaApi(page.request, {
    date: date.toISOString(),
    location: "Pasir Ris MRT",
  });

  await page.goto(`/rides/${ride.id}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`fc-rideshare-ride-${ride.id}.ics`);
  const ics = readFileSync(String(await download.path()), "utf8");

  const lines = contentLines(ics);
  const value = (name: string) => lines.find(([key]) => key === name)?.[1];
  expect(lines[0]).toEqual(["BEGIN", "VCALENDAR"]);
  expect(value("VERSION")).toBe("2.0");
  expect(value("PRODID")).toBeTruthy();
  expect(value("UID")).toBe(`ride-${ride.id}@fc-rideshare`);
  expect(value("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
  const utc = date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  expect(value("DTSTART")).toBe(utc);
  expect(value("SUMMARY")).toBe("FC Rideshare: Singapore to Forest City");
  expect(value("LOCATION")).toBe("Pasir Ris MRT");
  const description = (value("DESCRIPTION") ?? "").replace(/\\n/g, "\n").replace(/\\,/g, ",");
  expect(description).toContain(`/rides/${ride.id}`);
  expect(description).toMatch(/Bring your passport/);
  expect(lines.filter(([key]) => key === "BEGIN").map(([, v]) => v)).toEqual([
    "VCALENDAR",
    "VEVENT",
    "VALARM",
  ]);
  expect(value("TRIGGER")).toBe("-PT2H");
  expect(lines.at(-1)).toEqual(["END", "VCALENDAR"]);
});
