// What each party owes the organizer: its share as the ride stands until departure, then the
// share written at departure (decision 017). The amounts are written by the first request that
// needs them after departure (a payment read or mark, an edit), under the ride's lock.
import { partyAmounts } from "../../../domain/payment/payment.ts";
import { isPast } from "../../../domain/ride/ride.ts";
import type { Db } from "../../db/client.ts";
import type { RideRow } from "../../db/schema/index.ts";
import { lockRide } from "../lock.ts";
import { listPassengerRows } from "../passengers/queries.ts";
import { fixPassengerAmounts } from "./queries.ts";

/** On a departed ride (locked by the caller), writes the shares not yet written. */
export async function fixAmountsIfDeparted(tx: Db, ride: RideRow, now: Date) {
  if (!isPast(ride, now)) return;
  const rows = await listPassengerRows(tx, ride.id);
  if (rows.every(({ passenger }) => passenger.amountCents !== null)) return;
  await fixPassengerAmounts(
    tx,
    partyAmounts(
      ride,
      rows.map(({ passenger }) => passenger),
    ),
  );
}

/**
 * The ride's passengers and each party's amount in cents: live, or fixed once departed. Call it
 * once the reader may see payments: on a departed ride it may write the fixed amounts.
 */
export async function readPartyAmounts(db: Db, ride: RideRow, now: Date) {
  const rideId = ride.id;
  const fixed = isPast(ride, now);
  let rows = await listPassengerRows(db, rideId);
  if (fixed && rows.some(({ passenger }) => passenger.amountCents === null)) {
    await db.transaction(async (tx) => {
      const locked = await lockRide(tx, rideId);
      if (locked) await fixAmountsIfDeparted(tx, locked, now);
    });
    rows = await listPassengerRows(db, rideId);
  }
  const live = partyAmounts(
    ride,
    rows.map(({ passenger }) => passenger),
  );
  const parties = rows.map((row) => ({
    ...row,
    amount: row.passenger.amountCents ?? live.get(row.passenger.id) ?? 0,
  }));
  return { fixed, parties };
}
