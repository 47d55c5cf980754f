import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareReferencesInEnglish } from "../i18n/english-refs.ts";
import { translateMessage } from "../i18n/message.ts";
import { testTranslator } from "../i18n/test-translator.ts";
import { singaporeLocalToIso } from "../shared/dates.ts";
import { decideRideDelete, decideRideEdit, validateRideDate } from "./ride.ts";
import {
  buildRidePayload,
  clampOrganizerPassengerCount,
  DEFAULT_RIDE_FORM_VALUES,
  organizerStop,
  rideToFormValues,
} from "./ride-form.ts";
import { type RideFormValues, rideFormSchema, ridePayloadSchema } from "./ride-schemas.ts";

compareReferencesInEnglish();

const english = testTranslator("en");
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => translateMessage(english, issue.message)) ?? [];

describe("rideFormSchema", () => {
  const valid = { date: "2026-03-06T09:30", organizerLocation: "  Pasir Ris MRT \n Exit A  " };

  it("fills the defaults and trims the location", () => {
    expect(rideFormSchema.parse(valid)).toEqual({
      direction: "SG->FC",
      maxPassengers: 5,
      date: "2026-03-06T09:30",
      pickupLocation: "",
      organizerLocation: "Pasir Ris MRT \n Exit A",
      organizerPassengerCount: 1,
      cost: 80,
      stopFee: 5,
    });
  });

  it("matches DEFAULT_RIDE_FORM_VALUES", () => {
    expect(DEFAULT_RIDE_FORM_VALUES).toMatchObject({
      direction: "SG->FC",
      maxPassengers: 5,
      organizerPassengerCount: 1,
    });
  });

  it("requires a location", () => {
    const result = rideFormSchema.safeParse({ ...valid, organizerLocation: "   " });
    expect(messages(result)).toEqual(["Please specify your location"]);
    expect(result.error?.issues[0]?.path).toEqual(["organizerLocation"]);
  });

  it("limits the location to 500 characters", () => {
    expect(rideFormSchema.safeParse({ ...valid, organizerLocation: "x".repeat(500) }).success).toBe(
      true,
    );
    expect(
      messages(rideFormSchema.safeParse({ ...valid, organizerLocation: "x".repeat(501) })),
    ).toEqual(["Location must be at most 500 characters"]);
  });

  it.each(["", "tomorrow", "2026-02-30T10:00"])("refuses the date %j", (date) => {
    expect(messages(rideFormSchema.safeParse({ ...valid, date }))).toEqual([
      "Invalid date provided",
    ]);
  });

  it("accepts maxPassengers 1 and 10 and refuses 0, 11 and fractions", () => {
    for (const max of [1, 10]) {
      expect(rideFormSchema.safeParse({ ...valid, maxPassengers: max }).success).toBe(true);
    }
    expect(messages(rideFormSchema.safeParse({ ...valid, maxPassengers: 0 }))).toEqual([
      "Maximum total passengers must be at least 1",
    ]);
    expect(messages(rideFormSchema.safeParse({ ...valid, maxPassengers: 11 }))).toEqual([
      "Maximum total passengers must be at most 10",
    ]);
    expect(messages(rideFormSchema.safeParse({ ...valid, maxPassengers: 2.5 }))).toEqual([
      "Maximum total passengers must be a whole number",
    ]);
    expect(messages(rideFormSchema.safeParse({ ...valid, maxPassengers: Number.NaN }))).toEqual([
      "Maximum total passengers must be a number",
    ]);
  });

  it("words its messages in the reader's language, with their values", () => {
    const issue = rideFormSchema.safeParse({ ...valid, maxPassengers: 11 }).error?.issues[0];
    expect(translateMessage(testTranslator("zh"), issue?.message ?? "")).toBe(
      "乘客总数上限最多为 10",
    );
    expect(translateMessage(testTranslator("ms"), issue?.message ?? "")).toBe(
      "Jumlah maksimum penumpang mestilah tidak melebihi 10",
    );
  });

  it("keeps the organizer's count within maxPassengers", () => {
    const result = rideFormSchema.safeParse({
      ...valid,
      maxPassengers: 3,
      organizerPassengerCount: 4,
    });
    expect(messages(result)).toEqual(["Number of passengers at your location must be at most 3"]);
    expect(result.error?.issues[0]?.path).toEqual(["organizerPassengerCount"]);
    expect(
      rideFormSchema.safeParse({ ...valid, maxPassengers: 10, organizerPassengerCount: 10 })
        .success,
    ).toBe(true);
  });
});

describe("ridePayloadSchema", () => {
  const payload = {
    direction: "SG->FC",
    maxPassengers: 4,
    date: "2026-03-06T01:30:00.000Z",
    organizerPassengerCount: 2,
    pickupLocation: " Pasir Ris MRT ",
    dropoffLocations: [{ location: " Pasir Ris MRT ", passengerCount: 2 }],
  };

  it("trims texts, drops unknown keys and canonicalises the date", () => {
    expect(
      ridePayloadSchema.parse({
        ...payload,
        date: "2026-03-06T09:30:00+08:00",
        organizerLocation: "x",
        cost: 75,
        stopFee: 8,
        creatorId: 99,
      }),
    ).toEqual({
      ...payload,
      cost: 75,
      stopFee: 8,
      pickupLocation: "Pasir Ris MRT",
      dropoffLocations: [{ location: "Pasir Ris MRT", passengerCount: 2 }],
    });
  });

  it.each([
    ["cost", 80.5, "cost must be a whole number"],
    ["cost", -1, "cost must be at least 0"],
    ["stopFee", 501, "stopFee must be at most 500"],
    ["stopFee", "5", "stopFee must be a number"],
  ])("refuses a quote's %s of %j, naming the field", (field, value, message) => {
    const result = ridePayloadSchema.safeParse({ ...payload, [field]: value });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(field);
    expect(message).toContain(field);
  });

  it("fixes the pickup of an FC->SG ride to 'Forest City'", () => {
    const parsed = ridePayloadSchema.parse({
      ...payload,
      direction: "FC->SG",
      pickupLocation: undefined,
    });
    expect(parsed.pickupLocation).toBe("Forest City");
    expect(ridePayloadSchema.parse({ ...payload, direction: "FC->SG" }).pickupLocation).toBe(
      "Forest City",
    );
  });

  it("requires a pickup for SG->FC", () => {
    expect(messages(ridePayloadSchema.safeParse({ ...payload, pickupLocation: "  " }))).toEqual([
      "pickupLocation is required",
    ]);
  });

  it.each(["2026-02-30T00:00:00Z", "06/03/2026", "2026-03-06T09:30", "", 12])(
    "refuses the date %j with 'Invalid date provided'",
    (date) => {
      expect(messages(ridePayloadSchema.safeParse({ ...payload, date }))).toEqual([
        "Invalid date provided",
      ]);
    },
  );

  it("checks counts at 1 and 10 and names the field", () => {
    expect(ridePayloadSchema.safeParse({ ...payload, maxPassengers: 10 }).success).toBe(true);
    expect(
      ridePayloadSchema.safeParse({ ...payload, maxPassengers: 1, organizerPassengerCount: 1 })
        .success,
    ).toBe(true);
    expect(messages(ridePayloadSchema.safeParse({ ...payload, maxPassengers: 11 }))).toEqual([
      "maxPassengers must be at most 10",
    ]);
    expect(messages(ridePayloadSchema.safeParse({ ...payload, maxPassengers: "4" }))).toEqual([
      "maxPassengers must be a number",
    ]);
    expect(
      messages(ridePayloadSchema.safeParse({ ...payload, organizerPassengerCount: 0 })),
    ).toEqual(["organizerPassengerCount must be at least 1"]);
    expect(
      messages(ridePayloadSchema.safeParse({ ...payload, organizerPassengerCount: 5 })),
    ).toEqual(["organizerPassengerCount cannot exceed maxPassengers"]);
  });

  it("checks the drop-off list", () => {
    expect(messages(ridePayloadSchema.safeParse({ ...payload, dropoffLocations: [] }))).toEqual([
      "dropoffLocations must hold at least 1 entry",
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ location: `S${i}`, passengerCount: 1 }));
    expect(messages(ridePayloadSchema.safeParse({ ...payload, dropoffLocations: eleven }))).toEqual(
      ["dropoffLocations must hold at most 10 entries"],
    );
    expect(
      messages(
        ridePayloadSchema.safeParse({
          ...payload,
          dropoffLocations: [{ location: " ", passengerCount: 11 }],
        }),
      ),
    ).toEqual([
      "dropoffLocations: location is required",
      "dropoffLocations: passengerCount must be at most 10",
    ]);
  });

  it("accepts an optional driverContactId", () => {
    expect(ridePayloadSchema.parse({ ...payload, driverContactId: 3 }).driverContactId).toBe(3);
    expect(ridePayloadSchema.parse({ ...payload, driverContactId: null }).driverContactId).toBe(
      null,
    );
    expect(messages(ridePayloadSchema.safeParse({ ...payload, driverContactId: 1.5 }))).toEqual([
      "driverContactId must be a whole number",
    ]);
  });
});

describe("the form and the payload", () => {
  /** The form's field that holds what a payload issue is about. */
  const formField = (path: readonly PropertyKey[]) => {
    if (path[0] === "pickupLocation" || path.at(-1) === "location") return "organizerLocation";
    if (path.at(-1) === "passengerCount") return "organizerPassengerCount";
    return String(path[0]);
  };
  const refused = (result: { error?: { issues: { path: readonly PropertyKey[] }[] } }) =>
    [...new Set(result.error?.issues.map((issue) => formField(issue.path)) ?? [])].sort();

  const count = fc.oneof(
    fc.integer({ min: -1, max: 12 }),
    fc.constantFrom(2.5, Number.NaN, Number.POSITIVE_INFINITY),
  );
  const location = fc.oneof(
    fc.constantFrom("", "   ", "Bedok", "x".repeat(500), "x".repeat(501), ` ${"y".repeat(499)} `),
    fc.string({ maxLength: 20 }),
  );
  const formInput = fc.record({
    direction: fc.constantFrom("SG->FC" as const, "FC->SG" as const),
    maxPassengers: count,
    date: fc.constantFrom("2026-03-06T09:30", "2026-12-31T23:59", "", "2026-02-30T10:00"),
    pickupLocation: fc.constant(""),
    organizerLocation: location,
    organizerPassengerCount: count,
    cost: fc.constantFrom(0, 80, 75, 5000, 5001, -1, 80.5),
    stopFee: fc.constantFrom(0, 5, 8, 500, 501, -1, 2.5),
  });

  it("refuse the same rides, on the same fields", () => {
    fc.assert(
      fc.property(formInput, (input) => {
        const form = rideFormSchema.safeParse(input);
        // The date's local form is the form's own: a payload cannot be built without it.
        if (singaporeLocalToIso(input.date) === null) {
          expect(refused(form)).toContain("date");
          return;
        }
        const payload = ridePayloadSchema.safeParse(buildRidePayload(input));
        expect(form.success).toBe(payload.success);
        expect(refused(form)).toEqual(refused(payload));
      }),
      { numRuns: 2000 },
    );
    // 2000 runs over the quote's fields too: more than the default 5 s on a loaded machine.
  }, 60_000);
});

describe("buildRidePayload", () => {
  const form: RideFormValues = {
    direction: "SG->FC",
    maxPassengers: 4,
    date: "2026-03-06T09:30",
    pickupLocation: "stale",
    organizerLocation: "  Pasir Ris MRT  ",
    organizerPassengerCount: 2,
    cost: 75,
    stopFee: 8,
  };

  it("SG->FC: the organizer's location is the pickup and the single drop-off entry", () => {
    const payload = buildRidePayload(form);
    expect(payload).toEqual({
      direction: "SG->FC",
      maxPassengers: 4,
      date: "2026-03-06T01:30:00.000Z",
      organizerPassengerCount: 2,
      pickupLocation: "Pasir Ris MRT",
      dropoffLocations: [{ location: "Pasir Ris MRT", passengerCount: 2 }],
      cost: 75,
      stopFee: 8,
    });
    expect(payload).not.toHaveProperty("organizerLocation");
    expect(ridePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("FC->SG: pickup 'Forest City' and one drop-off entry of the organizer's location", () => {
    const payload = buildRidePayload({
      ...form,
      direction: "FC->SG",
      organizerLocation: " Tampines Mall ",
    });
    expect(payload.pickupLocation).toBe("Forest City");
    expect(payload.dropoffLocations).toEqual([{ location: "Tampines Mall", passengerCount: 2 }]);
    const parsed = ridePayloadSchema.parse(payload);
    expect(organizerStop(parsed)).toEqual({ location: "Tampines Mall", passengerCount: 2 });
  });

  it("throws on a date the form should have refused", () => {
    expect(() => buildRidePayload({ ...form, date: "nope" })).toThrow(RangeError);
  });
});

describe("organizerStop", () => {
  it("is the pickup for SG->FC", () => {
    const parsed = ridePayloadSchema.parse({
      direction: "SG->FC",
      maxPassengers: 4,
      date: "2026-03-06T01:30:00.000Z",
      organizerPassengerCount: 3,
      pickupLocation: "Bedok",
      dropoffLocations: [{ location: "Bedok", passengerCount: 3 }],
    });
    expect(organizerStop(parsed)).toEqual({ location: "Bedok", passengerCount: 3 });
  });
});

describe("rideToFormValues", () => {
  const ride = {
    direction: "SG->FC" as const,
    date: "2026-03-06T01:30:00.000Z",
    maxPassengers: 6,
    pickupLocation: "Pasir Ris MRT",
    dropoffLocations: [{ location: "Pasir Ris MRT", passengerCount: 3 }],
  };

  it("SG->FC: takes the organizer's location from the pickup", () => {
    expect(rideToFormValues(ride)).toEqual({
      direction: "SG->FC",
      maxPassengers: 6,
      date: "2026-03-06T09:30",
      pickupLocation: "Pasir Ris MRT",
      organizerLocation: "Pasir Ris MRT",
      organizerPassengerCount: 3,
      cost: 80,
      stopFee: 5,
    });
    expect(rideToFormValues({ ...ride, cost: 75, stopFee: 8 })).toMatchObject({
      cost: 75,
      stopFee: 8,
    });
  });

  it("FC->SG: takes it from the first drop-off, string or entry", () => {
    const fcsg = {
      ...ride,
      direction: "FC->SG" as const,
      pickupLocation: "Forest City",
      dropoffLocations: ["Tampines Mall", "Bedok"],
    };
    expect(rideToFormValues(fcsg)).toMatchObject({
      organizerLocation: "Tampines Mall",
      organizerPassengerCount: 1,
    });
    expect(
      rideToFormValues({ ...fcsg, dropoffLocations: [{ location: "Bedok", passengerCount: 2 }] }),
    ).toMatchObject({ organizerLocation: "Bedok", organizerPassengerCount: 2 });
    expect(rideToFormValues({ ...fcsg, dropoffLocations: [] }).organizerLocation).toBe("");
  });

  it("prefers the ride's organizerPassengerCount when the read carries it", () => {
    expect(rideToFormValues({ ...ride, organizerPassengerCount: 5 }).organizerPassengerCount).toBe(
      5,
    );
  });

  it("gives values the form schema accepts", () => {
    expect(rideFormSchema.safeParse(rideToFormValues(ride)).success).toBe(true);
  });
});

describe("clampOrganizerPassengerCount", () => {
  it.each([
    ["", 5, 1],
    ["abc", 5, 1],
    [null, 5, 1],
    [undefined, 5, 1],
    [0, 5, 1],
    ["-3", 5, 1],
    [1, 5, 1],
    ["3", 5, 3],
    [5, 5, 5],
    [6, 5, 5],
    ["10", 10, 10],
    [11, 10, 10],
    [2.7, 5, 2],
    [4, 1, 1],
    [4, Number.NaN, 4],
    [12, Number.NaN, 10],
  ] as const)("clamps %j with max %d to %d", (raw, max, expected) => {
    expect(clampOrganizerPassengerCount(raw, max)).toBe(expected);
  });
});

describe("validateRideDate", () => {
  const now = new Date("2026-03-06T01:30:00Z");
  it("allows a future date", () => {
    expect(validateRideDate("2026-03-06T01:31:00Z", now)).toEqual({ ok: true });
    expect(validateRideDate(new Date("2026-03-06T01:30:01Z"), now).ok).toBe(true);
  });
  it("refuses now and the past with a clear message", () => {
    expect(validateRideDate(now, now)).toEqual({
      ok: false,
      reason: "past-date",
      status: 400,
      message: "Ride date must be in the future",
    });
    expect(validateRideDate("2026-03-05T01:30:00Z", now).ok).toBe(false);
  });
  it("refuses an unreadable date", () => {
    expect(validateRideDate("soon", now)).toMatchObject({
      reason: "invalid-date",
      message: "Invalid date provided",
    });
  });
});

describe("decideRideEdit and decideRideDelete", () => {
  const now = new Date("2026-03-06T01:30:00Z");
  const ride = {
    creatorId: 1,
    date: "2099-01-01T00:00:00.000Z",
    status: "open" as const,
    direction: "SG->FC" as const,
    currentPassengers: 1,
  };
  const departed = { ...ride, date: "2000-01-01T00:00:00.000Z" };
  it("lets the creator edit within the passengers already on board", () => {
    const seats = (maxPassengers: number, currentPassengersAfter: number) => ({
      seats: { maxPassengers, currentPassengersAfter },
    });
    expect(decideRideEdit(ride, 1, now, seats(4, 4))).toEqual({ ok: true });
    expect(decideRideEdit(ride, 2, now, seats(4, 1))).toMatchObject({
      reason: "not-creator",
      status: 403,
      message: "You are not authorized to edit this ride",
    });
    expect(decideRideEdit(ride, 1, now, seats(3, 4))).toMatchObject({
      reason: "below-current",
      status: 400,
      message: "maxPassengers cannot be less than the 4 passengers already on this ride",
    });
  });
  it("lets only the creator delete", () => {
    expect(decideRideDelete(ride, 1, now)).toEqual({ ok: true });
    expect(decideRideDelete(ride, 2, now)).toMatchObject({ reason: "not-creator", status: 403 });
  });
  it("refuses to edit or delete a ride that has departed, with or without seats", () => {
    const refusal = {
      reason: "departed",
      status: 409,
      message: "This ride has already departed and can no longer be changed",
    };
    expect(decideRideEdit(departed, 1, now)).toMatchObject(refusal);
    expect(
      decideRideEdit(departed, 1, now, { seats: { maxPassengers: 4, currentPassengersAfter: 1 } }),
    ).toMatchObject(refusal);
    expect(decideRideDelete(departed, 1, now)).toMatchObject(refusal);
    // A stranger is told it is not theirs, not that it has departed.
    expect(decideRideDelete(departed, 2, now)).toMatchObject({ reason: "not-creator" });
  });
  it("refuses to edit or delete a cancelled ride", () => {
    const cancelled = { ...ride, status: "cancelled" as const };
    expect(decideRideEdit(cancelled, 1, now)).toMatchObject({
      reason: "cancelled",
      status: 409,
      message: "This ride has been cancelled",
    });
    expect(decideRideDelete(cancelled, 1, now)).toMatchObject({ reason: "cancelled", status: 409 });
    expect(decideRideDelete(cancelled, 2, now)).toMatchObject({ reason: "not-creator" });
  });
  it.each([
    // aboard, the organizer's party, new direction, outcome
    [1, 1, "FC->SG", "allowed"],
    [3, 3, "FC->SG", "allowed"],
    [2, 1, "SG->FC", "allowed"],
    [2, 1, "FC->SG", "direction-fixed"],
    [5, 2, "FC->SG", "direction-fixed"],
  ] as const)(
    "with %i aboard (organizer's party %i), a move to %s is %s",
    (current, own, to, outcome) => {
      const decision = decideRideEdit({ ...ride, currentPassengers: current }, 1, now, {
        direction: { to, organizerPassengerCount: own },
      });
      if (outcome === "allowed") expect(decision).toEqual({ ok: true });
      else {
        expect(decision).toMatchObject({
          reason: "direction-fixed",
          status: 409,
          message:
            "The direction cannot change once another rider has joined: cancel the ride and create a new one",
        });
      }
    },
  );
});
