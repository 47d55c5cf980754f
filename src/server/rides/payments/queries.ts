// The payment columns of a ride's passengers: what arrived from a party (and when it first did),
// and its share once fixed at departure. Written under the ride's lock.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ridePassengers } from "../../db/schema.ts";

export async function setPassengerPaid(
  tx: Db,
  passengerId: number,
  paid: { paidCents: number; paidAt: Date | null },
) {
  await tx.update(ridePassengers).set(paid).where(eq(ridePassengers.id, passengerId));
}

/** Writes each party's share once (at departure): rows already fixed keep theirs. */
export async function fixPassengerAmounts(tx: Db, amounts: ReadonlyMap<number, number>) {
  for (const [id, amountCents] of amounts) {
    await tx
      .update(ridePassengers)
      .set({ amountCents })
      .where(and(eq(ridePassengers.id, id), isNull(ridePassengers.amountCents)));
  }
}
