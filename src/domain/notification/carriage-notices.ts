// The notices about who carries a ride (issue 37, decision 051): when each is due and what it
// says. Pure: callers pass `now`; the sweep (src/server/reminders/carriage.ts) sends each once.
import type { I18n } from "@lingui/core";
import { permitLapsesBefore, type Vehicle } from "../carriage/carriage.ts";
import { INTL_LOCALE, type Locale } from "../i18n/locales.ts";
import { BUS_FARE } from "../places/public-bus.ts";
import type { RideStatus } from "../ride/ride.ts";
import { toTime } from "../shared/dates.ts";
import { type NotificationType, type RideSubject, rideLabel } from "./notification.ts";

/** The notices a sweep sends, each once per person and what it is about (carriage_notices). */
export const CARRIAGE_NOTICE_KINDS = [
  "permit_lapses",
  "no_licensed_car",
  "permit_ending",
  "vendor_reverify",
] as const satisfies readonly NotificationType[];
export type CarriageNoticeKind = (typeof CARRIAGE_NOTICE_KINDS)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How far ahead of a permit's end the organizer and vendor of a ride it will not cover are told. */
export const PERMIT_LAPSE_NOTICE_MS = 7 * DAY_MS;
/** How far ahead of its permit's end a vendor is told: before any ride's seven-day notice. */
export const PERMIT_ENDING_NOTICE_MS = 14 * DAY_MS;
/** How long before departure a ride that no licensed car has taken tells its riders so. */
export const NO_LICENSED_CAR_NOTICE_MS = 48 * HOUR_MS;

/** The moment a permit lapses: the end of its last valid day, midnight in Singapore after it. */
export function permitLapseTime(permitExpires: string): number {
  return Date.parse(`${permitExpires}T00:00:00+08:00`) + DAY_MS;
}

interface SweptRide {
  date: Date | string;
  status: RideStatus;
  vendorId: number | null;
}

/** A ride that still goes out: not cancelled, not completed, not departed. */
const goesOut = (ride: SweptRide, now: Date) =>
  (ride.status === "open" || ride.status === "assigned") && toTime(ride.date) > now.getTime();

/**
 * Whether the organizer and the vendor of an assigned ride are told now that the vendor's permit
 * ends before the ride's day: from seven days before the permit lapses (at once for a ride assigned,
 * or a permit recorded, inside those seven days) until the ride leaves.
 */
export function permitLapseNoticeDue(ride: SweptRide, vehicle: Vehicle, now: Date): boolean {
  if (ride.vendorId === null || !goesOut(ride, now) || vehicle.permitExpires === null) return false;
  if (!permitLapsesBefore(vehicle, ride.date)) return false;
  return now.getTime() >= permitLapseTime(vehicle.permitExpires) - PERMIT_LAPSE_NOTICE_MS;
}

/**
 * Whether a ride's riders are told now that no licensed car has taken it: no vendor within 48
 * hours of departure (at once for a ride made, or joined, inside them), until it leaves.
 */
export function noLicensedCarDue(ride: SweptRide, now: Date): boolean {
  if (ride.vendorId !== null || !goesOut(ride, now)) return false;
  return toTime(ride.date) - now.getTime() <= NO_LICENSED_CAR_NOTICE_MS;
}

/** Whether a verified vendor is told now that its permit is about to end: 14 days ahead, until it ends. */
export function permitEndingDue(vehicle: Vehicle, now: Date): boolean {
  if (vehicle.licenceType === "other" || vehicle.permitExpires === null) return false;
  const lapse = permitLapseTime(vehicle.permitExpires);
  return now.getTime() >= lapse - PERMIT_ENDING_NOTICE_MS && now.getTime() < lapse;
}

/** A permit's last day with its year, "31 Dec 2026": a permit may run for years. */
function permitDay(i18n: I18n, day: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[i18n.locale as Locale], {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The organizer's line: the ride needs another licensed car. */
export function permitLapsesText(i18n: I18n, ride: RideSubject, permitExpires: string): string {
  return i18n._("server.permit_lapses", {
    ride: rideLabel(i18n, ride),
    date: permitDay(i18n, permitExpires),
  });
}

/** The vendor's line: renew and be verified again, or give the ride back. */
export function permitLapsesDriverText(
  i18n: I18n,
  ride: RideSubject,
  permitExpires: string,
): string {
  return i18n._("server.permit_lapses_driver", {
    ride: rideLabel(i18n, ride),
    date: permitDay(i18n, permitExpires),
  });
}

/** The riders' line, with the public bus the guide gives (the notice opens the bus guide). */
export function noLicensedCarText(i18n: I18n, ride: RideSubject): string {
  return i18n._("server.no_licensed_car", {
    ride: rideLabel(i18n, ride),
    fare: ride.direction === "SG->FC" ? BUS_FARE.fromSingapore : BUS_FARE.fromForestCity,
  });
}

export function vendorVerifiedText(i18n: I18n, vehicle: Vehicle & { plate: string | null }) {
  if (vehicle.licenceType === "other") return i18n._("server.vendor_verified_other");
  return i18n._("server.vendor_verified", {
    plate: vehicle.plate ?? "",
    date: vehicle.permitExpires ? permitDay(i18n, vehicle.permitExpires) : "",
  });
}

export function vendorReverifyText(i18n: I18n): string {
  return i18n._("server.vendor_reverify");
}

export function permitEndingText(i18n: I18n, permitExpires: string): string {
  return i18n._("server.permit_ending", { date: permitDay(i18n, permitExpires) });
}

export function vendorRatedText(i18n: I18n, ride: RideSubject, stars: number): string {
  return i18n._("server.vendor_rated", { ride: rideLabel(i18n, ride), stars });
}
