import { describe, expect, it } from "vitest";
import type {
  CrossingPoint,
  CrossingRule,
  Registration,
  Vehicle,
} from "../../../domain/carriage/carriage.ts";
import { carriageReason } from "./carriage-reason.ts";

const BAN_SAN: CrossingPoint = {
  stopId: "ban-san-terminal",
  names: { en: "Ban San Street Terminal", zh: "万山街德士站", ms: "Terminal Jalan Ban San" },
  aliases: [],
};
const LARKIN: CrossingPoint = {
  stopId: "larkin-sentral",
  names: { en: "Larkin Sentral", zh: "拉庆中央车站", ms: "Larkin Sentral" },
  aliases: [],
};
const rule = (registration: Registration, anywhere: boolean): CrossingRule => {
  const point = registration === "SG" ? LARKIN : BAN_SAN;
  return {
    registration,
    effectiveFrom: "2022-05-01",
    pickupPoints: [point],
    dropoffAnywhere: anywhere,
    dropoffPoints: anywhere ? [] : [point],
    source: { title: "t", url: "https://example.org", published: "2022-04-30" },
  };
};
const taxi = (registration: Registration | null, permitExpires: string | null): Vehicle => ({
  licenceType: "cross_border_taxi",
  registration,
  permitExpires,
});
const ride = (direction: "SG->FC" | "FC->SG", pickupLocation: string, dropoff: string) => ({
  direction,
  date: "2026-12-10T02:00:00.000Z",
  pickupLocation,
  dropoffLocations: [{ location: dropoff, passengerCount: 1 }],
});
const fromForestCity = ride("FC->SG", "Forest City", "Changi Airport");
const toForestCity = ride("SG->FC", "Jurong East", "Forest City");
const sg = taxi("SG", "2027-01-31");

describe("carriageReason", () => {
  it.each([
    ["a Singapore taxi takes an SG -> FC ride", sg, toForestCity, [rule("SG", true)], null],
    [
      "a Singapore taxi picking up at Forest City is told where it may",
      sg,
      fromForestCity,
      [rule("SG", true)],
      { id: "vendor.carriage.pickup_sg", values: { points: "拉庆中央车站" } },
    ],
    [
      "a Malaysian taxi dropping off in Singapore away from the points",
      taxi("MY", "2027-01-31"),
      fromForestCity,
      [rule("MY", false)],
      { id: "vendor.carriage.dropoff_my", values: { points: "万山街德士站" } },
    ],
    [
      "a permit ending before the ride's day",
      taxi("SG", "2026-12-09"),
      toForestCity,
      [rule("SG", true)],
      { id: "vendor.carriage.permit_expired", values: { date: "2026-12-09" } },
    ],
    [
      "a vendor verified before the vehicle was recorded",
      taxi(null, null),
      toForestCity,
      [rule("SG", true)],
      { id: "vendor.carriage.reverify" },
    ],
    [
      "a licence that is not cross-border",
      { licenceType: "other", registration: null, permitExpires: null } satisfies Vehicle,
      toForestCity,
      [rule("SG", true)],
      { id: "vendor.carriage.not_cross_border" },
    ],
  ])("%s", (_, vehicle, theRide, rules, expected) => {
    expect(carriageReason(theRide, vehicle, rules, "zh")).toEqual(expected);
  });
});
