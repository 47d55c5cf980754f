// Joining, leaving and showing passengers (spec sections 2, 3, 5; ARCHITECTURE "Joining", "Leaving").
import { z } from "zod";
import { MAX_LOCATION_TEXT, MAX_PASSENGERS, MIN_PASSENGERS } from "./constants.ts";
import type { DateInput } from "./dates.ts";
import { ALLOWED, type Decision, refuse } from "./decision.ts";
import { countAdditionalStops, isCreator, isPast, remainingSpots } from "./ride.ts";

export const AT_LEAST_ONE_PASSENGER = "Must have at least 1 passenger";
export const DROPOFF_REQUIRED = "Drop-off location is required";

const dropoffLocation = z
  .string({ error: DROPOFF_REQUIRED })
  .trim()
  .min(1, DROPOFF_REQUIRED)
  .max(MAX_LOCATION_TEXT, `Drop-off location must be at most ${MAX_LOCATION_TEXT} characters`);

/** `POST /api/rides/{id}/join`. The ride comes from the path; a rideId in the body is ignored. */
export const joinPayloadSchema = z.object({
  passengerCount: z
    .number({ error: "passengerCount must be a number" })
    .int("passengerCount must be a whole number")
    .min(MIN_PASSENGERS, AT_LEAST_ONE_PASSENGER)
    .max(MAX_PASSENGERS, `passengerCount must be at most ${MAX_PASSENGERS}`),
  dropoffLocation,
  rideId: z.coerce.number({ error: "rideId must be a number" }).int().positive().optional(),
});
export type JoinPayloadInput = z.input<typeof joinPayloadSchema>;
export type JoinPayload = z.output<typeof joinPayloadSchema>;

/** The join form on the client: at most the spots left. */
export function joinFormSchema(remaining: number) {
  return z.object({
    passengerCount: z
      .number({ error: AT_LEAST_ONE_PASSENGER })
      .int("Number must be a whole number")
      .min(MIN_PASSENGERS, AT_LEAST_ONE_PASSENGER)
      .max(remaining, `Number must be less than or equal to ${remaining}`),
    dropoffLocation,
  });
}
export type JoinFormValues = z.output<ReturnType<typeof joinFormSchema>>;

/** The message when more seats are asked than are left (spec: 'Only {n} spots remaining'). */
export function spotsRemainingMessage(remaining: number): string {
  return `Only ${remaining} spots remaining`;
}

type JoinableRide = {
  creatorId: number;
  date: DateInput;
  maxPassengers: number;
  currentPassengers: number;
};

export type JoinRefusal = "past" | "already-joined" | "full" | "not-enough-spots";

/**
 * Whether `userId` may take `seats` seats on the ride. Past: 400; already joined (the creator
 * always is), full, or more seats than are left: 409. The server still takes the seats with a
 * conditional update; this check only words the refusal.
 */
export function decideJoin(
  ride: JoinableRide,
  userId: number,
  alreadyJoined: boolean,
  seats: number,
  now: Date,
): Decision<JoinRefusal> {
  if (!Number.isInteger(seats) || seats < MIN_PASSENGERS) {
    throw new RangeError(`Unvalidated seat count: ${seats}`);
  }
  if (isPast(ride, now)) {
    return refuse("past", 400, "This ride is in the past and can no longer be joined");
  }
  if (alreadyJoined || isCreator(ride, userId)) {
    return refuse("already-joined", 409, "You have already joined this ride");
  }
  const remaining = remainingSpots(ride);
  if (remaining === 0) return refuse("full", 409, "This ride is full");
  if (seats > remaining) {
    return refuse("not-enough-spots", 409, spotsRemainingMessage(remaining));
  }
  return ALLOWED;
}

export type LeaveRefusal = "not-allowed" | "creator-entry" | "past";

/**
 * Whether `userId` may take `passenger` off the ride: the passenger themself or the ride's
 * creator (403 otherwise); never the creator's own entry (they delete the ride instead) and
 * never on a past ride (400).
 */
export function decideLeave(
  ride: { creatorId: number; date: DateInput },
  passenger: { userId: number },
  userId: number,
  now: Date,
): Decision<LeaveRefusal> {
  if (passenger.userId !== userId && !isCreator(ride, userId)) {
    return refuse(
      "not-allowed",
      403,
      "Only the passenger or the ride's creator can remove this passenger",
    );
  }
  if (passenger.userId === ride.creatorId) {
    return refuse(
      "creator-entry",
      400,
      "The organizer cannot leave their own ride; delete the ride instead",
    );
  }
  if (isPast(ride, now)) {
    return refuse("past", 400, "Passengers cannot leave or be removed from a past ride");
  }
  return ALLOWED;
}

/**
 * The ride's derived counters from its passengers: currentPassengers = sum of passengerCount,
 * additionalStops = distinct stop locations minus one.
 */
export function summarizePassengers(
  passengers: readonly { passengerCount: number; dropoffLocation: string }[],
): { currentPassengers: number; additionalStops: number } {
  return {
    currentPassengers: passengers.reduce((sum, passenger) => sum + passenger.passengerCount, 0),
    additionalStops: countAdditionalStops(passengers.map((passenger) => passenger.dropoffLocation)),
  };
}
