// A ride's stops for the carriage rule (issue 37, src/domain/carriage): every party's stop, seated
// or waiting (a waiting party is seated without asking anyone), and the one check the ride's
// writes make while the ride is locked: an assign, and any change of an assigned ride's plan.
import { and, eq, ne } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type CarriagePlan, carriagePlan } from "../../domain/carriage/carriage.ts";
import type { DropoffEntry } from "../../domain/ride/ride-schemas.ts";
import { assertCarriage } from "../carriage/public.ts";
import type { Db } from "../db/client.ts";
import { type RideRow, ridePassengers, rideWaitlist } from "../db/schema/index.ts";
import { requireFound } from "../http/require-found.ts";
import { lockRide, RIDE_NOT_FOUND } from "./lock.ts";

/** Every party's stop on the ride, seated or waiting; `except` leaves one person's out. */
async function partyStops(db: Db, rideId: number, except?: number) {
  const others = (userId: AnyPgColumn) => (except === undefined ? undefined : ne(userId, except));
  const [seated, waiting] = await Promise.all([
    db
      .select({ stop: ridePassengers.dropoffLocation })
      .from(ridePassengers)
      .where(and(eq(ridePassengers.rideId, rideId), others(ridePassengers.userId))),
    db
      .select({ stop: rideWaitlist.dropoffLocation })
      .from(rideWaitlist)
      .where(and(eq(rideWaitlist.rideId, rideId), others(rideWaitlist.userId))),
  ]);
  return [...seated, ...waiting].map((row) => row.stop);
}

type PlannedRide = Pick<RideRow, "id" | "direction" | "date" | "pickupLocation"> & {
  dropoffLocations: DropoffEntry[];
};

/** The ride's plan as it stands, with `extra` stops a change would add. */
export async function ridePlan(
  db: Db,
  ride: PlannedRide,
  options: { extra?: string[]; except?: number } = {},
): Promise<CarriagePlan> {
  const stops = await partyStops(db, ride.id, options.except);
  return carriagePlan({ ...ride, stops }, options.extra ?? []);
}

/** The assigned vehicle may still carry the ride once it is `changed`; nothing to check unassigned. */
export async function assertStillCarried(
  db: Db,
  ride: RideRow,
  changed: PlannedRide = ride,
  options: { extra?: string[]; except?: number } = {},
) {
  if (ride.vendorId === null || ride.status !== "assigned") return;
  await assertCarriage(db, ride.vendorId, await ridePlan(db, changed, options));
}

/**
 * Locks the ride and checks the vendor's vehicle may carry it as planned, inside the assign's
 * transaction: a join waits for the lock, and meets the assigned vehicle's rule after it.
 */
export async function assertMayCarry(tx: Db, rideId: number, vendorId: number) {
  const ride = requireFound(await lockRide(tx, rideId), RIDE_NOT_FOUND);
  await assertCarriage(tx, vendorId, await ridePlan(tx, ride));
}
