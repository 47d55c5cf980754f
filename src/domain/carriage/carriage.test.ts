import { describe, expect, it } from "vitest";
import {
  type CrossingPoint,
  type CrossingRule,
  carriagePlan,
  decideCarriage,
  isAtPoint,
  needsReverification,
  type Registration,
  ruleInForce,
  type Vehicle,
} from "./carriage.ts";

const BAN_SAN: CrossingPoint = {
  stopId: "ban-san-terminal",
  names: { en: "Ban San Street Terminal", zh: "万山街德士站", ms: "Terminal Jalan Ban San" },
  aliases: ["Ban San Terminal"],
};
const LARKIN: CrossingPoint = {
  stopId: "larkin-sentral",
  names: { en: "Larkin Sentral", zh: "拉庆中央车站", ms: "Larkin Sentral" },
  aliases: ["Larkin Terminal"],
};
const source = { title: "t", url: "https://example.org", published: "2025-12-05" };
const rule = (
  registration: Registration,
  effectiveFrom: string,
  anywhere: boolean,
): CrossingRule => {
  const point = registration === "SG" ? LARKIN : BAN_SAN;
  return {
    registration,
    effectiveFrom,
    pickupPoints: [point],
    dropoffAnywhere: anywhere,
    dropoffPoints: anywhere ? [] : [point],
    source,
  };
};
// Drop-offs abroad only at the points until 2025-12-05, anywhere from then on.
const RULES = [
  rule("SG", "2022-05-01", false),
  rule("MY", "2022-05-01", false),
  rule("SG", "2025-12-05", true),
  rule("MY", "2025-12-05", true),
];
const taxi = (registration: Registration, permitExpires = "2026-12-31"): Vehicle => ({
  licenceType: "cross_border_taxi",
  registration,
  permitExpires,
});
/** 10:00 in Singapore on `day`. */
const at = (day: string) => `${day}T02:00:00.000Z`;
const sgToFc = (day: string, stop: string) =>
  carriagePlan({
    direction: "SG->FC",
    date: at(day),
    pickupLocation: stop,
    dropoffLocations: [{ location: stop }],
  });
const fcToSg = (day: string, stop: string) =>
  carriagePlan({
    direction: "FC->SG",
    date: at(day),
    pickupLocation: "Forest City",
    dropoffLocations: [{ location: stop }],
  });
const outcome = (vehicle: Vehicle, plan: ReturnType<typeof sgToFc>) => {
  const decision = decideCarriage(vehicle, plan, RULES);
  return decision.ok ? "ok" : decision.reason;
};

describe("decideCarriage: both directions × both registrations × stops × rule dates", () => {
  const AFTER = "2026-01-10"; // drop-offs abroad anywhere
  const BEFORE = "2025-12-04"; // the day before the joint statement took effect
  it.each([
    // SG -> FC: picks up in Singapore, drops off in Forest City (Malaysia).
    ["SG", "SG->FC", AFTER, "Orchard MRT", "ok"],
    ["SG", "SG->FC", AFTER, "Ban San Street Terminal", "ok"],
    ["SG", "SG->FC", BEFORE, "Orchard MRT", "dropoff-not-designated"],
    ["MY", "SG->FC", AFTER, "Orchard MRT", "pickup-not-designated"],
    ["MY", "SG->FC", AFTER, "Ban San Street Terminal", "ok"],
    ["MY", "SG->FC", BEFORE, "ban san  terminal", "ok"],
    // FC -> SG: picks up in Forest City (Malaysia), drops off in Singapore.
    ["SG", "FC->SG", AFTER, "Orchard MRT", "pickup-not-designated"],
    ["SG", "FC->SG", BEFORE, "Orchard MRT", "pickup-not-designated"],
    ["MY", "FC->SG", AFTER, "Orchard MRT", "ok"],
    ["MY", "FC->SG", BEFORE, "Orchard MRT", "dropoff-not-designated"],
    ["MY", "FC->SG", BEFORE, "Ban San Street Terminal", "ok"],
    ["MY", "FC->SG", BEFORE, "万山街德士站", "ok"],
  ] as const)(
    "%s-registered, %s on %s via %s: %s",
    (registration, direction, day, stop, expected) => {
      const plan = direction === "SG->FC" ? sgToFc(day, stop) : fcToSg(day, stop);
      expect(outcome(taxi(registration), plan)).toBe(expected);
    },
  );

  it("takes a rule from its effective day on, in Singapore's day", () => {
    expect(outcome(taxi("SG"), sgToFc("2025-12-05", "Orchard MRT"))).toBe("ok");
    // 23:30 on 4 Dec in Singapore is still the old rule's day, though 5 Dec has begun nowhere yet.
    const lateOn4th = carriagePlan({
      direction: "SG->FC",
      date: "2025-12-04T15:30:00.000Z",
      pickupLocation: "Orchard MRT",
      dropoffLocations: [],
    });
    expect(outcome(taxi("SG"), lateOn4th)).toBe("dropoff-not-designated");
    const justAfterMidnight = { ...lateOn4th, date: "2025-12-04T16:00:00.000Z" };
    expect(outcome(taxi("SG"), justAfterMidnight)).toBe("ok");
  });

  it("lets a permit carry up to and on its last day, not after", () => {
    const plan = (day: string) => sgToFc(day, "Orchard MRT");
    expect(outcome(taxi("SG", "2026-01-10"), plan("2026-01-09"))).toBe("ok");
    expect(outcome(taxi("SG", "2026-01-10"), plan("2026-01-10"))).toBe("ok");
    expect(outcome(taxi("SG", "2026-01-10"), plan("2026-01-11"))).toBe("permit-expired");
  });

  it("refuses a licence that is not cross-border, and one verified before the permit was recorded", () => {
    const plan = sgToFc("2026-01-10", "Orchard MRT");
    expect(outcome({ licenceType: "other", registration: null, permitExpires: null }, plan)).toBe(
      "not-cross-border",
    );
    const old: Vehicle = {
      licenceType: "cross_border_taxi",
      registration: null,
      permitExpires: null,
    };
    expect(needsReverification(old)).toBe(true);
    expect(outcome(old, plan)).toBe("reverify");
    expect(outcome({ ...taxi("SG"), licenceType: "licensed_charter" }, plan)).toBe("ok");
  });

  it("checks every stop, and names the allowed points and the stray stop", () => {
    const plan = carriagePlan(
      {
        direction: "SG->FC",
        date: at("2026-01-10"),
        pickupLocation: "Ban San Terminal",
        dropoffLocations: [],
      },
      ["Ban San Street Terminal", "Near Ban San"],
    );
    const decision = decideCarriage(taxi("MY"), plan, RULES);
    expect(decision).toMatchObject({ ok: false, status: 409 });
    expect(!decision.ok && decision.message).toBe(
      'error.pickup_not_designated {"stop":"Near Ban San","points":"Ban San Street Terminal","pointIds":"ban-san-terminal"}',
    );
  });

  it("refuses carriage abroad when no rule is in force for the registration", () => {
    expect(decideCarriage(taxi("MY"), sgToFc("2026-01-10", "Ban San Terminal"), [])).toMatchObject({
      ok: false,
      reason: "pickup-not-designated",
    });
    expect(decideCarriage(taxi("SG"), sgToFc("2026-01-10", "Orchard"), [])).toMatchObject({
      ok: false,
      reason: "dropoff-not-designated",
    });
  });
});

describe("isAtPoint", () => {
  it.each([
    ["larkin-sentral", true],
    ["  LARKIN   sentral ", true],
    ["Larkin Terminal", true],
    ["拉庆中央车站", true],
    ["Larkin", false],
    ["Larkin Sentral Mall", false],
    ["JB Sentral", false],
  ])("%s: %s", (stop, expected) => {
    expect(isAtPoint(stop, LARKIN)).toBe(expected);
  });
});

describe("ruleInForce", () => {
  it("is the latest rule of the registration to have taken effect", () => {
    expect(ruleInForce(RULES, "SG", "2022-04-30")).toBeNull();
    expect(ruleInForce(RULES, "SG", "2025-12-04")?.effectiveFrom).toBe("2022-05-01");
    expect(ruleInForce(RULES, "SG", "2025-12-05")?.effectiveFrom).toBe("2025-12-05");
    expect(ruleInForce(RULES, "MY", "2030-01-01")?.registration).toBe("MY");
  });
});
