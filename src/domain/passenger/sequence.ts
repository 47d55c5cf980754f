// The stop order of a ride: FC->SG drop-offs (spec sections 2 and 4; ARCHITECTURE "Drop-off
// sequence") and, since issue 26, SG->FC pick-ups the same way.
//
// Positions are 1-based: either nobody holds one yet, or the passengers hold 1..n without gaps or
// duplicates. Passengers without a position follow the placed ones in join order (by id). The
// order locks only by the confirmed Lock Sequence action (decision 014, departing from the spec's
// "locked once every passenger holds a position"), so an organizer reorders freely until then.

import { messageRef } from "../i18n/message.ts";
import { isCancelled, RIDE_CANCELLED_MESSAGE, type RideStatus } from "../ride/ride.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";
import { runsTheRide } from "./day-of-travel.ts";

type Sequenced = { id: number; dropoffSequence: number | null };

/** A position to write: `dropoffSequence` of passenger `id`. */
export interface SequenceUpdate {
  id: number;
  dropoffSequence: number;
}

/**
 * The order after moving `passengerId` to `newPosition` (1-based, clamped to 1..n).
 * An id not in the list is a bug and throws.
 */
export function moveToPosition(
  orderedIds: readonly number[],
  passengerId: number,
  newPosition: number,
): number[] {
  const from = orderedIds.indexOf(passengerId);
  if (from === -1) throw new RangeError(`Passenger ${passengerId} is not in the order`);
  if (Number.isNaN(newPosition)) throw new RangeError("Position is not a number");
  const to = Math.min(Math.max(Math.round(newPosition), 1), orderedIds.length) - 1;
  const order = orderedIds.filter((id) => id !== passengerId);
  order.splice(to, 0, passengerId);
  return order;
}

/** Placed passengers by position, then the others in join order (id); ties by id. */
export function currentOrder<T extends Sequenced>(passengers: readonly T[]): T[] {
  const rank = (p: T) => p.dropoffSequence ?? Number.POSITIVE_INFINITY;
  return [...passengers].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** Locked only by the Lock Sequence action (decision 014). */
export function isSequenceLocked(ride: { sequenceLocked?: boolean | null }): boolean {
  return ride.sequenceLocked === true;
}

/** Positions 1..k for the given order, keeping only those that change. */
function numberInOrder(ordered: readonly Sequenced[]): SequenceUpdate[] {
  return ordered.flatMap((passenger, index) =>
    passenger.dropoffSequence === index + 1
      ? []
      : [{ id: passenger.id, dropoffSequence: index + 1 }],
  );
}

/**
 * The positions to write when `passengerId` moves to `newPosition`: everyone numbered 1..n in the
 * new order. Only changes are returned.
 */
export function planSequenceMove(
  passengers: readonly Sequenced[],
  passengerId: number,
  newPosition: number,
): SequenceUpdate[] {
  const ordered = currentOrder(passengers);
  const byId = new Map(ordered.map((p) => [p.id, p]));
  const newOrder = moveToPosition(
    ordered.map((p) => p.id),
    passengerId,
    newPosition,
  );
  return numberInOrder(newOrder.map((id) => byId.get(id) as Sequenced));
}

/** Lock: every passenger without a position gets the next free one (gaps are closed too). */
export function lockOrder(passengers: readonly Sequenced[]): SequenceUpdate[] {
  return numberInOrder(currentOrder(passengers));
}

/** After a passenger leaves: the placed ones renumbered 1..m, keeping their order. */
export function compactSequence(passengers: readonly Sequenced[]): SequenceUpdate[] {
  return numberInOrder(currentOrder(passengers).filter((p) => p.dropoffSequence !== null));
}

/** The position a new passenger gets: the next one once the order is set or locked, else none. */
export function nextSequenceOnJoin(
  ride: { sequenceLocked?: boolean | null },
  passengers: readonly Sequenced[],
): number | null {
  const ordered = passengers.some((p) => p.dropoffSequence !== null);
  if (!isSequenceLocked(ride) && !ordered) return null;
  return passengers.reduce((max, p) => Math.max(max, p.dropoffSequence ?? 0), 0) + 1;
}

/**
 * Changing or locking the order: the organizer or the assigned driver, while the order is
 * unlocked. FC->SG rides order drop-offs, SG->FC rides pick-ups (issue 26), under the same lock.
 */
export function decideSequenceChange(
  ride: {
    creatorId: number;
    vendorId?: number | null;
    status: RideStatus;
    sequenceLocked?: boolean | null;
  },
  userId: number,
): Decision<"not-creator" | "cancelled" | "locked"> {
  if (!runsTheRide(ride, userId)) {
    return refuse("not-creator", 403, messageRef("error.sequence_not_creator"));
  }
  if (isCancelled(ride)) return refuse("cancelled", 409, RIDE_CANCELLED_MESSAGE);
  if (isSequenceLocked(ride)) {
    return refuse("locked", 409, messageRef("error.sequence_locked"));
  }
  return ALLOWED;
}
