import { describe, expect, it } from "vitest";
import type { Vehicle } from "../carriage/carriage.ts";
import { testTranslator } from "../i18n/test-translator.ts";
import type { RideStatus } from "../ride/ride.ts";
import {
  noLicensedCarDue,
  noLicensedCarText,
  permitEndingDue,
  permitEndingText,
  permitLapseNoticeDue,
  permitLapsesDriverText,
  permitLapsesText,
  permitLapseTime,
  vendorRatedText,
  vendorVerifiedText,
} from "./carriage-notices.ts";
import { notificationUrl } from "./push.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const departure = new Date("2026-03-20T01:30:00Z"); // Fri 20 Mar, 9:30 am in Singapore
const taxi = (permitExpires: string | null): Vehicle => ({
  licenceType: "cross_border_taxi",
  registration: "SG",
  permitExpires,
});
const assigned = (status: RideStatus = "assigned") => ({ date: departure, status, vendorId: 7 });
const open = (status: RideStatus = "open") => ({ date: departure, status, vendorId: null });

describe("permitLapseTime", () => {
  it("is the midnight in Singapore after the permit's last day", () => {
    expect(new Date(permitLapseTime("2026-03-15")).toISOString()).toBe("2026-03-15T16:00:00.000Z");
  });
});

describe("permitLapseNoticeDue", () => {
  // The permit's last day is 15 Mar: it lapses at 16:00 UTC that day, five days before the ride.
  const lapse = permitLapseTime("2026-03-15");
  it.each([
    ["eight days before the permit lapses", lapse - 8 * DAY, false],
    ["a minute short of seven days before", lapse - 7 * DAY - 60_000, false],
    ["seven days before", lapse - 7 * DAY, true],
    ["a day before", lapse - DAY, true],
    ["after the permit lapsed, the ride still to leave", lapse + DAY, true],
    ["once the ride has left", departure.getTime(), false],
  ])("%s", (_when, at, due) => {
    expect(permitLapseNoticeDue(assigned(), taxi("2026-03-15"), new Date(at))).toBe(due);
  });

  it("is not due for a permit that lasts to the ride's day, nor without a vendor", () => {
    const now = new Date(lapse - DAY);
    expect(permitLapseNoticeDue(assigned(), taxi("2026-03-20"), now)).toBe(false);
    expect(permitLapseNoticeDue(assigned(), taxi("2026-03-19"), now)).toBe(true);
    expect(permitLapseNoticeDue(assigned(), taxi(null), now)).toBe(false);
    expect(permitLapseNoticeDue(open(), taxi("2026-03-15"), now)).toBe(false);
  });

  it.each(["cancelled", "completed"] as const)("is not due for a %s ride", (status) => {
    expect(permitLapseNoticeDue(assigned(status), taxi("2026-03-15"), new Date(lapse))).toBe(false);
  });
});

describe("noLicensedCarDue", () => {
  it.each([
    [49 * HOUR, false],
    [48 * HOUR, true],
    [HOUR, true],
    [0, false],
    [-HOUR, false],
  ])("%d ms before departure: %s", (ms, due) => {
    expect(noLicensedCarDue(open(), new Date(departure.getTime() - ms))).toBe(due);
  });

  it("is not due once a vendor has the ride, nor for a cancelled ride", () => {
    const now = new Date(departure.getTime() - HOUR);
    expect(noLicensedCarDue(assigned(), now)).toBe(false);
    expect(noLicensedCarDue(open("cancelled"), now)).toBe(false);
  });
});

describe("permitEndingDue", () => {
  const lapse = permitLapseTime("2026-03-31");
  it.each([
    ["fifteen days before the permit lapses", lapse - 15 * DAY, false],
    ["fourteen days before", lapse - 14 * DAY, true],
    ["its last day", lapse - HOUR, true],
    ["once it has lapsed", lapse, false],
  ])("%s", (_when, at, due) => {
    expect(permitEndingDue(taxi("2026-03-31"), new Date(at))).toBe(due);
  });

  it("is not due for a licence that is not cross-border, nor a permit never recorded", () => {
    const now = new Date(lapse - DAY);
    expect(permitEndingDue({ ...taxi("2026-03-31"), licenceType: "other" }, now)).toBe(false);
    expect(permitEndingDue(taxi(null), now)).toBe(false);
  });
});

describe("the texts", () => {
  const ride = { direction: "SG->FC" as const, date: departure };
  const en = testTranslator("en");

  it("tell the organizer and the vendor what the lapse means to each", () => {
    expect(permitLapsesText(en, ride, "2026-03-15")).toBe(
      "The driver's cross-border permit ends on 15 Mar 2026, before your Singapore to Forest City ride on Fri, 20 Mar, 9:30 am SGT: the ride needs another licensed car.",
    );
    expect(permitLapsesDriverText(en, ride, "2026-03-15")).toContain(
      "Your cross-border permit ends on 15 Mar 2026, before the Singapore to Forest City ride",
    );
  });

  it("give the bus fare from where the ride leaves, and open the bus guide", () => {
    expect(noLicensedCarText(en, ride)).toContain("the public bus crosses for about S$5 each way");
    expect(noLicensedCarText(en, { ...ride, direction: "FC->SG" })).toContain("about MYR 5");
    expect(notificationUrl({ type: "no_licensed_car", rideId: 3 })).toBe("/bus-guide");
  });

  it("tell a vendor its plate and permit, and open its dashboard", () => {
    const vehicle = { ...taxi("2026-03-31"), plate: "SH1234A" };
    expect(vendorVerifiedText(en, vehicle)).toBe(
      "An administrator has verified your vehicle SH1234A: you may take rides up to its permit's last day, 31 Mar 2026.",
    );
    expect(permitEndingText(en, "2026-03-31")).toMatch(
      /^Your cross-border permit ends on 31 Mar 2026\./,
    );
    expect(notificationUrl({ type: "permit_ending", rideId: null })).toBe("/vendor");
    expect(vendorRatedText(en, ride, 1)).toContain(": 1 star of 5.");
  });

  it.each(["zh", "ms"] as const)("are written in %s too", (locale) => {
    const i18n = testTranslator(locale);
    const english = noLicensedCarText(en, ride);
    expect(noLicensedCarText(i18n, ride)).not.toBe(english);
    expect(noLicensedCarText(i18n, ride)).toContain("S$5");
    expect(permitEndingText(i18n, "2026-03-31")).not.toBe(permitEndingText(en, "2026-03-31"));
  });
});
