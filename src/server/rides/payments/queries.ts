// The payment columns of a ride's passengers: what arrived from a party (and when it first did),
// each change to it, and its share once fixed at departure. Written under the ride's lock.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ridePassengers, ridePaymentRecords } from "../../db/schema/index.ts";

/** Sets what has arrived from a party in total, and records the change from `previousCents`. */
export async function setPassengerPaid(
  tx: Db,
  passengerId: number,
  paid: { paidCents: number; paidAt: Date | null },
  previousCents: number,
) {
  await tx.update(ridePassengers).set(paid).where(eq(ridePassengers.id, passengerId));
  await tx
    .insert(ridePaymentRecords)
    .values({ passengerId, amountCents: paid.paidCents - previousCents });
}

/** Each party's payment records, oldest first, by passenger id. */
export async function listPaymentRecords(db: Db, passengerIds: readonly number[]) {
  const byParty = new Map<number, { amountCents: number; recordedAt: Date }[]>();
  if (passengerIds.length === 0) return byParty;
  const rows = await db
    .select()
    .from(ridePaymentRecords)
    .where(inArray(ridePaymentRecords.passengerId, [...passengerIds]))
    .orderBy(asc(ridePaymentRecords.recordedAt), asc(ridePaymentRecords.id));
  for (const { passengerId, amountCents, recordedAt } of rows) {
    const list = byParty.get(passengerId) ?? [];
    list.push({ amountCents, recordedAt });
    byParty.set(passengerId, list);
  }
  return byParty;
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
