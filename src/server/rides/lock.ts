// The ride's lock: every change to a ride's seats, passengers, drop-off order, waitlist or
// payments runs in one transaction that first locks the ride's row, so changes to one ride take
// turns and each decides on the ride as it is.
import { eq } from "drizzle-orm";
import { messageRef } from "../../domain/i18n/message.ts";
import type { Db } from "../db/client.ts";
import { type RideRow, rides } from "../db/schema.ts";
import { requireFound } from "../http/require-found.ts";

/** A ride that does not exist, or that the reader may not see. */
export const RIDE_NOT_FOUND = messageRef("error.ride_not_found");

/** Locks the ride's row for the rest of the transaction; undefined when there is no such ride. */
export async function lockRide(tx: Db, id: number) {
  const [ride] = await tx.select().from(rides).where(eq(rides.id, id)).for("update");
  return ride;
}

/**
 * Locks the ride's row, loads it and hands it to `fn`, inside the caller's transaction `tx`: what
 * `fn` decides on the ride holds until the transaction ends. A ride that does not exist is a 404.
 */
export async function withLockedRide<T>(
  tx: Db,
  id: number,
  fn: (ride: RideRow) => Promise<T>,
): Promise<T> {
  return fn(requireFound(await lockRide(tx, id), RIDE_NOT_FOUND));
}
