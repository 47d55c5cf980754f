// The day of travel (issue 26): a passenger's check-in, the organizer's or driver's boarding
// marks, and each stop's estimated time. Both writes open two hours before departure; boarding
// closes twelve hours after it.

import { messageRef } from "../i18n/message.ts";
import { planCrossing } from "../planner/planner.ts";
import {
  type Direction,
  isCancelled,
  RIDE_CANCELLED_MESSAGE,
  type RideStatus,
} from "../ride/ride.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

export const CHECKIN_STATES = ["here", "late"] as const;
export type CheckinState = (typeof CHECKIN_STATES)[number];
export const BOARDING_STATES = ["boarded", "no_show"] as const;
export type BoardingState = (typeof BOARDING_STATES)[number];

export const LATE_MINUTES_MAX = 120;
export const STOP_MINUTES_DEFAULT = 10;
export const STOP_MINUTES_MAX = 60;

const HOUR = 3_600_000;
const OPENS_BEFORE = 2 * HOUR;
const BOARDING_CLOSES_AFTER = 12 * HOUR;

interface DayRide {
  creatorId: number;
  vendorId?: number | null;
  date: Date;
  status: RideStatus;
}

/** The organizer or the ride's assigned driver: those who run the day and set the stop order. */
export function runsTheRide(ride: { creatorId: number; vendorId?: number | null }, userId: number) {
  return ride.creatorId === userId || (ride.vendorId != null && ride.vendorId === userId);
}

/** The day of travel: from two hours before departure until boarding closes twelve hours after. */
export function isTravelWindow(date: Date, now: Date): boolean {
  const at = date.getTime();
  return now.getTime() >= at - OPENS_BEFORE && now.getTime() <= at + BOARDING_CLOSES_AFTER;
}

/** Outside the day of travel: refused with the write's own reason and message. */
const outsideTravelWindow = <R extends string>(
  ride: DayRide,
  now: Date,
  reason: R,
  message: string,
) => (isTravelWindow(ride.date, now) ? null : refuse(reason, 409, message));

/** A seated passenger checks in from two hours before departure until boarding closes. */
export function decideCheckin(
  ride: DayRide,
  seated: boolean,
  now: Date,
): Decision<"not-passenger" | "cancelled" | "not-yet"> {
  if (!seated) return refuse("not-passenger", 403, messageRef("error.checkin_not_passenger"));
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  return outsideTravelWindow(ride, now, "not-yet", messageRef("error.checkin_window")) ?? ALLOWED;
}

/**
 * "This isn't the car shown" (issue 37): a rider of the ride (seated, the organizer too) says the
 * car that came is not the assigned one, in the same window as the check-in. A second report of
 * the same rider is the same report (the caller's store makes it once), so it is not refused here.
 */
export function decideCarReport(
  ride: DayRide,
  seated: boolean,
  now: Date,
): Decision<"not-rider" | "cancelled" | "no-car" | "window"> {
  if (!seated) return refuse("not-rider", 403, messageRef("error.car_report_not_rider"));
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  if (ride.vendorId == null) return refuse("no-car", 409, messageRef("error.car_report_no_car"));
  return outsideTravelWindow(ride, now, "window", messageRef("error.car_report_window")) ?? ALLOWED;
}

/**
 * The organizer or the assigned driver marks a party of the ride (`aboard`: the passenger id is
 * one of the ride's) from departure − 2 h to + 12 h; a no-show, which goes on the rider's record,
 * only from departure on (a rider running late is not missing yet).
 */
export function decideBoarding(
  ride: DayRide,
  userId: number,
  aboard: boolean,
  state: BoardingState,
  now: Date,
): Decision<"not-runner" | "no-passenger" | "cancelled" | "window" | "too-early"> {
  if (!runsTheRide(ride, userId)) {
    return refuse("not-runner", 403, messageRef("error.boarding_not_runner"));
  }
  if (!aboard) return refuse("no-passenger", 404, messageRef("error.passenger_not_found"));
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  const closed = outsideTravelWindow(ride, now, "window", messageRef("error.boarding_window"));
  if (closed) return closed;
  if (state === "no_show" && now.getTime() < ride.date.getTime()) {
    return refuse("too-early", 409, messageRef("error.too_early_for_no_show"));
  }
  return ALLOWED;
}

/** Driving from Forest City to Tuas and from the checkpoint to a first Singapore stop. */
export const FC_SG_DRIVE_MINUTES = 40;

/**
 * The estimated time at stop `position` (1-based), each next stop `stopMinutes` after the one
 * before. SG->FC pick-ups: the first at departure. FC->SG drop-offs (decision 047): the first
 * after the drive and the typical crossing at that hour (planner profile, no holiday known).
 */
export function stopTime(
  ride: { date: Date; direction: Direction; stopMinutes: number },
  position: number,
): Date {
  const first =
    ride.direction === "SG->FC"
      ? ride.date.getTime()
      : ride.date.getTime() +
        (FC_SG_DRIVE_MINUTES + planCrossing("FC->SG", ride.date, () => null).typicalMinutes) *
          60_000;
  return new Date(first + (position - 1) * ride.stopMinutes * 60_000);
}

/** Spacing the stops: the organizer or the assigned driver, on a ride not cancelled. */
export function decideStopMinutes(
  ride: { creatorId: number; vendorId?: number | null; status: RideStatus },
  userId: number,
): Decision<"not-runner" | "cancelled"> {
  if (!runsTheRide(ride, userId)) {
    return refuse("not-runner", 403, messageRef("error.sequence_not_creator"));
  }
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  return ALLOWED;
}
