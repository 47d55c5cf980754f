// A ride as every signed-in reader with no part in it reads it (list-page.ts says why they all
// read it alike), made once from the shared record (plugins/shared-reads.ts) instead of for each
// request: the ride route sends its JSON, a drawn page its encoded form.
import { canReadRide, hasPartIn, type RideStatus, rideStatus } from "../../../domain/ride/ride.ts";
import { rideSchema } from "../../../domain/ride/ride-schemas.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import { type RideRecord, toRide } from "./queries.ts";

export interface SharedRideView {
  /** As the route's response schema encodes it. */
  encoded: unknown;
  /** `encoded` as the route's serializer writes it. */
  json: string;
}

// By the record: a change makes a new one. The view depends on the time only through the status
// (a ride is completed from its departure on), so it is made again when that moves.
const made = new WeakMap<RideRecord, SharedRideView & { status: RideStatus }>();

/** The ride as `reader` reads it, when they have no part in it and may read it; else undefined. */
export function sharedRideView(
  record: RideRecord,
  reader: PublicUser,
  now = new Date(),
): SharedRideView | undefined {
  if (hasPartIn(record.ride, reader.id, record)) return undefined;
  if (!canReadRide(record.ride, reader.id, false)) return undefined;
  const kept = made.get(record);
  if (kept?.status === rideStatus(record.ride, now)) return kept;
  const ride = toRide(record, reader, now);
  const encoded = rideSchema.encode(ride);
  const view = { status: ride.status, encoded, json: JSON.stringify(encoded) };
  made.set(record, view);
  return view;
}
