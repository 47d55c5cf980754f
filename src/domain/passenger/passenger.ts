// Joining, leaving and counting passengers (spec sections 2, 3, 5; ARCHITECTURE "Joining",
// "Leaving"). Their schemas are in passenger-schemas.ts.

import { messageRef } from "../i18n/message.ts";
import {
  countAdditionalStops,
  isCancelled,
  isCreator,
  isPast,
  RIDE_CANCELLED_MESSAGE,
  type RideStatus,
  remainingSpots,
} from "../ride/ride.ts";
import { MIN_PASSENGERS } from "../shared/constants.ts";
import type { DateInput } from "../shared/dates.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

/** The longest reason an organizer may give for removing a passenger. */
export const REMOVAL_REASON_MAX = 300;

/** The message when more seats are asked than are left (spec: 'Only {n} spots remaining'). */
export function spotsRemainingMessage(remaining: number): string {
  return messageRef("error.spots_remaining", { count: remaining });
}

export type JoinableRide = {
  creatorId: number;
  status: RideStatus;
  date: DateInput;
  maxPassengers: number;
  currentPassengers: number;
};

export type JoinRefusal =
  | "logged-out"
  | "vendor"
  | "cancelled"
  | "past"
  | "already-joined"
  | "full"
  | "not-enough-spots";

/** The refusals of a join that only fewer seats taken could turn round. */
export const SEAT_REFUSALS: readonly JoinRefusal[] = ["full", "not-enough-spots"];

export const VENDORS_CANNOT_JOIN = messageRef("error.vendor_cannot_join");

/**
 * Whether `user` may take `seats` seats on the ride: the join route's check and the pages' (which
 * show the join form only when one seat may be taken). Logged out: 401; a vendor (they drive
 * rides, they do not ride them): 403; cancelled: 409; past: 400; already joined (the creator always is), full, or
 * more seats than are left: 409. The server still takes the seats with a conditional update; this
 * check only words the refusal.
 */
export function decideJoin(
  ride: JoinableRide,
  user: { id: number; isVendor: boolean } | null,
  alreadyJoined: boolean,
  seats: number,
  now: Date,
): Decision<JoinRefusal> {
  if (!Number.isInteger(seats) || seats < MIN_PASSENGERS) {
    throw new RangeError(`Unvalidated seat count: ${seats}`);
  }
  if (user === null) return refuse("logged-out", 401, messageRef("error.login_to_join"));
  if (user.isVendor) return refuse("vendor", 403, VENDORS_CANNOT_JOIN);
  const userId = user.id;
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  if (isPast(ride, now)) {
    return refuse("past", 400, messageRef("error.ride_past"));
  }
  if (alreadyJoined || isCreator(ride, userId)) {
    return refuse("already-joined", 409, messageRef("error.already_joined"));
  }
  const remaining = remainingSpots(ride);
  if (remaining === 0) return refuse("full", 409, messageRef("error.ride_full"));
  if (seats > remaining) {
    return refuse("not-enough-spots", 409, spotsRemainingMessage(remaining));
  }
  return ALLOWED;
}

export type LeaveRefusal = "not-allowed" | "creator-entry" | "cancelled" | "past";

/**
 * Whether `userId` may take `passenger` off the ride: the passenger themself or the ride's
 * creator (403 otherwise); never the creator's own entry (they delete the ride instead), never
 * on a cancelled ride (409: its passenger list is kept as it was) and never on a past ride (400).
 */
export function decideLeave(
  ride: { creatorId: number; date: DateInput; status: RideStatus },
  passenger: { userId: number },
  userId: number,
  now: Date,
): Decision<LeaveRefusal> {
  if (passenger.userId !== userId && !isCreator(ride, userId)) {
    return refuse("not-allowed", 403, messageRef("error.remove_not_allowed"));
  }
  if (passenger.userId === ride.creatorId) {
    return refuse("creator-entry", 400, messageRef("error.organizer_cannot_leave"));
  }
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  if (isPast(ride, now)) {
    return refuse("past", 400, messageRef("error.leave_past"));
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

/** Whether the user is among the ride's passengers. */
export function hasJoined(
  passengers: readonly { userId: number }[],
  userId: number | null,
): boolean {
  return userId !== null && passengers.some((passenger) => passenger.userId === userId);
}
