// Taking seats on a locked ride: a join and the waitlist seat parties the same way (one insert,
// the drop-off order's rule for latecomers, the counters re-derived), so the capacity CHECK and
// the ride's row lock hold for both.
import { summarizePassengers } from "../../domain/passenger/passenger.ts";
import { nextSequenceOnJoin } from "../../domain/passenger/sequence.ts";
import { seatFromWaitlist } from "../../domain/passenger/waitlist.ts";
import { isPast, remainingSpots } from "../../domain/ride/ride.ts";
import { displayName } from "../../domain/user/user.ts";
import { noticeMatchingAlerts } from "../alerts/public.ts";
import type { Db } from "../db/client.ts";
import type { RideRow } from "../db/schema/index.ts";
import type { NotificationItem } from "../notifications/public.ts";
import { noticeSeatedFromWaitlist } from "./notices.ts";
import { insertSeatedParty, listSeatRows, type SeatRow } from "./passengers/queries.ts";
import { listWaitlist } from "./waitlist/queries.ts";

type Party = {
  userId: number;
  dropoffLocation: string;
  passengerCount: number;
  fromWaitlist?: boolean;
};

/**
 * Seats the party on the ride (locked by the caller), whose passengers the caller may have read
 * already under the lock (`read.aboard`), with the `read.notices` of the seating written in the
 * same statement; answers its passenger row's id and place in the drop-off order. Every change to
 * a ride's passengers takes its row lock first, so the rows read after it are the ones the
 * counters are summed from.
 */
export async function seatParty(
  tx: Db,
  ride: RideRow,
  party: Party,
  read: { aboard?: SeatRow[]; notices?: NotificationItem[] } = {},
) {
  const aboard = read.aboard ?? (await listSeatRows(tx, ride.id));
  const dropoffSequence = nextSequenceOnJoin(ride, aboard);
  const id = await insertSeatedParty(
    tx,
    ride.id,
    { ...party, dropoffSequence, fromWaitlist: party.fromWaitlist ?? false },
    summarizePassengers([...aboard, party]),
    read.notices,
  );
  return { id, dropoffSequence };
}

/**
 * After seats free up on a locked ride: seats the waiting parties that fit, in order of arrival
 * (decision 017). Nobody is seated once the ride has departed. `ride` is as this transaction has
 * left it (its counters after the change); `freed.wasFull` tells whether it was full before. A
 * seat still free on a ride that was full is news to the riders whose alerts match it, but not to
 * the party who just left it (`freed.leaving`). `freed.waiting` false, read under the lock
 * (withLockedSeats), spares reading an empty waitlist. Answers the seated users' ids.
 */
export async function seatWaitingParties(
  tx: Db,
  ride: RideRow,
  now: Date,
  freed: { wasFull: boolean; leaving?: number; waiting?: boolean },
) {
  if (isPast(ride, now)) return [];
  const waiting = freed.waiting === false ? [] : await listWaitlist(tx, ride.id);
  const queue = waiting.map(({ entry, user }) => ({ ...entry, name: displayName(user) }));
  const seated = seatFromWaitlist(queue, remainingSpots(ride));
  for (const party of seated) {
    await seatParty(tx, ride, {
      userId: party.userId,
      dropoffLocation: party.dropoffLocation,
      passengerCount: party.passengerCount,
      fromWaitlist: true,
    });
  }
  await noticeSeatedFromWaitlist(tx, ride, seated);
  if (freed.wasFull) {
    const taken = seated.reduce((sum, party) => sum + party.passengerCount, 0);
    await noticeMatchingAlerts(
      tx,
      { ...ride, currentPassengers: ride.currentPassengers + taken },
      now,
      freed.leaving,
    );
  }
  return seated.map((party) => party.userId);
}
