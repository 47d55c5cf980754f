// The create/edit ride form, the payload of POST/PATCH /api/rides, and the rules between them
// (spec sections 2, 3, 4, 5 and 9).
import { z } from "zod";
import {
  DEFAULT_MAX_PASSENGERS,
  FOREST_CITY,
  MAX_LOCATION_TEXT,
  MAX_PASSENGERS,
  MIN_PASSENGERS,
} from "./constants.ts";
import { type DateInput, isoToSingaporeLocal, singaporeLocalToIso } from "./dates.ts";
import { ALLOWED, type Decision, refuse } from "./decision.ts";
import { DIRECTIONS, type Direction, dropoffLocationText } from "./ride.ts";
import type { Dropoff } from "./ride-read.ts";

export const INVALID_DATE_MESSAGE = "Invalid date provided";

const passengerCount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(MIN_PASSENGERS, `${label} must be at least ${MIN_PASSENGERS}`)
    .max(MAX_PASSENGERS, `${label} must be at most ${MAX_PASSENGERS}`);

/** Cross-field checks only compare against a maximum that passed its own check. */
const isValidCount = (value: number) =>
  Number.isInteger(value) && value >= MIN_PASSENGERS && value <= MAX_PASSENGERS;

const locationText = (required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_LOCATION_TEXT, `${label} must be at most ${MAX_LOCATION_TEXT} characters`);

const direction = z.enum(DIRECTIONS, { error: "Direction must be 'SG->FC' or 'FC->SG'" });

/** The form as the page edits it; `date` is a `datetime-local` value in Singapore time. */
export const rideFormSchema = z
  .object({
    direction: direction.default("SG->FC"),
    maxPassengers: passengerCount("Maximum total passengers").default(DEFAULT_MAX_PASSENGERS),
    date: z
      .string({ error: INVALID_DATE_MESSAGE })
      .refine((value) => singaporeLocalToIso(value) !== null, INVALID_DATE_MESSAGE),
    // Kept for the spec's field list; the payload derives the pickup from the direction.
    pickupLocation: z.string().default(""),
    organizerLocation: locationText("Please specify your location", "Location"),
    organizerPassengerCount: passengerCount("Number of passengers at your location").default(1),
  })
  .superRefine((form, ctx) => {
    if (isValidCount(form.maxPassengers) && form.organizerPassengerCount > form.maxPassengers) {
      ctx.addIssue({
        code: "custom",
        path: ["organizerPassengerCount"],
        message: `Number of passengers at your location must be at most ${form.maxPassengers}`,
      });
    }
  });
export type RideFormInput = z.input<typeof rideFormSchema>;
export type RideFormValues = z.output<typeof rideFormSchema>;

export const DEFAULT_RIDE_FORM_VALUES: Readonly<RideFormValues> = Object.freeze({
  direction: "SG->FC",
  maxPassengers: DEFAULT_MAX_PASSENGERS,
  date: "",
  pickupLocation: "",
  organizerLocation: "",
  organizerPassengerCount: 1,
});

const dropoffEntry = z.object({
  location: locationText("dropoffLocations: location is required", "dropoffLocations: location"),
  passengerCount: passengerCount("dropoffLocations: passengerCount"),
});

/**
 * `POST /api/rides` and `PATCH /api/rides/{id}`. Unknown keys are dropped. The date comes out as
 * a canonical ISO UTC string; the pickup of an FC->SG ride is always 'Forest City'.
 */
export const ridePayloadSchema = z
  .object({
    direction,
    maxPassengers: passengerCount("maxPassengers"),
    date: z.iso
      .datetime({ offset: true, error: INVALID_DATE_MESSAGE })
      .transform((value) => new Date(value).toISOString()),
    organizerPassengerCount: passengerCount("organizerPassengerCount"),
    pickupLocation: z
      .string({ error: "pickupLocation must be text" })
      .trim()
      .max(MAX_LOCATION_TEXT, `pickupLocation must be at most ${MAX_LOCATION_TEXT} characters`)
      .optional(),
    dropoffLocations: z
      .array(dropoffEntry, { error: "dropoffLocations must be a list" })
      .min(1, "dropoffLocations must hold at least 1 entry")
      .max(MAX_PASSENGERS, `dropoffLocations must hold at most ${MAX_PASSENGERS} entries`),
    driverContactId: z
      .number({ error: "driverContactId must be a number" })
      .int("driverContactId must be a whole number")
      .positive("driverContactId must be positive")
      .max(2_147_483_647, "driverContactId is too large")
      .nullish(),
  })
  .superRefine((payload, ctx) => {
    if (
      isValidCount(payload.maxPassengers) &&
      payload.organizerPassengerCount > payload.maxPassengers
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["organizerPassengerCount"],
        message: "organizerPassengerCount cannot exceed maxPassengers",
      });
    }
    if (payload.direction === "SG->FC" && !payload.pickupLocation) {
      ctx.addIssue({
        code: "custom",
        path: ["pickupLocation"],
        message: "pickupLocation is required",
      });
    }
  })
  .transform(({ pickupLocation, ...payload }) => ({
    ...payload,
    pickupLocation: payload.direction === "FC->SG" ? FOREST_CITY : (pickupLocation ?? ""),
  }));
export type RidePayloadInput = z.input<typeof ridePayloadSchema>;
export type RidePayload = z.output<typeof ridePayloadSchema>;

/**
 * The payload the form sends. SG->FC: pickup = the organizer's location and one drop-off entry
 * holding it; FC->SG: pickup 'Forest City' and one drop-off entry of the organizer's location.
 * The organizerLocation field itself is not sent.
 */
export function buildRidePayload(form: RideFormValues): RidePayloadInput {
  const date = singaporeLocalToIso(form.date);
  if (date === null) throw new RangeError(`Unvalidated ride form date: ${form.date}`);
  const location = form.organizerLocation.trim();
  const entry = { location, passengerCount: form.organizerPassengerCount };
  return {
    direction: form.direction,
    maxPassengers: form.maxPassengers,
    date,
    organizerPassengerCount: form.organizerPassengerCount,
    pickupLocation: form.direction === "SG->FC" ? location : FOREST_CITY,
    dropoffLocations: [entry],
  };
}

/** Where the organizer travels from (SG->FC) or to (FC->SG): their own passenger entry. */
export function organizerStop(payload: RidePayload): { location: string; passengerCount: number } {
  const location =
    payload.direction === "SG->FC"
      ? payload.pickupLocation
      : (payload.dropoffLocations[0]?.location ?? "");
  return { location, passengerCount: payload.organizerPassengerCount };
}

/** The ride fields the edit form reads. */
export interface EditableRide {
  direction: Direction;
  date: DateInput;
  maxPassengers: number;
  pickupLocation: string;
  dropoffLocations: readonly Dropoff[] | null;
  organizerPassengerCount?: number | null;
}

/**
 * The form filled from a saved ride: the organizer's location comes from pickupLocation for
 * SG->FC, else from the first drop-off; their count from organizerPassengerCount, else from the
 * first drop-off entry, else 1.
 */
export function rideToFormValues(ride: EditableRide): RideFormValues {
  const first = ride.dropoffLocations?.[0];
  const organizerLocation =
    ride.direction === "SG->FC" ? ride.pickupLocation : dropoffLocationText(first);
  const firstCount = typeof first === "object" && first ? first.passengerCount : undefined;
  return {
    direction: ride.direction,
    maxPassengers: ride.maxPassengers,
    date: isoToSingaporeLocal(ride.date),
    pickupLocation: ride.pickupLocation,
    organizerLocation,
    organizerPassengerCount: clampOrganizerPassengerCount(
      ride.organizerPassengerCount ?? firstCount ?? 1,
      ride.maxPassengers,
    ),
  };
}

/**
 * The organizer's count as typed: empty, not a number or below 1 becomes 1; above
 * maxPassengers becomes maxPassengers; fractions are dropped.
 */
export function clampOrganizerPassengerCount(
  raw: string | number | null | undefined,
  maxPassengers: number,
): number {
  const ceiling = Number.isFinite(maxPassengers)
    ? Math.min(Math.max(Math.floor(maxPassengers), MIN_PASSENGERS), MAX_PASSENGERS)
    : MAX_PASSENGERS;
  const text = typeof raw === "string" ? raw.trim() : raw;
  const value = text === "" || text === null || text === undefined ? Number.NaN : Number(text);
  if (!Number.isFinite(value) || value < MIN_PASSENGERS) return MIN_PASSENGERS;
  return Math.min(Math.floor(value), ceiling);
}

/** A ride is created (or moved to a new date) only in the future. */
export function validateRideDate(
  date: DateInput,
  now: Date,
): Decision<"invalid-date" | "past-date"> {
  const time = typeof date === "string" ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) return refuse("invalid-date", 400, INVALID_DATE_MESSAGE);
  if (time <= now.getTime()) {
    return refuse("past-date", 400, "Ride date must be in the future");
  }
  return ALLOWED;
}

/** Edit: the creator only, and maxPassengers never below the passengers the ride will hold. */
export function decideRideEdit(
  ride: { creatorId: number },
  userId: number,
  maxPassengers: number,
  currentPassengersAfter: number,
): Decision<"not-creator" | "below-current"> {
  if (ride.creatorId !== userId) {
    return refuse("not-creator", 403, "You are not authorized to edit this ride");
  }
  if (maxPassengers < currentPassengersAfter) {
    return refuse(
      "below-current",
      400,
      `maxPassengers cannot be less than the ${currentPassengersAfter} passengers already on this ride`,
    );
  }
  return ALLOWED;
}

/** Delete: the creator only. */
export function decideRideDelete(
  ride: { creatorId: number },
  userId: number,
): Decision<"not-creator"> {
  if (ride.creatorId !== userId) {
    return refuse("not-creator", 403, "You are not authorized to delete this ride");
  }
  return ALLOWED;
}
