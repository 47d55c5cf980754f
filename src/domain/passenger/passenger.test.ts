import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareReferencesInEnglish, inEnglish } from "../i18n/english-refs.ts";
import { translateMessage } from "../i18n/message.ts";
import { testTranslator } from "../i18n/test-translator.ts";
import {
  decideJoin,
  decideLeave,
  spotsRemainingMessage,
  summarizePassengers,
} from "./passenger.ts";
import { joinFormSchema, joinPayloadSchema } from "./passenger-schemas.ts";

compareReferencesInEnglish();

const english = testTranslator("en");
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => translateMessage(english, issue.message)) ?? [];

const now = new Date("2026-03-06T01:30:00Z");
const ride = {
  creatorId: 1,
  status: "open" as const,
  date: "2026-03-07T01:30:00Z",
  maxPassengers: 5,
  currentPassengers: 3,
};
const pastRide = { ...ride, date: "2026-03-06T01:29:59Z" };

describe("joinPayloadSchema", () => {
  it("accepts 1 to 10 passengers and trims the location", () => {
    expect(
      joinPayloadSchema.parse({ passengerCount: 1, dropoffLocation: " Bedok ", x: 1 }),
    ).toEqual({ passengerCount: 1, dropoffLocation: "Bedok" });
    expect(joinPayloadSchema.safeParse({ passengerCount: 10, dropoffLocation: "B" }).success).toBe(
      true,
    );
  });
  it("refuses 0 and 11 passengers with the spec's messages", () => {
    expect(
      messages(joinPayloadSchema.safeParse({ passengerCount: 0, dropoffLocation: "B" })),
    ).toEqual(["Must have at least 1 passenger"]);
    expect(
      messages(joinPayloadSchema.safeParse({ passengerCount: 11, dropoffLocation: "B" })),
    ).toEqual(["passengerCount must be at most 10"]);
    expect(
      messages(joinPayloadSchema.safeParse({ passengerCount: 1.5, dropoffLocation: "B" })),
    ).toEqual(["passengerCount must be a whole number"]);
  });
  it("requires a drop-off location of at most 500 characters", () => {
    expect(
      messages(joinPayloadSchema.safeParse({ passengerCount: 1, dropoffLocation: "  " })),
    ).toEqual(["Drop-off location is required"]);
    expect(messages(joinPayloadSchema.safeParse({ passengerCount: 1 }))).toEqual([
      "Drop-off location is required",
    ]);
    expect(
      messages(
        joinPayloadSchema.safeParse({ passengerCount: 1, dropoffLocation: "x".repeat(501) }),
      ),
    ).toEqual(["Drop-off location must be at most 500 characters"]);
  });
  it("accepts the rideId the client sends, as number or text", () => {
    expect(
      joinPayloadSchema.parse({ passengerCount: 1, dropoffLocation: "B", rideId: "12" }).rideId,
    ).toBe(12);
    expect(
      joinPayloadSchema.parse({ passengerCount: 1, dropoffLocation: "B", rideId: 12 }).rideId,
    ).toBe(12);
  });
});

describe("joinFormSchema", () => {
  it("caps the count at the remaining spots", () => {
    const schema = joinFormSchema(2);
    expect(schema.safeParse({ passengerCount: 2, dropoffLocation: "B" }).success).toBe(true);
    expect(messages(schema.safeParse({ passengerCount: 3, dropoffLocation: "B" }))).toEqual([
      "Number must be less than or equal to 2",
    ]);
    expect(messages(schema.safeParse({ passengerCount: 0, dropoffLocation: "B" }))).toEqual([
      "Must have at least 1 passenger",
    ]);
    expect(messages(schema.safeParse({ passengerCount: Number.NaN, dropoffLocation: "" }))).toEqual(
      ["Must have at least 1 passenger", "Drop-off location is required"],
    );
  });
});

describe("the join form and the join payload", () => {
  const refused = (result: { error?: { issues: { path: readonly PropertyKey[] }[] } }) =>
    [...new Set(result.error?.issues.map((issue) => String(issue.path[0])) ?? [])].sort();

  it("refuse the same joins, on the same fields, and the form also more seats than are left", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.oneof(fc.integer({ min: -1, max: 12 }), fc.constantFrom(1.5, Number.NaN)),
        fc.oneof(fc.constantFrom("", "  ", "Bedok", "x".repeat(501)), fc.string({ maxLength: 9 })),
        (remaining, passengerCount, dropoffLocation) => {
          const input = { passengerCount, dropoffLocation };
          const payload = joinPayloadSchema.safeParse(input);
          // More than the spots left: the server refuses it with decideJoin, the form at once.
          const tooMany = Number.isInteger(passengerCount) && passengerCount > remaining;
          const expected = refused(payload);
          if (tooMany && !expected.includes("passengerCount")) expected.unshift("passengerCount");
          expect(refused(joinFormSchema(remaining).safeParse(input))).toEqual(expected.sort());
        },
      ),
      { numRuns: 1000 },
    );
  });
});

const member = (id: number) => ({ id, isVendor: false });

describe("decideJoin", () => {
  it("lets a stranger take up to the spots left", () => {
    expect(decideJoin(ride, member(2), false, 1, now)).toEqual({ ok: true });
    expect(decideJoin(ride, member(2), false, 2, now)).toEqual({ ok: true });
  });
  it("refuses more seats than are left with 'Only N spots remaining'", () => {
    expect(decideJoin(ride, member(2), false, 3, now)).toEqual({
      ok: false,
      reason: "not-enough-spots",
      status: 409,
      message: "Only 2 spots remaining",
    });
    expect(inEnglish(spotsRemainingMessage(1))).toBe("Only 1 spot remaining");
  });
  it("refuses a full ride", () => {
    expect(decideJoin({ ...ride, currentPassengers: 5 }, member(2), false, 1, now)).toMatchObject({
      reason: "full",
      status: 409,
      message: "This ride is full",
    });
  });
  it("refuses a second join, and the creator who is already on board", () => {
    expect(decideJoin(ride, member(2), true, 1, now)).toMatchObject({
      reason: "already-joined",
      status: 409,
      message: "You have already joined this ride",
    });
    expect(decideJoin(ride, member(1), false, 1, now)).toMatchObject({ reason: "already-joined" });
  });
  it("refuses a past ride first, with 400", () => {
    expect(
      decideJoin({ ...pastRide, currentPassengers: 5 }, member(2), true, 1, now),
    ).toMatchObject({
      reason: "past",
      status: 400,
    });
  });
  it("refuses a vendor with 403: vendors drive rides, they do not join them", () => {
    expect(decideJoin(ride, { id: 2, isVendor: true }, false, 1, now)).toEqual({
      ok: false,
      reason: "vendor",
      status: 403,
      message: "Vendors cannot join rides",
    });
  });
  it("throws on a seat count the schema should have refused", () => {
    expect(() => decideJoin(ride, member(2), false, 0, now)).toThrow(RangeError);
  });
});

describe("decideLeave", () => {
  const passenger = { userId: 2 };
  it("lets the passenger leave and the creator remove them", () => {
    expect(decideLeave(ride, passenger, 2, now)).toEqual({ ok: true });
    expect(decideLeave(ride, passenger, 1, now)).toEqual({ ok: true });
  });
  it("refuses anybody else with 403", () => {
    expect(decideLeave(ride, passenger, 3, now)).toMatchObject({
      reason: "not-allowed",
      status: 403,
    });
  });
  it("never removes the creator's own entry", () => {
    expect(decideLeave(ride, { userId: 1 }, 1, now)).toMatchObject({
      reason: "creator-entry",
      status: 400,
      message: "The organizer cannot leave their own ride; delete the ride instead",
    });
  });
  it("refuses on a past ride", () => {
    expect(decideLeave(pastRide, passenger, 2, now)).toMatchObject({ reason: "past", status: 400 });
    expect(decideLeave(pastRide, passenger, 1, now)).toMatchObject({ reason: "past" });
  });
});

describe("summarizePassengers", () => {
  const passengers = [
    { userId: 1, passengerCount: 2, dropoffLocation: "Tampines" },
    { userId: 2, passengerCount: 1, dropoffLocation: " tampines" },
    { userId: 3, passengerCount: 3, dropoffLocation: "Bedok" },
  ];
  it("sums seats and counts additional stops", () => {
    expect(summarizePassengers(passengers)).toEqual({ currentPassengers: 6, additionalStops: 1 });
    expect(summarizePassengers([])).toEqual({ currentPassengers: 0, additionalStops: 0 });
  });
});

describe("a cancelled ride", () => {
  const cancelled = { ...ride, status: "cancelled" as const };
  const rider = { id: 2, isVendor: false };
  it("refuses joins with a clear 409, before any seat count", () => {
    expect(decideJoin(cancelled, rider, false, 1, now)).toMatchObject({
      reason: "cancelled",
      status: 409,
      message: "This ride has been cancelled",
    });
    expect(decideJoin({ ...cancelled, date: pastRide.date }, rider, false, 1, now)).toMatchObject({
      reason: "cancelled",
    });
  });
  it("keeps its passenger list: nobody leaves or is removed", () => {
    expect(decideLeave(cancelled, { userId: 2 }, 2, now)).toMatchObject({
      reason: "cancelled",
      status: 409,
    });
    expect(decideLeave(cancelled, { userId: 2 }, 1, now)).toMatchObject({ reason: "cancelled" });
  });
});
