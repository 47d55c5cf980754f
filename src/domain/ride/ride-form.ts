// The create/edit form and the payload it sends (spec sections 3 and 9): the organizer's stop is
// sent as the pickup (SG->FC) or the first drop-off (FC->SG), as the spec's payload has it.
import {
  ADDITIONAL_STOP_FEE,
  DEFAULT_MAX_PASSENGERS,
  DEFAULT_RIDE_COST,
  FOREST_CITY,
  MAX_PASSENGERS,
  MIN_PASSENGERS,
} from "../shared/constants.ts";
import { type DateInput, isoToSingaporeLocal, singaporeLocalToIso } from "../shared/dates.ts";
import { type Direction, dropoffLocationText } from "./ride.ts";
import type { Dropoff, RideFormValues, RidePayload, RidePayloadInput } from "./ride-schemas.ts";

export const DEFAULT_RIDE_FORM_VALUES: Readonly<RideFormValues> = Object.freeze({
  direction: "SG->FC",
  maxPassengers: DEFAULT_MAX_PASSENGERS,
  date: "",
  pickupLocation: "",
  organizerLocation: "",
  organizerPassengerCount: 1,
  cost: DEFAULT_RIDE_COST,
  stopFee: ADDITIONAL_STOP_FEE,
});

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
    cost: form.cost,
    stopFee: form.stopFee,
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
  cost?: number;
  stopFee?: number;
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
    cost: ride.cost ?? DEFAULT_RIDE_COST,
    stopFee: ride.stopFee ?? ADDITIONAL_STOP_FEE,
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
