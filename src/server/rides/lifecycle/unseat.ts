// A party taken off a locked ride: by leaving, by the organizer's removal, or by its rider
// deleting their account. One path, so the counters, the drop-off order, the notices and the
// waitlist seating the next party stay right whichever way a seat is freed.
import { summarizePassengers } from "../../../domain/passenger/passenger.ts";
import { compactSequence } from "../../../domain/passenger/sequence.ts";
import { isFull } from "../../../domain/ride/ride.ts";
import type { Db } from "../../db/client.ts";
import type { RideRow } from "../../db/schema/index.ts";
import { type actorOf, leftOrRemovedNotices } from "../notices.ts";
import { deleteParty, type SeatRow } from "../passengers/queries.ts";
import { seatWaitingParties } from "../seating.ts";

/**
 * Takes `passenger` off the ride, locked by the caller with its seats read (`aboard`) and whether
 * anyone waits (withLockedSeats); the organizer or the removed party hears of it, and freed seats
 * go to the waitlist in the same transaction.
 */
export async function unseatParty(
  tx: Db,
  locked: { ride: RideRow; aboard: SeatRow[]; waiting: boolean },
  passenger: SeatRow,
  change: { actor: ReturnType<typeof actorOf>; reason?: string },
  now: Date,
) {
  const { ride, aboard, waiting } = locked;
  const staying = aboard.filter((row) => row.id !== passenger.id);
  const counters = summarizePassengers(staying);
  const notices = leftOrRemovedNotices(ride, { passengerUserId: passenger.userId, ...change });
  await deleteParty(tx, ride.id, passenger.id, compactSequence(staying), counters, notices);
  await seatWaitingParties(tx, { ...ride, ...counters }, now, {
    wasFull: isFull(ride),
    leaving: passenger.userId,
    waiting,
  });
}
