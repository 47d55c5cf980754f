// The ride's own row: its record as readers see it (with its organizer, its driver and who rides
// and waits on it), and its writes. A write runs under the ride's lock (lock.ts), taken by the
// caller; the vendor's assign and release are single conditional updates that need none.
import { and, asc, eq, gt, gte, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { carrierOf } from "../../../domain/carriage/carrier.ts";
import { summarizePassengers } from "../../../domain/passenger/passenger.ts";
import { canSeeContacts, distinctStops, rideStatus } from "../../../domain/ride/ride.ts";
import type { Ride, RidePayload } from "../../../domain/ride/ride-schemas.ts";
import { displayName } from "../../../domain/user/user.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import {
  driverContacts,
  ridePassengers,
  rides,
  rideWaitlist,
  users,
} from "../../db/schema/index.ts";

const vendors = alias(users, "vendor");

/**
 * One query: rides with their organizer, their vendor if assigned, the organizer's own passenger
 * count (for the edit form), and who rides and who waits on each (what decides each reader's view
 * of it: toRide). Nothing in it depends on the reader, so every reader may share one answer.
 */
export function selectRides(db: Db) {
  return db
    .select({
      ride: rides,
      creator: {
        id: users.id,
        name: users.name,
        discordUsername: users.discordUsername,
        whatsappNumber: users.whatsappNumber,
        malaysianNumber: users.malaysianNumber,
        revolutUsername: users.revolutUsername,
      },
      vendor: {
        companyName: vendors.companyName,
        driverDetails: vendors.driverDetails,
        licenceType: vendors.vendorLicenceType,
        registration: vendors.vendorRegistration,
        plate: vendors.vendorPlate,
        permitExpires: vendors.vendorPermitExpires,
      },
      organizerPassengerCount: sql<
        number | null
      >`(select ${ridePassengers.passengerCount} from ${ridePassengers}
        where ${ridePassengers.rideId} = ${rides.id} and ${ridePassengers.userId} = ${rides.creatorId})`,
      riderIds: sql<number[]>`array(select ${ridePassengers.userId} from ${ridePassengers}
        where ${ridePassengers.rideId} = ${rides.id} order by ${ridePassengers.id})`,
      // Each rider's party size, in riderIds' order: the reader's own share needs theirs.
      riderSeats: sql<number[]>`array(select ${ridePassengers.passengerCount} from ${ridePassengers}
        where ${ridePassengers.rideId} = ${rides.id} order by ${ridePassengers.id})`,
      waitingIds: sql<number[]>`array(select ${rideWaitlist.userId} from ${rideWaitlist}
        where ${rideWaitlist.rideId} = ${rides.id})`,
      stopPlaces: sql<
        string[]
      >`array(select ${ridePassengers.dropoffLocation} from ${ridePassengers}
        where ${ridePassengers.rideId} = ${rides.id} order by ${ridePassengers.id})`,
    })
    .from(rides)
    .innerJoin(users, eq(users.id, rides.creatorId))
    .leftJoin(vendors, eq(vendors.id, rides.vendorId));
}

export type RideRecord = Awaited<ReturnType<ReturnType<typeof selectRides>["execute"]>>[number];

/** Whether the reader is aboard the ride (false for a visitor). */
export const isAboard = (record: RideRecord, reader: { id: number } | null) =>
  reader !== null && record.riderIds.includes(reader.id);

/**
 * A ride as the API shows it to this reader: contacts only as canSeeContacts allows, and the
 * status as of now (a ride is completed from its departure on, whatever the row says).
 */
export function toRide(record: RideRecord, reader: PublicUser | null, now = new Date()): Ride {
  const { ride, creator, vendor } = record;
  const joined = isAboard(record, reader);
  const sees = (party: "organizer" | "driver") => canSeeContacts(ride, reader, joined, party);
  const { createdAt: _createdAt, date, cancelledAt, ...fields } = ride;
  return {
    ...fields,
    status: rideStatus(ride, now),
    date: date.toISOString(),
    cancelledAt: cancelledAt?.toISOString() ?? null,
    creator: sees("organizer")
      ? creator
      : { id: creator.id, name: creator.name, discordUsername: creator.discordUsername },
    creatorName: displayName(creator),
    vendor: vendor && sees("driver") ? vendor : null,
    carrier: carrierOf(vendor),
    organizerPassengerCount: record.organizerPassengerCount ?? 1,
    joined,
    party:
      joined && reader ? (record.riderSeats[record.riderIds.indexOf(reader.id)] ?? null) : null,
    waiting: reader !== null && record.waitingIds.includes(reader.id),
    stops: distinctStops(record.stopPlaces),
  };
}

const rideById = prepared((db) =>
  selectRides(db)
    .where(eq(rides.id, sql.placeholder("id")))
    .prepare("ride_by_id"),
);

export async function findRideRecord(db: Db, id: number) {
  const [record] = await rideById(db).execute({ id });
  return record;
}

/**
 * The ride's record as this instance shares it between requests (plugins/shared-reads.ts): caught
 * up with every change committed before the request began.
 */
export function readSharedRideRecord(request: FastifyRequest, id: number) {
  const { db, sharedReads } = request.server;
  return sharedReads.rides.read(request, id, () => findRideRecord(db, id));
}

/** The ride's own row, unlocked: for reads that decide nothing about its seats. */
export async function findRide(db: Db, id: number) {
  const [ride] = await db.select().from(rides).where(eq(rides.id, id));
  return ride;
}

const rideParties = prepared((db) =>
  db
    .select({ creatorId: rides.creatorId, vendorId: rides.vendorId, status: rides.status })
    .from(rides)
    .where(eq(rides.id, sql.placeholder("rideId")))
    .prepare("ride_parties"),
);

/** Who organizes and who drives the ride, and its status: what decides who sees its people. */
export async function findRideParties(db: Db, rideId: number) {
  const [parties] = await rideParties(db).execute({ rideId });
  return parties;
}

/**
 * Re-derives currentPassengers and additionalStops from the passenger rows, in the same
 * transaction, writing `changes` to the ride in the same statement: the capacity check must see
 * the new maxPassengers and the new count together, not one of them next to the other's old value.
 */
async function refreshRideCounters(
  tx: Db,
  rideId: number,
  changes: Partial<typeof rides.$inferInsert> = {},
) {
  const rows = await tx
    .select({
      passengerCount: ridePassengers.passengerCount,
      dropoffLocation: ridePassengers.dropoffLocation,
    })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId));
  await tx
    .update(rides)
    .set({ ...changes, ...summarizePassengers(rows) })
    .where(eq(rides.id, rideId));
}

export async function driverContactExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: driverContacts.id })
    .from(driverContacts)
    .where(eq(driverContacts.id, id));
  return row !== undefined;
}

/** The organizer's own stop: where they travel from or to, and how many they bring. */
export type OrganizerStop = { location: string; passengerCount: number };

/** The payload's ride fields as the rides table stores them. */
function rideFields(payload: RidePayload) {
  return {
    direction: payload.direction,
    date: new Date(payload.date),
    maxPassengers: payload.maxPassengers,
    pickupLocation: payload.pickupLocation,
    dropoffLocations: payload.dropoffLocations,
    driverContactId: payload.driverContactId ?? null,
    // Left out, the quote stays as it is (the table's defaults on a new ride).
    ...(payload.cost === undefined ? {} : { cost: payload.cost }),
    ...(payload.stopFee === undefined ? {} : { stopFee: payload.stopFee }),
  };
}

/** A new ride with its organizer as its first passenger (one of a series); answers its id. */
export async function insertRide(
  db: Db,
  creatorId: number,
  payload: RidePayload,
  stop: OrganizerStop,
  seriesId: number | null = null,
) {
  return db.transaction(async (tx) => {
    const [ride] = await tx
      .insert(rides)
      .values({
        creatorId,
        ...rideFields(payload),
        currentPassengers: stop.passengerCount,
        seriesId,
      })
      .returning({ id: rides.id });
    if (!ride) throw new Error("insert returned no ride");
    await tx.insert(ridePassengers).values({
      rideId: ride.id,
      userId: creatorId,
      dropoffLocation: stop.location,
      passengerCount: stop.passengerCount,
    });
    return ride.id;
  });
}

/** Writes an edit of a locked ride: its fields, the organizer's own stop, then the counters. */
export async function updateRide(
  tx: Db,
  rideId: number,
  payload: RidePayload,
  organizer: { id: number; stop: OrganizerStop } | undefined,
) {
  if (organizer) {
    await tx
      .update(ridePassengers)
      .set({
        dropoffLocation: organizer.stop.location,
        passengerCount: organizer.stop.passengerCount,
      })
      .where(eq(ridePassengers.id, organizer.id));
  }
  await refreshRideCounters(tx, rideId, rideFields(payload));
}

export async function deleteRide(tx: Db, rideId: number) {
  await tx.delete(rides).where(eq(rides.id, rideId));
}

/**
 * Cancels a locked ride: kept with its passengers and the organizer's reason; its waitlist is
 * closed (the waiting parties are let go), so nobody is seated on it later.
 */
export async function cancelRide(tx: Db, rideId: number, reason: string | null, now: Date) {
  await tx
    .update(rides)
    .set({ status: "cancelled", cancelReason: reason, cancelledAt: now })
    .where(eq(rides.id, rideId));
  await tx.delete(rideWaitlist).where(eq(rideWaitlist.rideId, rideId));
}

/**
 * Gives the ride to the vendor if it is still open and upcoming, in one conditional update: of
 * two vendors racing for a ride, exactly one matches 'open'. Answers whether this one did.
 */
export async function assignRideIfOpen(db: Db, rideId: number, vendorId: number, now: Date) {
  const [assigned] = await db
    .update(rides)
    .set({ vendorId, status: "assigned" })
    .where(and(eq(rides.id, rideId), eq(rides.status, "open"), gte(rides.date, now)))
    .returning({ id: rides.id });
  return assigned !== undefined;
}

/**
 * Takes the vendor off its ride if the ride is still assigned to it and upcoming, in one
 * conditional update: the ride is open again. Answers whether this call did it.
 */
export async function releaseRideIfAssigned(db: Db, rideId: number, vendorId: number, now: Date) {
  const [released] = await db
    .update(rides)
    .set({ vendorId: null, status: "open" })
    .where(
      and(
        eq(rides.id, rideId),
        eq(rides.status, "assigned"),
        eq(rides.vendorId, vendorId),
        gte(rides.date, now),
      ),
    )
    .returning({ id: rides.id });
  return released !== undefined;
}

/** The ids of rides that leave after `from` and by `to`, soonest first. */
export async function listRideIdsDepartingBetween(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(gt(rides.date, from), lte(rides.date, to)))
    .orderBy(asc(rides.date));
  return rows.map((row) => row.id);
}

/**
 * The rides yet to leave whose driver's permit ends on `lastDay` or before and before the ride's
 * Singapore day (issue 37): those whose organizer and vendor may be due a notice.
 */
export async function listRideIdsOutlastingPermit(db: Db, now: Date, lastDay: string) {
  const rows = await db
    .select({ id: rides.id })
    .from(rides)
    .innerJoin(users, eq(users.id, rides.vendorId))
    .where(
      and(
        gt(rides.date, now),
        lte(users.vendorPermitExpires, lastDay),
        // Singapore keeps UTC+8 all year.
        sql`${users.vendorPermitExpires} < ((${rides.date} at time zone 'UTC') + interval '8 hours')::date`,
      ),
    )
    .orderBy(asc(rides.date));
  return rows.map((row) => row.id);
}

/** The people aboard (each party's rider) and the ride's driver, if any. */
export async function listRideAudience(db: Db, rideId: number) {
  const aboard = await db
    .select({ userId: ridePassengers.userId })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId));
  const [ride] = await db
    .select({ creatorId: rides.creatorId, vendorId: rides.vendorId })
    .from(rides)
    .where(eq(rides.id, rideId));
  const ids = new Set(aboard.map((row) => row.userId));
  if (ride?.vendorId) ids.add(ride.vendorId);
  return { creatorId: ride?.creatorId ?? null, userIds: [...ids] };
}

/** What riders call a driver by. */
export async function findDriverName(db: Db, vendorId: number) {
  const [driver] = await db
    .select({
      companyName: users.companyName,
      name: users.name,
      discordUsername: users.discordUsername,
    })
    .from(users)
    .where(eq(users.id, vendorId));
  return driver;
}
