import { describe, expect, it } from "vitest";
import {
  decidePaymentsExport,
  decideReceiptView,
  receiptNumber,
  receiptRoute,
  routeLine,
} from "./receipt.ts";

const ORGANIZER = 1;
const PARTY = 2;
const VENDOR = 3;
const STRANGER = 4;
const assigned = { creatorId: ORGANIZER, vendorId: VENDOR };
const unassigned = { creatorId: ORGANIZER, vendorId: null };

describe("decideReceiptView", () => {
  it.each([
    ["the party itself", assigned, PARTY, { userId: PARTY }, "ok"],
    ["the organizer, for a party", assigned, ORGANIZER, { userId: PARTY }, "ok"],
    ["the assigned vendor, for a party", assigned, VENDOR, { userId: PARTY }, "ok"],
    ["a vendor not assigned", unassigned, VENDOR, { userId: PARTY }, "not-yours"],
    ["another rider naming a party", assigned, STRANGER, { userId: PARTY }, "not-yours"],
    ["another rider with no party", assigned, STRANGER, undefined, "not-yours"],
    ["the organizer naming no party of the ride", assigned, ORGANIZER, undefined, "no-party"],
    ["the vendor naming no party of the ride", assigned, VENDOR, undefined, "no-party"],
  ] as const)("%s: %s", (_, ride, userId, party, expected) => {
    const decision = decideReceiptView(ride, userId, party);
    expect(decision.ok ? "ok" : decision.reason).toBe(expected);
  });

  it("words a refusal with its status", () => {
    expect(decideReceiptView(assigned, STRANGER, { userId: PARTY })).toMatchObject({ status: 403 });
    expect(decideReceiptView(assigned, ORGANIZER, undefined)).toMatchObject({ status: 404 });
  });
});

describe("decidePaymentsExport", () => {
  it.each([
    [ORGANIZER, assigned, true],
    [VENDOR, assigned, true],
    [VENDOR, unassigned, false],
    [PARTY, assigned, false],
  ] as const)("user %i: %s", (userId, ride, ok) => {
    expect(decidePaymentsExport(ride, userId).ok).toBe(ok);
  });
});

describe("receiptNumber", () => {
  it("is the same for the same party and differs between parties", () => {
    expect(receiptNumber(12, 345)).toBe(receiptNumber(12, 345));
    expect(receiptNumber(12, 345)).not.toBe(receiptNumber(123, 45));
    expect(receiptNumber(12, 345)).toBe("FCR-12-345");
  });
});

describe("receiptRoute", () => {
  const passengers = [
    { id: 1, dropoffLocation: "Bedok MRT", dropoffSequence: 2 },
    { id: 2, dropoffLocation: "Jurong East", dropoffSequence: 1 },
    { id: 3, dropoffLocation: "bedok mrt", dropoffSequence: 3 },
  ];
  it("picks an SG→FC ride's parties up in the stop order, once per place", () => {
    const ride = {
      direction: "SG->FC" as const,
      pickupLocation: "Bedok MRT",
      dropoffLocations: [],
    };
    expect(receiptRoute(ride, passengers)).toEqual({
      pickups: ["Jurong East", "Bedok MRT"],
      dropoffs: ["Forest City"],
    });
    expect(receiptRoute(ride, [])).toEqual({ pickups: ["Bedok MRT"], dropoffs: ["Forest City"] });
  });
  it("sets an FC→SG ride's parties down in the stop order", () => {
    const ride = {
      direction: "FC->SG" as const,
      pickupLocation: "Forest City",
      dropoffLocations: ["Tampines"],
    };
    const route = receiptRoute(ride, passengers);
    expect(route).toEqual({ pickups: ["Forest City"], dropoffs: ["Jurong East", "Bedok MRT"] });
    expect(routeLine(route)).toBe("Forest City → Jurong East → Bedok MRT");
    expect(receiptRoute(ride, []).dropoffs).toEqual(["Tampines"]);
  });
});
