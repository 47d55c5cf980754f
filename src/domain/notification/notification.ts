// What each person is told about their rides: the kinds of notification and their texts, built
// once when the change happens (the inbox keeps the line as it was written).

import type { I18n } from "@lingui/core";
import type { Locale } from "../i18n/locales.ts";
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
  "reminder_2h_run",
  "reminder_arrival_card",
  "payment_details_changed",
  "share_changed",
  "payment_recorded",
  "ride_alert",
  "ride_message",
  "car_near",
  "car_crossed",
  "car_reported",
  "permit_lapses",
  "no_licensed_car",
  "vendor_verified",
  "vendor_reverify",
  "permit_ending",
  "vendor_rated",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The kinds only a vendor is sent (issue 37): its standing, its permit, its ratings. */
export const VENDOR_NOTIFICATION_TYPES: readonly NotificationType[] = [
  "vendor_verified",
  "vendor_reverify",
  "permit_ending",
  "vendor_rated",
];

const NOT_FOLDED = new Set<NotificationType>([
  "reminder_24h",
  "reminder_2h",
  "reminder_2h_run",
  "reminder_arrival_card",
  "ride_message",
  "car_near",
  "car_crossed",
  "permit_lapses",
  "no_licensed_car",
  "vendor_verified",
  "vendor_reverify",
  "permit_ending",
]);

/**
 * The kinds someone's write causes, which fold together within a minute (one line per distinct
 * text, one push): a join-leave storm must not flood the organizer. Reminders are the server's
 * own, each already sent once, as are the car's notices (issue 39) and those about who carries a
 * ride (issue 37), each sent once; a vendor's ratings after a ride fold as a storm would. A
 * ride's messages have their own rule (one notice while unread).
 */
export function coalesces(type: NotificationType): boolean {
  return !NOT_FOLDED.has(type);
}

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
  stopFee: number;
  additionalStops: number;
}

/** "Singapore to Forest City ride on Fri, 6 Mar, 9:30 am SGT" */
export function rideLabel(i18n: I18n, ride: RideSubject): string {
  return i18n._("server.ride_label", {
    direction: directionTitle(i18n, ride.direction),
    date: formatShortRideDate(ride.date, i18n.locale as Locale),
  });
}

/** A driver as riders know them: the vendor's company, else the person. */
export function driverName(vendor: {
  companyName: string | null;
  name: string | null;
  discordUsername: string;
}): string {
  return vendor.companyName || displayName(vendor);
}

/** Each text is written in the reader's language (`i18n`); the inbox keeps it as written. */
export function joinedText(
  i18n: I18n,
  joiner: string,
  passengerCount: number,
  ride: RideSubject,
): string {
  return i18n._("server.joined", {
    name: joiner,
    ride: rideLabel(i18n, ride),
    count: passengerCount,
  });
}

/** What the organizer reads when freed seats went to a waiting party. */
export function joinedFromWaitlistText(
  i18n: I18n,
  joiner: string,
  passengerCount: number,
  ride: RideSubject,
): string {
  return i18n._("server.joined_from_waitlist", {
    name: joiner,
    ride: rideLabel(i18n, ride),
    count: passengerCount,
  });
}

/** What an alert's owner reads when a ride they look for appears or has a seat again. */
export function rideAlertText(i18n: I18n, ride: RideSubject, spots: number): string {
  return i18n._("server.ride_alert", { ride: rideLabel(i18n, ride), spots });
}

export function leftText(i18n: I18n, leaver: string, ride: RideSubject): string {
  return i18n._("server.left", { name: leaver, ride: rideLabel(i18n, ride) });
}

/** What the removed rider reads, with the organizer's reason when they gave one. */
export function removedText(
  i18n: I18n,
  organizer: string,
  ride: RideSubject,
  reason: string | null | undefined,
): string {
  const values = { name: organizer, ride: rideLabel(i18n, ride) };
  return reason
    ? i18n._("server.removed_reason", { ...values, reason })
    : i18n._("server.removed", values);
}

const stopsText = (i18n: I18n, stops: readonly Dropoff[]) =>
  stops.map(dropoffLocationText).filter(Boolean).join(", ") || i18n._("server.change.no_stops");

const CHANGES = {
  time: "server.change.time",
  pickup: "server.change.pickup",
  dropoffs: "server.change.dropoffs",
  seats: "server.change.seats",
  cost: "server.change.cost",
} as const;

/**
 * Each change everyone aboard hears about, old → new, dates in Singapore time: empty when the
 * edit changed none of them.
 */
export function rideChanges(i18n: I18n, before: RideTerms, after: RideTerms): string[] {
  const locale = i18n.locale as Locale;
  const changes: [keyof typeof CHANGES, string, string][] = [
    ["time", formatShortRideDate(before.date, locale), formatShortRideDate(after.date, locale)],
    ["pickup", before.pickupLocation, after.pickupLocation],
    ["dropoffs", stopsText(i18n, before.dropoffLocations), stopsText(i18n, after.dropoffLocations)],
    ["seats", String(before.maxPassengers), String(after.maxPassengers)],
    ["cost", formatMoney(rideCostCents(before).total), formatMoney(rideCostCents(after).total)],
  ];
  return changes
    .filter(([, old, now]) => old !== now)
    .map(([what, old, now]) => i18n._(CHANGES[what], { old, new: now }));
}

export function rideChangedText(
  i18n: I18n,
  organizer: string,
  before: RideSubject,
  changes: readonly string[],
): string {
  return i18n._("server.ride_changed", {
    name: organizer,
    ride: rideLabel(i18n, before),
    changes: changes.join("; "),
  });
}

export function driverAssignedText(i18n: I18n, driver: string, ride: RideSubject): string {
  return i18n._("server.driver_assigned", { driver, ride: rideLabel(i18n, ride) });
}

export function driverReleasedText(i18n: I18n, driver: string, ride: RideSubject): string {
  return i18n._("server.driver_released", { driver, ride: rideLabel(i18n, ride) });
}

export function sequenceLockedText(
  i18n: I18n,
  ride: RideSubject,
  position: number,
  stops: number,
): string {
  return i18n._("server.sequence_locked", { ride: rideLabel(i18n, ride), position, stops });
}

/** One line per ride while unread, however many messages arrive (issue 26). */
export function rideMessageText(i18n: I18n, ride: RideSubject): string {
  return i18n._("server.ride_message", { ride: rideLabel(i18n, ride) });
}

/** The party of the next stop, once: "Your car is about five minutes away" (issue 39). */
export function carNearText(i18n: I18n, ride: RideSubject): string {
  return i18n._("server.car_near", { ride: rideLabel(i18n, ride) });
}

/** Every rider, once, after the driver's "Cleared" tap. */
export function carCrossedText(i18n: I18n, ride: RideSubject, checkpoint: string): string {
  return i18n._("server.car_crossed", { ride: rideLabel(i18n, ride), checkpoint });
}

/** The organizer and the admins: a rider says the car that came is not the one shown (issue 37). */
export function carReportedText(
  i18n: I18n,
  ride: RideSubject,
  reporter: string,
  plate: string | null,
): string {
  return i18n._("server.car_reported", {
    ride: rideLabel(i18n, ride),
    name: reporter,
    plate: plate ?? "—",
  });
}

export function seatedFromWaitlistText(
  i18n: I18n,
  ride: RideSubject,
  passengerCount: number,
): string {
  return i18n._("server.seated_from_waitlist", {
    ride: rideLabel(i18n, ride),
    count: passengerCount,
  });
}

/** What the people aboard and the driver read when the organizer cancels (decision 021). */
export function cancelledText(
  i18n: I18n,
  ride: RideSubject,
  organizer: string,
  reason: string | null,
): string {
  const values = { name: organizer, ride: rideLabel(i18n, ride) };
  return reason
    ? i18n._("server.cancelled_reason", { ...values, reason })
    : i18n._("server.cancelled", values);
}

/** The account fields that say where a rider is paid, with the label the profile form shows. */
export const PAYMENT_DETAIL_LABELS = {
  paynowProxy: "account.profile.paynow_proxy",
  paynowName: "account.profile.paynow_name",
  revolutUsername: "account.field.revolut",
} as const;

/** The changed fields that are payment details, in the order PAYMENT_DETAIL_LABELS lists them. */
export function paymentDetailsChanged(fields: readonly string[]) {
  return (Object.keys(PAYMENT_DETAIL_LABELS) as (keyof typeof PAYMENT_DETAIL_LABELS)[]).filter(
    (field) => fields.includes(field),
  );
}

/** What an account's owner reads when an admin changed their payment details. */
export function paymentDetailsChangedText(
  i18n: I18n,
  admin: string,
  fields: readonly (keyof typeof PAYMENT_DETAIL_LABELS)[],
): string {
  const labels = fields.map((field) => i18n._(PAYMENT_DETAIL_LABELS[field]));
  const list = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(labels);
  return i18n._("server.payment_details_changed", { admin, fields: list });
}

/** A passenger's new share once the organizer changed the quote (decision 028). */
export function shareChangedText(
  i18n: I18n,
  organizer: string,
  ride: RideSubject,
  change: { total: number; share: number },
): string {
  return i18n._("server.share_changed", {
    name: organizer,
    ride: rideLabel(i18n, ride),
    total: formatMoney(change.total),
    share: formatMoney(change.share),
  });
}

/** What the payer reads when the organizer recorded what arrived from their party. */
export function paymentRecordedText(
  i18n: I18n,
  organizer: string,
  ride: RideSubject,
  line: { paid: number; balance: number },
): string {
  const values = { name: organizer, ride: rideLabel(i18n, ride), paid: formatMoney(line.paid) };
  if (line.balance > 0) {
    return i18n._("server.payment_recorded_owing", {
      ...values,
      balance: formatMoney(line.balance),
    });
  }
  if (line.balance < 0) {
    return i18n._("server.payment_recorded_refund", {
      ...values,
      refund: formatMoney(-line.balance),
    });
  }
  return i18n._("server.payment_recorded", values);
}
