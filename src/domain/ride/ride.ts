// The rules about one ride: past, full, badge, who may edit, delete, assign it and see its people's
// contacts, and its texts. Its schemas are in ride-schemas.ts.
import type { I18n } from "@lingui/core";
import { messageRef } from "../i18n/message.ts";
import { type DateInput, toTime } from "../shared/dates.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";
import { displayName } from "../user/user.ts";
import type { Dropoff, RideCreator } from "./ride-schemas.ts";

export const DIRECTIONS = ["SG->FC", "FC->SG"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const RIDE_STATUSES = ["open", "assigned", "completed", "cancelled"] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];
/** The statuses the public ride list can be filtered by: a cancelled ride is never listed. */
export const LISTED_RIDE_STATUSES = ["open", "assigned", "completed"] as const;
export type ListedRideStatus = (typeof LISTED_RIDE_STATUSES)[number];

type Dated = { date: DateInput };
type Seats = { maxPassengers: number; currentPassengers: number };

/** A ride is past when its date is earlier than now. */
export function isPast(ride: Dated, now: Date): boolean {
  return toTime(ride.date) < now.getTime();
}

/**
 * The status every reader sees (decision 021): a cancelled ride stays cancelled; any other ride is
 * completed from its departure on, whatever its stored status says.
 */
export function rideStatus(ride: Dated & { status: RideStatus }, now: Date): RideStatus {
  if (ride.status === "cancelled") return "cancelled";
  return isPast(ride, now) ? "completed" : ride.status;
}

export function isCancelled(ride: { status: RideStatus }): boolean {
  return ride.status === "cancelled";
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

export type RideBadge = "cancelled" | "past" | "full" | "yours" | "joined" | "join" | "open";

const RIDE_BADGE_LABELS = {
  cancelled: "app.badge.cancelled",
  past: "app.badge.past",
  full: "app.badge.full",
  yours: "app.badge.yours",
  joined: "app.badge.joined",
  join: "app.badge.join",
  open: "app.badge.open",
} as const satisfies Record<RideBadge, string>;

export function rideBadgeLabel(i18n: I18n, badge: RideBadge): string {
  return i18n._(RIDE_BADGE_LABELS[badge]);
}

/**
 * The ride card's badge: Cancelled (decision 021), else Past, else Joined for a passenger who is
 * not its organizer (even when full: what matters to them is that they are in; decision 015), else
 * Full, else Your Ride, else Join; a vendor, who cannot join (spec 5.6), sees Open instead.
 */
export function rideBadge(
  ride: Dated & Seats & { creatorId: number; status: RideStatus; joined?: boolean },
  userId: number | null,
  now: Date,
  isVendor = false,
): RideBadge {
  if (isCancelled(ride)) return "cancelled";
  if (isPast(ride, now)) return "past";
  if (ride.joined && !isCreator(ride, userId)) return "joined";
  if (isFull(ride)) return "full";
  if (isCreator(ride, userId)) return "yours";
  return isVendor ? "open" : "join";
}

/** A drop-off's text, whether it is a plain string or an entry with a location. */
export function dropoffLocationText(dropoff: Dropoff | null | undefined): string {
  if (typeof dropoff === "string") return dropoff;
  return dropoff?.location ?? "";
}

/** The first drop-off's text, or 'Unknown location' when there is none. */
export function firstDropoffText(
  i18n: I18n,
  ride: { dropoffLocations: readonly Dropoff[] | null },
): string {
  const text = dropoffLocationText(ride.dropoffLocations?.[0]).trim();
  return text || i18n._("app.card.unknown_location");
}

/** The ride card's location line: 'From: {pickup}' (SG->FC) or 'To: {first dropoff}' (FC->SG). */
export function cardLocationText(
  i18n: I18n,
  ride: {
    direction: Direction;
    pickupLocation: string;
    dropoffLocations: readonly Dropoff[] | null;
  },
): string {
  return ride.direction === "SG->FC"
    ? i18n._("app.card.from", { location: ride.pickupLocation })
    : i18n._("app.card.to", { location: firstDropoffText(i18n, ride) });
}

export function directionTitle(i18n: I18n, direction: Direction): string {
  return direction === "SG->FC" ? i18n._("app.direction.sg_fc") : i18n._("app.direction.fc_sg");
}

const RIDE_STATUS_LABELS = {
  open: "app.status.open",
  assigned: "app.status.assigned",
  completed: "app.status.completed",
  cancelled: "app.status.cancelled",
} as const satisfies Record<RideStatus, string>;

export function rideStatusLabel(i18n: I18n, status: RideStatus): string {
  return i18n._(RIDE_STATUS_LABELS[status]);
}

/** The organizer's name on a card: creator's name, else creatorName, else 'Unknown Organizer'. */
export function organizerName(
  i18n: I18n,
  ride: {
    creator?: Pick<RideCreator, "name" | "discordUsername"> | null;
    creatorName?: string | null;
  },
): string {
  const { creator, creatorName } = ride;
  return displayName(
    { name: creator?.name || creatorName, discordUsername: creator?.discordUsername },
    i18n._("app.card.unknown_organizer"),
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

/**
 * The places a ride's price counts, each once (first spelling, in join order): what every reader
 * of the price may see, names of places and not of people.
 */
export function distinctStops(locations: readonly string[]): string[] {
  const seen = new Set<string>();
  return locations.filter((location) => {
    const key = locationKey(location);
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A ride is created (or moved to a new date) only in the future. */
export function validateRideDate(
  date: DateInput,
  now: Date,
): Decision<"invalid-date" | "past-date"> {
  const time = typeof date === "string" ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) return refuse("invalid-date", 400, messageRef("error.invalid_date"));
  if (time <= now.getTime()) {
    return refuse("past-date", 400, messageRef("error.date_in_past"));
  }
  return ALLOWED;
}

export const RIDE_DEPARTED_MESSAGE = messageRef("error.ride_departed");
export const RIDE_CANCELLED_MESSAGE = messageRef("error.ride_cancelled");
export const DIRECTION_FIXED_MESSAGE = messageRef("error.direction_fixed");
/** The longest reason an organizer may give for cancelling a ride. */
export const CANCEL_REASON_MAX = 500;

type Editable = Dated & { creatorId: number; status: RideStatus };

/**
 * Edit: the creator only, not once the ride is cancelled or has departed; when the new seats are
 * given, maxPassengers never below the passengers the ride will hold; when a direction is given,
 * it may differ from the ride's only while nobody but the organizer's party is aboard (every
 * pickup would silently become a drop-off). The page asks without a change to know whether to
 * offer Edit at all, and with the other direction to know whether the direction is fixed.
 */
export function decideRideEdit(
  ride: Editable & { direction: Direction; currentPassengers: number },
  userId: number,
  now: Date,
  change: {
    seats?: { maxPassengers: number; currentPassengersAfter: number };
    direction?: { to: Direction; organizerPassengerCount: number };
  } = {},
): Decision<"not-creator" | "cancelled" | "departed" | "below-current" | "direction-fixed"> {
  if (ride.creatorId !== userId) {
    return refuse("not-creator", 403, messageRef("error.edit_not_creator"));
  }
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  if (isPast(ride, now)) return refuse("departed", 409, RIDE_DEPARTED_MESSAGE);
  const { seats, direction } = change;
  if (
    direction &&
    direction.to !== ride.direction &&
    hasOtherPassengers(ride, direction.organizerPassengerCount)
  ) {
    return refuse("direction-fixed", 409, DIRECTION_FIXED_MESSAGE);
  }
  if (seats && seats.maxPassengers < seats.currentPassengersAfter) {
    return refuse(
      "below-current",
      400,
      messageRef("error.seats_below_current", { count: seats.currentPassengersAfter }),
    );
  }
  return ALLOWED;
}

/** Whether anyone besides the organizer's own party is aboard. */
function hasOtherPassengers(ride: { currentPassengers: number }, organizerCount: number) {
  return ride.currentPassengers > organizerCount;
}

/** Delete: the creator only, not once it is cancelled, and not once the ride has departed. */
export function decideRideDelete(
  ride: Editable,
  userId: number,
  now: Date,
): Decision<"not-creator" | "cancelled" | "departed"> {
  if (ride.creatorId !== userId) {
    return refuse("not-creator", 403, messageRef("error.delete_not_creator"));
  }
  if (isCancelled(ride))
    return refuse("cancelled", 409, messageRef("error.ride_already_cancelled"));
  if (isPast(ride, now)) return refuse("departed", 409, RIDE_DEPARTED_MESSAGE);
  return ALLOWED;
}

/**
 * What the organizer's Delete does (decision 021): a ride others have joined is cancelled (kept,
 * with a reason, for its people); a ride with only its organizer's party is deleted.
 */
export function rideRemoval(
  ride: { currentPassengers: number },
  organizerPassengerCount: number,
): "cancel" | "delete" {
  return hasOtherPassengers(ride, organizerPassengerCount) ? "cancel" : "delete";
}

/**
 * Who may read a cancelled ride: its organizer, its passengers and its assigned driver. Any other
 * reader (and every visitor) is answered as if it did not exist. Any other ride is public.
 */
export function canReadRide(
  ride: { status: RideStatus; creatorId: number; vendorId: number | null },
  readerId: number | null,
  readerIsPassenger: boolean,
): boolean {
  if (!isCancelled(ride)) return true;
  if (readerId === null) return false;
  return readerIsPassenger || isCreator(ride, readerId) || ride.vendorId === readerId;
}

/** Whose contacts a reader asks for: the organizer's, the passengers' or the driver's (vendor's). */
export type ContactParty = "organizer" | "passengers" | "driver";

/** A vendor an admin has verified (and not revoked): only they may take rides and reach riders. */
type VendorReader = { id: number; isVendor: boolean; vendorVerified: boolean };

/**
 * Contact fields go only to those who need them (decision 003): the organizer's to any logged-in
 * reader; the passengers' and the driver's to the ride's own people (its creator, its passengers
 * and its assigned vendor, while an admin's verification of that vendor stands). Visitors see none.
 * The passengers' Discord usernames and stops go with their contacts: every other reader of the
 * list gets only names and party sizes.
 */
export function canSeeContacts(
  ride: { creatorId: number; vendorId: number | null },
  reader: VendorReader | null,
  readerIsPassenger: boolean,
  party: ContactParty,
): boolean {
  if (reader === null) return false;
  if (party === "organizer") return true;
  if (readerIsPassenger || isCreator(ride, reader.id)) return true;
  return ride.vendorId === reader.id && reader.isVendor && reader.vendorVerified;
}

/**
 * Whether the ride is any of the reader's business: they organize it, ride it, wait for it or
 * drive it. Only then does what they see of it (canSeeContacts, and whether they joined or wait)
 * differ from what every other signed-in reader sees, so a ride that is not may be shown to them
 * as it is shown to everyone signed in.
 */
export function hasPartIn(
  ride: { creatorId: number; vendorId: number | null },
  readerId: number,
  people: { riderIds: readonly number[]; waitingIds: readonly number[] },
): boolean {
  return (
    isCreator(ride, readerId) ||
    ride.vendorId === readerId ||
    people.riderIds.includes(readerId) ||
    people.waitingIds.includes(readerId)
  );
}

export const VENDOR_NOT_VERIFIED_MESSAGE = messageRef("error.vendor_awaiting_verification");

/**
 * A verified vendor takes an open, upcoming ride; of two racing, the database lets one win. A past
 * ride reads as completed (rideStatus), so departure is asked before the status.
 */
export function decideAssign(
  ride: Dated & { status: RideStatus },
  user: { isVendor: boolean; vendorVerified: boolean },
  now: Date,
): Decision<"not-vendor" | "not-verified" | "taken" | "cancelled" | "past"> {
  if (!user.isVendor) return refuse("not-vendor", 403, messageRef("error.vendors_only"));
  if (!user.vendorVerified) return refuse("not-verified", 403, VENDOR_NOT_VERIFIED_MESSAGE);
  if (isPast(ride, now)) return refuse("past", 400, messageRef("error.assign_past"));
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  if (ride.status !== "open") return refuse("taken", 409, messageRef("error.ride_taken"));
  return ALLOWED;
}

type AssignedRide = Dated & { status: RideStatus; vendorId: number | null };

/** The assigned vendor gives back its own upcoming ride: it is open again for any vendor. */
export function decideRelease(
  ride: AssignedRide,
  user: { id: number },
  now: Date,
): Decision<"not-your-ride" | "departed" | "cancelled"> {
  const notYours = refuse("not-your-ride", 403, messageRef("error.release_not_yours"));
  if (ride.vendorId !== user.id) return notYours;
  if (isPast(ride, now)) return refuse("departed", 409, RIDE_DEPARTED_MESSAGE);
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  if (ride.status !== "assigned") return notYours;
  return ALLOWED;
}

/** An admin takes the vendor off any upcoming assigned ride: it is open again. */
export function decideUnassign(
  ride: AssignedRide,
  user: { isAdmin: boolean },
  now: Date,
): Decision<"not-admin" | "not-assigned" | "departed" | "cancelled"> {
  if (!user.isAdmin) return refuse("not-admin", 403, messageRef("error.admins_only"));
  const notAssigned = refuse("not-assigned", 409, messageRef("error.no_vendor_assigned"));
  if (ride.vendorId === null) return notAssigned;
  if (isPast(ride, now)) return refuse("departed", 409, RIDE_DEPARTED_MESSAGE);
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  if (ride.status !== "assigned") return notAssigned;
  return ALLOWED;
}
