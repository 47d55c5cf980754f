// What each person is told about their rides: the kinds of notification and their texts, built
// once when the change happens (the inbox keeps the line as it was written).

import type { I18n } from "@lingui/core";
import { formatMoney, rideCostCents } from "../ride/price.ts";
import { type Direction, directionTitle, dropoffLocationText } from "../ride/ride.ts";
import type { Dropoff } from "../ride/ride-schemas.ts";
import { type DateInput, formatShortRideDate } from "../shared/dates.ts";
import { displayName } from "../user/user.ts";

export const NOTIFICATION_TYPES = [
  "joined",
  "left",
  "removed",
  "ride_changed",
  "cancelled",
  "driver_assigned",
  "driver_released",
  "sequence_locked",
  "seated_from_waitlist",
  "reminder_24h",
  "reminder_2h",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The ride a line is about, as the person knows it. */
export interface RideSubject {
  direction: Direction;
  date: DateInput;
}

/** The ride's fields whose change everyone aboard hears about. */
export interface RideTerms extends RideSubject {
  pickupLocation: string;
  dropoffLocations: readonly Dropoff[];
  maxPassengers: number;
  cost: number;
  additionalStops: number;
}

/** "Singapore to Forest City ride on Fri, 6 Mar, 9:30 am SGT" */
export function rideLabel(i18n: I18n, ride: RideSubject): string {
  return `${directionTitle(i18n, ride.direction)} ride on ${formatShortRideDate(ride.date)}`;
}

/** A driver as riders know them: the vendor's company, else the person. */
export function driverName(vendor: {
  companyName: string | null;
  name: string | null;
  discordUsername: string;
}): string {
  return vendor.companyName || displayName(vendor);
}

const party = (count: number) => (count > 1 ? ` (party of ${count})` : "");

export function joinedText(
  i18n: I18n,
  joiner: string,
  passengerCount: number,
  ride: RideSubject,
): string {
  return `${joiner} joined your ${rideLabel(i18n, ride)}${party(passengerCount)}`;
}

/** What the organizer reads when freed seats went to a waiting party. */
export function joinedFromWaitlistText(
  i18n: I18n,
  joiner: string,
  passengerCount: number,
  ride: RideSubject,
): string {
  return `${joiner} joined your ${rideLabel(i18n, ride)} from the waitlist${party(passengerCount)}`;
}

export function leftText(i18n: I18n, leaver: string, ride: RideSubject): string {
  return `${leaver} left your ${rideLabel(i18n, ride)}`;
}

/** What the removed rider reads, with the organizer's reason when they gave one. */
export function removedText(
  i18n: I18n,
  organizer: string,
  ride: RideSubject,
  reason: string | null | undefined,
): string {
  const removed = `${organizer} removed you from the ${rideLabel(i18n, ride)}`;
  return reason ? `${removed}. Reason: ${reason}` : removed;
}

const stopsText = (stops: readonly Dropoff[]) =>
  stops.map(dropoffLocationText).filter(Boolean).join(", ") || "none";

/**
 * Each change everyone aboard hears about, old → new, dates in Singapore time: empty when the
 * edit changed none of them.
 */
export function rideChanges(before: RideTerms, after: RideTerms): string[] {
  const changes: [string, string, string][] = [
    ["time", formatShortRideDate(before.date), formatShortRideDate(after.date)],
    ["pickup", before.pickupLocation, after.pickupLocation],
    ["drop-offs", stopsText(before.dropoffLocations), stopsText(after.dropoffLocations)],
    ["seats", String(before.maxPassengers), String(after.maxPassengers)],
    ["cost", formatMoney(rideCostCents(before).total), formatMoney(rideCostCents(after).total)],
  ];
  return changes
    .filter(([, old, now]) => old !== now)
    .map(([what, old, now]) => {
      return `${what} ${old} → ${now}`;
    });
}

export function rideChangedText(
  i18n: I18n,
  organizer: string,
  before: RideSubject,
  changes: readonly string[],
): string {
  return `${organizer} changed the ${rideLabel(i18n, before)}: ${changes.join("; ")}`;
}

export function driverAssignedText(i18n: I18n, driver: string, ride: RideSubject): string {
  return `${driver} will drive the ${rideLabel(i18n, ride)}`;
}

export function driverReleasedText(i18n: I18n, driver: string, ride: RideSubject): string {
  return `${driver} is no longer driving the ${rideLabel(i18n, ride)}: it is open for another driver`;
}

export function sequenceLockedText(
  i18n: I18n,
  ride: RideSubject,
  position: number,
  stops: number,
): string {
  return `The drop-off order of the ${rideLabel(i18n, ride)} is final: you are stop ${position} of ${stops}`;
}

export function seatedFromWaitlistText(
  i18n: I18n,
  ride: RideSubject,
  passengerCount: number,
): string {
  return `A seat opened up: you are now on the ${rideLabel(i18n, ride)}${party(passengerCount)}`;
}

/** What the people aboard and the driver read when the organizer cancels (decision 021). */
export function cancelledText(
  i18n: I18n,
  ride: RideSubject,
  organizer: string,
  reason: string | null,
): string {
  const cancelled = `${organizer} cancelled the ${rideLabel(i18n, ride)}`;
  return reason ? `${cancelled}. Reason: ${reason}` : cancelled;
}
