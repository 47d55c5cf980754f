// A ride as the API reads it, and the rules about one ride: past, full, badge, texts.
import { type DateInput, toTime } from "./dates.ts";
import type { DriverDetails } from "./user.ts";

export const DIRECTIONS = ["SG->FC", "FC->SG"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const RIDE_STATUSES = ["open", "assigned", "completed"] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/** A drop-off as stored; reads may also meet a plain string (spec section 3). */
export interface DropoffEntry {
  location: string;
  passengerCount: number;
}

/** A drop-off as a read may carry it. */
export type Dropoff = DropoffEntry | string;

/** The organizer as a ride read shows them; contact fields only for logged-in readers. */
export interface RideCreator {
  id: number;
  name: string | null;
  discordUsername: string;
  whatsappNumber?: string | null;
  malaysianNumber?: string | null;
  revolutUsername?: string | null;
}

/** The vendor of an assigned ride. */
export interface RideVendor {
  companyName: string | null;
  driverDetails: DriverDetails | null;
}

/** A ride as `GET /api/rides` and `GET /api/rides/{id}` answer it. */
export interface Ride {
  id: number;
  creatorId: number;
  direction: Direction;
  /** ISO timestamp, UTC. */
  date: string;
  maxPassengers: number;
  currentPassengers: number;
  pickupLocation: string;
  dropoffLocations: Dropoff[];
  status: RideStatus;
  vendorId: number | null;
  driverContactId: number | null;
  /** Base cost of the whole car in SGD. */
  cost: number;
  additionalStops: number;
  sequenceLocked: boolean;
  creator: RideCreator;
  creatorName: string;
  /** The assigned vendor; null (or absent) while nobody took the ride. */
  vendor?: RideVendor | null;
  /** The organizer's own passenger count, for the edit form (spec section 3). */
  organizerPassengerCount?: number;
}

/** The user on a passenger read; `fullName` is the display name (name, else Discord username). */
export interface PassengerUser {
  id: number;
  fullName: string;
  name: string | null;
  discordUsername: string;
  whatsappNumber?: string | null;
  malaysianNumber?: string | null;
  revolutUsername?: string | null;
}

/** A passenger as `GET /api/rides/{rideId}/passengers` answers it. */
export interface Passenger {
  id: number;
  rideId: number;
  userId: number;
  dropoffLocation: string;
  /** 1-based position in the drop-off order; null until placed. */
  dropoffSequence: number | null;
  passengerCount: number;
  user: PassengerUser;
}

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
