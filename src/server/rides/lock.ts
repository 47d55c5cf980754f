// The ride's lock: every change to a ride's seats, passengers, drop-off order, waitlist or
// payments runs in one transaction that first locks the ride's row, so changes to one ride take
// turns and each decides on the ride as it is.
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { messageRef } from "../../domain/i18n/message.ts";
import { requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { type RideRow, rides } from "../db/schema/index.ts";
import { requireFound } from "../http/require-found.ts";
import type { SeatRow } from "./passengers/queries.ts";

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

// The lock and the reads of a join or a leave in one round trip: the lock_ride function
// (migration 0019, decision 038) reads them in a statement after the lock is granted. Its row
// holds the ride's columns, decoded as reading them from the table would.
const rideColumns = Object.fromEntries(
  Object.entries(getTableColumns(rides)).map(([key, column]) => [
    key,
    sql`${sql.identifier(column.name)}`.mapWith(column),
  ]),
);
const lockedSeats = prepared((db) =>
  db
    .select({ ride: rideColumns, seats: sql<SeatRow[]>`seats`, waiting: sql<boolean>`waiting` })
    .from(
      sql`(select (locked.ride).*, locked.seats, locked.waiting
        from lock_ride(${sql.placeholder("id")}) as locked) as locked`,
    )
    .prepare("lock_ride"),
);

/**
 * As withLockedRide, with the ride's passengers (`seats`, in the order they joined) and whether
 * anyone waits for a seat, read after the lock and in the same round trip.
 */
export async function withLockedSeats<T>(
  tx: Db,
  id: number,
  fn: (ride: RideRow, seats: SeatRow[], waiting: boolean) => Promise<T>,
): Promise<T> {
  const [locked] = await lockedSeats(tx).execute({ id });
  const { ride, seats, waiting } = requireFound(locked, RIDE_NOT_FOUND);
  return fn(ride as RideRow, seats, waiting);
}

/**
 * The preamble of a route's write to ride `request.params.id`: the signed-in user (a 401 without
 * one), and `locked` / `lockedSeats`, which run `fn` in a transaction of its own that first locks
 * the ride as withLockedRide / withLockedSeats do.
 */
export function rideWrite(request: FastifyRequest & { params: { id: number } }) {
  const { db } = request.server;
  const user = requireUser(request);
  const { id } = request.params;
  return {
    db,
    user,
    locked: <T>(fn: (tx: Db, ride: RideRow) => Promise<T>) =>
      db.transaction((tx) => withLockedRide(tx, id, (ride) => fn(tx, ride))),
    lockedSeats: <T>(
      fn: (tx: Db, ride: RideRow, seats: SeatRow[], waiting: boolean) => Promise<T>,
    ) => db.transaction((tx) => withLockedSeats(tx, id, (...locked) => fn(tx, ...locked))),
  };
}
