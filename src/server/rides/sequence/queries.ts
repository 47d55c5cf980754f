// The drop-off order of a ride's passengers: read, moved and locked under the ride's lock.
import { and, eq } from "drizzle-orm";
import type { SequenceUpdate } from "../../../domain/passenger/sequence.ts";
import type { Db } from "../../db/client.ts";
import { ridePassengers, rides } from "../../db/schema/index.ts";

/** Each passenger's position in the drop-off order (null until placed). */
export async function listSequence(tx: Db, rideId: number) {
  return tx
    .select({ id: ridePassengers.id, dropoffSequence: ridePassengers.dropoffSequence })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId));
}

export async function writeSequence(tx: Db, rideId: number, updates: SequenceUpdate[]) {
  for (const update of updates) {
    await tx
      .update(ridePassengers)
      .set({ dropoffSequence: update.dropoffSequence })
      .where(and(eq(ridePassengers.id, update.id), eq(ridePassengers.rideId, rideId)));
  }
}

export async function markSequenceLocked(tx: Db, rideId: number) {
  await tx.update(rides).set({ sequenceLocked: true }).where(eq(rides.id, rideId));
}

/** Each rider's stop in the drop-off order (null until placed). */
export async function listStopsOfRiders(tx: Db, rideId: number) {
  return tx
    .select({ userId: ridePassengers.userId, dropoffSequence: ridePassengers.dropoffSequence })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId));
}
