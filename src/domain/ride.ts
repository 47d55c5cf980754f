// A ride as the API reads it, and the rules about one ride: past, full, badge, texts.

import { z } from "zod";
import { type DateInput, toTime } from "./dates.ts";
import { driverDetailsSchema } from "./user.ts";

export const DIRECTIONS = ["SG->FC", "FC->SG"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const RIDE_STATUSES = ["open", "assigned", "completed"] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/** A drop-off as stored; reads may also meet a plain string (spec section 3). */
export const dropoffEntrySchema = z.object({ location: z.string(), passengerCount: z.number() });
export type DropoffEntry = z.infer<typeof dropoffEntrySchema>;

/** A drop-off as a read may carry it. */
export const dropoffSchema = z.union([dropoffEntrySchema, z.string()]);
export type Dropoff = z.infer<typeof dropoffSchema>;

const contactFields = {
  whatsappNumber: z.string().nullable().optional(),
  malaysianNumber: z.string().nullable().optional(),
  revolutUsername: z.string().nullable().optional(),
};

/** The organizer as a ride read shows them; contact fields only for logged-in readers. */
export const rideCreatorSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  discordUsername: z.string(),
  ...contactFields,
});
export type RideCreator = z.infer<typeof rideCreatorSchema>;

/** The vendor of an assigned ride. */
export const rideVendorSchema = z.object({
  companyName: z.string().nullable(),
  driverDetails: driverDetailsSchema.nullable(),
});
export type RideVendor = z.infer<typeof rideVendorSchema>;

/**
 * A ride as `GET /api/rides` and `GET /api/rides/{id}` answer it. The response schemas strip
 * anything else, so a field added to a query never leaks by accident.
 */
export const rideSchema = z.object({
  id: z.number(),
  creatorId: z.number(),
  direction: z.enum(DIRECTIONS),
  /** ISO timestamp, UTC. */
  date: z.string(),
  maxPassengers: z.number(),
  currentPassengers: z.number(),
  pickupLocation: z.string(),
  dropoffLocations: z.array(dropoffSchema),
  status: z.enum(RIDE_STATUSES),
  vendorId: z.number().nullable(),
  driverContactId: z.number().nullable(),
  /** Base cost of the whole car in SGD. */
  cost: z.number(),
  additionalStops: z.number(),
  sequenceLocked: z.boolean(),
  creator: rideCreatorSchema,
  creatorName: z.string(),
  /** The assigned vendor, for the ride's own people; null otherwise. */
  vendor: rideVendorSchema.nullable().optional(),
  /** The organizer's own passenger count, for the edit form (spec section 3). */
  organizerPassengerCount: z.number().optional(),
});
export type Ride = z.infer<typeof rideSchema>;

/** The user on a passenger read; `fullName` is the display name (name, else Discord username). */
export const passengerUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  name: z.string().nullable(),
  discordUsername: z.string(),
  ...contactFields,
});
export type PassengerUser = z.infer<typeof passengerUserSchema>;

/** A passenger as `GET /api/rides/{rideId}/passengers` answers it. */
export const passengerSchema = z.object({
  id: z.number(),
  rideId: z.number(),
  userId: z.number(),
  dropoffLocation: z.string(),
  /** 1-based position in the drop-off order; null until placed. */
  dropoffSequence: z.number().nullable(),
  passengerCount: z.number(),
  user: passengerUserSchema,
});
export type Passenger = z.infer<typeof passengerSchema>;

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
