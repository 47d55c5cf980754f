// The rules about one ride: past, full, badge, texts. Its API shape is in ride-read.ts.
import { type DateInput, toTime } from "./dates.ts";
import type { Dropoff, RideCreator } from "./ride-read.ts";

export const DIRECTIONS = ["SG->FC", "FC->SG"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const RIDE_STATUSES = ["open", "assigned", "completed"] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

type Dated = { date: DateInput };
type Seats = { maxPassengers: number; currentPassengers: number };

/** A ride is past when its date is earlier than now. */
export function isPast(ride: Dated, now: Date): boolean {
  return toTime(ride.date) < now.getTime();
}

/** Full once currentPassengers reaches maxPassengers. */
export function isFull(ride: Seats): boolean {
  return ride.currentPassengers >= ride.maxPassengers;
}

/** maxPassengers minus currentPassengers, never below 0. */
export function remainingSpots(ride: Seats): number {
  return Math.max(0, ride.maxPassengers - ride.currentPassengers);
}

export function isCreator(ride: { creatorId: number }, userId: number | null): boolean {
  return userId !== null && ride.creatorId === userId;
}

export type RideBadge = "past" | "full" | "yours" | "join";

export const RIDE_BADGE_LABELS: Record<RideBadge, string> = {
  past: "Past",
  full: "Full",
  yours: "Your Ride",
  join: "Join",
};

/** The ride card's badge: Past, else Full, else Your Ride, else Join. */
export function rideBadge(
  ride: Dated & Seats & { creatorId: number },
  userId: number | null,
  now: Date,
): RideBadge {
  if (isPast(ride, now)) return "past";
  if (isFull(ride)) return "full";
  if (isCreator(ride, userId)) return "yours";
  return "join";
}

/**
 * The Join This Ride card: for a logged-in user who is not the creator, has not joined,
 * on a ride neither full nor past.
 */
export function canShowJoinForm(
  ride: Dated & Seats & { creatorId: number },
  userId: number | null,
  alreadyJoined: boolean,
  now: Date,
): boolean {
  if (userId === null) return false;
  return !isCreator(ride, userId) && !alreadyJoined && !isFull(ride) && !isPast(ride, now);
}

/** A drop-off's text, whether it is a plain string or an entry with a location. */
export function dropoffLocationText(dropoff: Dropoff | null | undefined): string {
  if (typeof dropoff === "string") return dropoff;
  return dropoff?.location ?? "";
}

export const UNKNOWN_LOCATION = "Unknown location";

/** The first drop-off's text, or 'Unknown location' when there is none. */
export function firstDropoffText(ride: { dropoffLocations: readonly Dropoff[] | null }): string {
  const text = dropoffLocationText(ride.dropoffLocations?.[0]).trim();
  return text || UNKNOWN_LOCATION;
}

/** The ride card's location line: 'From: {pickup}' (SG->FC) or 'To: {first dropoff}' (FC->SG). */
export function cardLocationText(ride: {
  direction: Direction;
  pickupLocation: string;
  dropoffLocations: readonly Dropoff[] | null;
}): string {
  return ride.direction === "SG->FC"
    ? `From: ${ride.pickupLocation}`
    : `To: ${firstDropoffText(ride)}`;
}

export function directionTitle(direction: Direction): string {
  return direction === "SG->FC" ? "Singapore to Forest City" : "Forest City to Singapore";
}

export const RIDE_STATUS_LABELS: Record<RideStatus, string> = {
  open: "Open",
  assigned: "Driver Assigned",
  completed: "Completed",
};

/** The organizer's name on a card: creator's name, else creatorName, else 'Unknown Organizer'. */
export function organizerName(ride: {
  creator?: Pick<RideCreator, "name" | "discordUsername"> | null;
  creatorName?: string | null;
}): string {
  return (
    ride.creator?.name || ride.creatorName || ride.creator?.discordUsername || "Unknown Organizer"
  );
}

/** The key two stop texts share when they name the same place. */
export function locationKey(location: string): string {
  return location.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Additional stops: distinct stop locations (trimmed, case-insensitive, empty ignored)
 * minus one, never below 0.
 */
export function countAdditionalStops(locations: readonly string[]): number {
  const distinct = new Set(locations.map(locationKey).filter((key) => key !== ""));
  return Math.max(0, distinct.size - 1);
}
