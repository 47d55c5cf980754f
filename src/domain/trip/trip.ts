// The car on the day (issue 39): who shares the car's position and taps the crossing, and when.
// The trip window runs from an hour before departure until six hours after it; outside it no
// position is taken and none is kept.

import { messageRef } from "../i18n/message.ts";
import { isCancelled, RIDE_CANCELLED_MESSAGE, type RideStatus } from "../ride/ride.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

const HOUR = 3_600_000;
export const TRIP_OPENS_BEFORE_MS = HOUR;
export const TRIP_CLOSES_AFTER_MS = 6 * HOUR;
/** At most one position is kept per ride this often; the rest are dropped (the next one comes soon). */
export const POSITION_EVERY_MS = 5000;

/** A late tap's time may be this far ahead of the server's clock (a phone's clock drifts). */
const CLOCK_SKEW_MS = 60_000;

interface TripRide {
  creatorId: number;
  vendorId: number | null;
  date: Date;
  status: RideStatus;
}

/** From an hour before departure until six hours after it. */
export function isTripWindow(date: Date, now: Date): boolean {
  const at = date.getTime();
  return now.getTime() >= at - TRIP_OPENS_BEFORE_MS && now.getTime() <= at + TRIP_CLOSES_AFTER_MS;
}

/** When the window ends: sharing stops by itself then, and the kept position is erased. */
export const tripWindowEnd = (date: Date) => new Date(date.getTime() + TRIP_CLOSES_AFTER_MS);

const windowRefusal = (ride: TripRide, now: Date) => {
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  if (ride.status === "completed" || !isTripWindow(ride.date, now)) {
    return refuse("window", 409, messageRef("error.outside_trip_window"));
  }
  return null;
};

/** The car's position is sent by the ride's assigned vendor only, inside the trip window. */
export function decidePositionShare(
  ride: TripRide,
  userId: number,
  now: Date,
): Decision<"not-driver" | "cancelled" | "window"> {
  if (ride.vendorId === null || ride.vendorId !== userId) {
    return refuse("not-driver", 403, messageRef("error.position_not_driver"));
  }
  return windowRefusal(ride, now) ?? ALLOWED;
}

/** The car's position is the ride's members' (its organizer, passengers and driver). */
export function decidePositionRead(member: boolean): Decision<"not-member"> {
  return member ? ALLOWED : refuse("not-member", 403, messageRef("error.position_not_member"));
}

/** Who taps the crossing: the assigned vendor, or the organizer while the ride has none. */
export const crossingTapper = (ride: { creatorId: number; vendorId: number | null }) =>
  ride.vendorId ?? ride.creatorId;

/** "At the checkpoint" and "Cleared": the one who drives, inside the trip window. */
export function decideCrossing(
  ride: TripRide,
  userId: number,
  now: Date,
): Decision<"not-driver" | "cancelled" | "window"> {
  if (crossingTapper(ride) !== userId) {
    return refuse("not-driver", 403, messageRef("error.crossing_not_driver"));
  }
  return windowRefusal(ride, now) ?? ALLOWED;
}

/** The taps are read back by the one who taps them (their page shows what it holds). */
export function decideCrossingRead(
  ride: { creatorId: number; vendorId: number | null },
  userId: number,
): Decision<"not-driver"> {
  return crossingTapper(ride) === userId
    ? ALLOWED
    : refuse("not-driver", 403, messageRef("error.crossing_not_driver"));
}

/** A late tap's time: not in the future, not before the window opened. */
export function isCrossingTimeValid(date: Date, at: Date, now: Date): boolean {
  return (
    at.getTime() <= now.getTime() + CLOCK_SKEW_MS &&
    at.getTime() >= date.getTime() - TRIP_OPENS_BEFORE_MS
  );
}
