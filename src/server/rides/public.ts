// What other server features may use of the ride aggregate. Everything else in rides/ is its
// own: its lock, its counters, its passengers and its drop-off order change only through its
// routes (biome.json holds other features to this file).

import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { hasJoined } from "../../domain/passenger/passenger.ts";
import type { Passenger } from "../../domain/passenger/passenger-schemas.ts";
import { canReadRide, canSeeContacts } from "../../domain/ride/ride.ts";
import { MAX_RIDE_PAGE_SIZE, RIDE_PAGE_SIZE } from "../../domain/ride/ride-list.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";
import type { MemberRecord } from "../../domain/user/member-record-schemas.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import type { Db } from "../db/client.ts";
import { cursorQuery, limitQuery } from "../http/pagination.ts";
import { requireFound } from "../http/require-found.ts";
import { notFound } from "../http-error.ts";
import { lockRide, RIDE_NOT_FOUND } from "./lock.ts";
import { listPassengerRows, toPassenger } from "./passengers/queries.ts";
import { listMemberRecords } from "./records/member-records.ts";
import {
  listVendorRides,
  listVendorRidesBetween,
  type OwnRidesCursor,
  ownRidesCursorSchema,
} from "./ride/list-queries.ts";
import {
  findRideParties,
  findRideRecord,
  isAboard,
  listRideAudience,
  type RideRecord,
  readSharedRideRecord,
  toRide,
} from "./ride/queries.ts";
import { sharedRideView } from "./ride/shared-view.ts";

export { assertMayCarry } from "./carriage.ts";
export { findRideParties as readConversationParties } from "./messages/queries.ts";
export { noticeDriverChange } from "./notices.ts";
export {
  assignRideIfOpen,
  listRideIdsDepartingBetween,
  listRideIdsOutlastingPermit,
  releaseRideIfAssigned,
} from "./ride/queries.ts";

/** The ride as this reader may see it, or a 404 (also for a cancelled ride that is not theirs). */
export async function readRide(db: Db, id: number, reader: PublicUser | null): Promise<Ride> {
  return viewRide(await findRideRecord(db, id), reader);
}

/** What readRide answers, from a ride's record read already (findRideRecord). */
export function viewRide(record: RideRecord | undefined, reader: PublicUser | null): Ride {
  const found = requireFound(record, RIDE_NOT_FOUND);
  if (!canReadRide(found.ride, reader?.id ?? null, isAboard(found, reader))) {
    throw notFound(RIDE_NOT_FOUND);
  }
  return toRide(found, reader);
}

/**
 * The ride as the API answers this signed-in reader (`GET /api/rides/{id}`, encoded as its
 * schema writes it) when they have no part in it: then it reads the same for every signed-in
 * reader without one, and a page drawn from it may be theirs too (pages/shared-reader.ts).
 * Undefined when they have a part in it, or it is not there for them. Decided and answered from
 * one read of the ride, shared as the ride route shares it.
 */
export async function readRideWithoutPart(
  request: FastifyRequest,
  id: number,
  reader: PublicUser,
): Promise<unknown> {
  const record = await readSharedRideRecord(request, id);
  return record && sharedRideView(record, reader)?.encoded;
}

/** The query of a rider's or a vendor's own rides: a page at a time, soonest first. */
export const ownRidesQuery = z.object({
  limit: limitQuery(MAX_RIDE_PAGE_SIZE, RIDE_PAGE_SIZE),
  cursor: cursorQuery(ownRidesCursorSchema),
});

/** A page of the rides a vendor drives, soonest first, as the vendor sees them. */
export async function readVendorRides(
  db: Db,
  vendor: PublicUser,
  page: z.infer<typeof ownRidesQuery>,
): Promise<{ rides: Ride[]; nextCursor: OwnRidesCursor | null }> {
  const { records, nextCursor } = await listVendorRides(db, vendor.id, page);
  return { rides: records.map((record) => toRide(record, vendor)), nextCursor };
}

/** The rides a vendor drives that leave between two moments (`end` exclusive), as stored. */
export const readVendorRidesBetween = listVendorRidesBetween;

/** Who is on the ride and who organizes and drives it: what a reader's passenger list is made of. */
export async function findRidePeople(db: Db, rideId: number) {
  const ride = await findRideParties(db, rideId);
  if (!ride) return undefined;
  const rows = await listPassengerRows(db, rideId);
  // Read for the first reader shown them (the ride's own people), then kept with the rest: most
  // readers of a ride are not on it, and the records are the costliest part of the read.
  // A read that failed is not kept.
  let records: Promise<Map<number, MemberRecord>> | undefined;
  const recordsOf = () => {
    records ??= listMemberRecords(
      db,
      rows.map((row) => row.user.id),
    ).catch((error: unknown) => {
      records = undefined;
      throw error;
    });
    return records;
  };
  return { ride, rows, records: recordsOf };
}

/**
 * The ride's passengers in drop-off order; their stops, Discord usernames and contacts only for
 * the ride's own people (canSeeContacts), names and party sizes for every other reader.
 */
export async function readPassengers(
  db: Db,
  rideId: number,
  reader: PublicUser,
): Promise<Passenger[]> {
  return viewPassengers(await findRidePeople(db, rideId), reader);
}

/** What readPassengers answers, from the ride's people read already (findRidePeople). */
export async function viewPassengers(
  people: Awaited<ReturnType<typeof findRidePeople>>,
  reader: PublicUser,
): Promise<Passenger[]> {
  const { ride, rows, records } = requireFound(people, RIDE_NOT_FOUND);
  const onRide = hasJoined(
    rows.map((row) => row.passenger),
    reader.id,
  );
  if (!canReadRide(ride, reader.id, onRide)) throw notFound(RIDE_NOT_FOUND);
  const withDetails = canSeeContacts(ride, reader, onRide, "passengers");
  const shown = withDetails ? await records() : new Map<number, MemberRecord>();
  return rows.map(({ passenger, user }) =>
    toPassenger(
      { passenger, user: { ...user, discordVerified: user.discordId !== null } },
      withDetails,
      shown.get(user.id),
    ),
  );
}

/** Everyone who belongs to the ride: its organizer, its passengers and its driver. */
export async function readRideMembers(db: Db, rideId: number): Promise<number[]> {
  const { creatorId, userIds } = await listRideAudience(db, rideId);
  return creatorId === null ? userIds : [...new Set([creatorId, ...userIds])];
}

/**
 * Locks the ride for the rest of the transaction and answers it with everyone aboard (its
 * passengers and its driver): what it says cannot change before the caller commits.
 */
export async function lockRideAudience(tx: Db, rideId: number) {
  const ride = await lockRide(tx, rideId);
  if (!ride) return undefined;
  return { ride, audience: (await listRideAudience(tx, rideId)).userIds };
}

/** A deleting member off every ride to come (their account's deletion, issue 38). */
export { leaveEveryRide, ORGANIZER_LEFT } from "./lifecycle/member-departure.ts";
/** The erasure of old conversations and check-ins (main.ts runs it once a minute). */
export { eraseOldConversations } from "./lifecycle/retention.ts";
/** What the member-data export holds of rides (issue 38). */
export { exportRidesOf } from "./records/member-export.ts";

/** The weekly rides' top-up job (main.ts runs it once a minute). */
export { topUpSeries } from "./series/make.ts";
