// The waitlist of a full ride (decision 017): who may wait, who is seated when seats free up, and
// who sees the queue. Parties wait in order of arrival; seating is first come, first seated among
// the parties that fit, so a party too big for the free seats keeps its place for later.

import { messageRef } from "../i18n/message.ts";
import { isCancelled, isCreator, isPast, remainingSpots } from "../ride/ride.ts";
import { MIN_PASSENGERS } from "../shared/constants.ts";
import { ALLOWED, type Decision, type Refusal, refuse } from "../shared/decision.ts";
import { type JoinableRide, VENDORS_CANNOT_JOIN } from "./passenger.ts";

export const ENOUGH_FREE_SEATS = messageRef("error.seats_free");

export type WaitlistJoinRefusal =
  | "logged-out"
  | "vendor"
  | "cancelled"
  | "departed"
  | "already-joined"
  | "already-waiting"
  | "seats-free";

/**
 * Whether `user` may wait for `seats` seats: only when the party does not fit in the free seats
 * (it should join instead), never on a cancelled or departed ride (its queue is closed), never
 * twice, never while aboard, and never a vendor (who could not join either).
 */
export function decideWaitlistJoin(
  ride: JoinableRide,
  user: { id: number; isVendor: boolean } | null,
  status: { joined: boolean; waiting: boolean },
  seats: number,
  now: Date,
): Decision<WaitlistJoinRefusal> {
  if (!Number.isInteger(seats) || seats < MIN_PASSENGERS) {
    throw new RangeError(`Unvalidated seat count: ${seats}`);
  }
  if (user === null) return refuse("logged-out", 401, messageRef("error.login_to_wait"));
  if (user.isVendor) return refuse("vendor", 403, VENDORS_CANNOT_JOIN);
  const userId = user.id;
  if (isCancelled(ride)) {
    return refuse("cancelled", 409, messageRef("error.waitlist_cancelled"));
  }
  if (isPast(ride, now)) {
    return refuse("departed", 400, messageRef("error.waitlist_departed"));
  }
  if (status.joined || isCreator(ride, userId)) {
    return refuse("already-joined", 409, messageRef("error.already_joined"));
  }
  if (status.waiting) return refuse("already-waiting", 409, messageRef("error.already_waiting"));
  if (seats <= remainingSpots(ride)) return refuse("seats-free", 409, ENOUGH_FREE_SEATS);
  return ALLOWED;
}

/**
 * The parties to seat, in order, when `freeSeats` are free: each waiting party in order of
 * arrival that fits in what is still free. `queue` is in order of arrival.
 */
export function seatFromWaitlist<T extends { passengerCount: number }>(
  queue: readonly T[],
  freeSeats: number,
): T[] {
  const seated: T[] = [];
  let free = freeSeats;
  for (const party of queue) {
    if (party.passengerCount <= free) {
      seated.push(party);
      free -= party.passengerCount;
    }
  }
  return seated;
}

/** A waiting user's 1-based place in the queue (in order of arrival), or null when not waiting. */
export function waitlistPosition(
  queue: readonly { userId: number }[],
  userId: number,
): number | null {
  const index = queue.findIndex((party) => party.userId === userId);
  return index === -1 ? null : index + 1;
}

/**
 * What a reader sees of the waitlist: the organizer the whole queue, a waiting rider their own
 * place, anyone else nothing (403).
 */
export function decideWaitlistView(
  ride: { creatorId: number },
  userId: number,
  waiting: boolean,
): { ok: true; view: "queue" | "position" } | Refusal<"not-allowed"> {
  if (isCreator(ride, userId)) return { ok: true, view: "queue" };
  if (waiting) return { ok: true, view: "position" };
  return refuse("not-allowed", 403, messageRef("error.waitlist_not_allowed"));
}
