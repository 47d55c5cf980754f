// The ride aggregate's store: every query on a ride, its passengers and its drop-off order. A
// change to one ride runs in one transaction that first locks the ride's row (lockRide), so
// changes to one ride take turns, and ends by re-deriving its counters (refreshRideCounters, or
// summed from the passengers read under the lock by a join or a leave, in the same statement).
import { and, asc, desc, eq, gt, gte, isNull, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { summarizePassengers } from "../../domain/passenger/passenger.ts";
import type { Passenger } from "../../domain/passenger/passenger-schemas.ts";
import type { SequenceUpdate } from "../../domain/passenger/sequence.ts";
import { canSeeContacts, type ListedRideStatus, rideStatus } from "../../domain/ride/ride.ts";
import type { RideListFilters } from "../../domain/ride/ride-list.ts";
import type { Ride, RidePayload } from "../../domain/ride/ride-schemas.ts";
import { singaporeDayRange, TIME_OF_DAY_HOURS } from "../../domain/ride/ride-search.ts";
import { TIME_ZONE } from "../../domain/shared/constants.ts";
import { singaporeWeekRange } from "../../domain/shared/dates.ts";
import { displayName } from "../../domain/user/user.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { driverContacts, ridePassengers, rides, rideWaitlist, users } from "../db/schema.ts";
import { takePage } from "../http/pagination.ts";

// ---- Reads of the ride --------------------------------------------------------------------------

const vendors = alias(users, "vendor");

/**
 * One query: rides with their organizer, their vendor if assigned, the organizer's own passenger
 * count (for the edit form), and who rides and who waits on each (what decides each reader's view
 * of it: toRide). Nothing in it depends on the reader, so every reader may share one answer.
 */
function selectRides(db: Db) {
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
      vendor: { companyName: vendors.companyName, driverDetails: vendors.driverDetails },
      organizerPassengerCount: sql<
        number | null
      >`(select ${ridePassengers.passengerCount} from ${ridePassengers}
        where ${ridePassengers.rideId} = ${rides.id} and ${ridePassengers.userId} = ${rides.creatorId})`,
      riderIds: sql<number[]>`array(select ${ridePassengers.userId} from ${ridePassengers}
        where ${ridePassengers.rideId} = ${rides.id})`,
      waitingIds: sql<number[]>`array(select ${rideWaitlist.userId} from ${rideWaitlist}
        where ${rideWaitlist.rideId} = ${rides.id})`,
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
    organizerPassengerCount: record.organizerPassengerCount ?? 1,
    joined,
    waiting: reader !== null && record.waitingIds.includes(reader.id),
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

/** Where a page of a rider's or a vendor's own rides ends: the last ride's date and id. */
export interface OwnRidesCursor {
  date: string;
  id: number;
}

/** A page of rides, soonest first, after `cursor`; the next page's cursor when there is more. */
async function pageSoonestFirst(
  select: ReturnType<typeof selectRides>,
  mine: SQL,
  page: { limit: number; cursor?: OwnRidesCursor | null },
) {
  const { cursor } = page;
  const after = cursor
    ? sql`(${rides.date}, ${rides.id}) > (${new Date(cursor.date)}, ${cursor.id})`
    : undefined;
  const records = await select
    .where(and(mine, after))
    .orderBy(asc(rides.date), asc(rides.id))
    .limit(page.limit + 1);
  const { items, last } = takePage(records, page.limit);
  const nextCursor: OwnRidesCursor | null = last
    ? { date: last.ride.date.toISOString(), id: last.ride.id }
    : null;
  return { records: items, nextCursor };
}

/** Rides the user is a passenger of (their own included), soonest first, a page at a time. */
export async function listJoinedRides(
  db: Db,
  userId: number,
  page: { limit: number; cursor?: OwnRidesCursor | null },
) {
  const onRide = sql`exists (select 1 from ${ridePassengers}
    where ${ridePassengers.rideId} = ${rides.id} and ${ridePassengers.userId} = ${userId})`;
  return pageSoonestFirst(selectRides(db), onRide, page);
}

/** Rides the vendor drives, soonest first, a page at a time. */
export async function listVendorRides(
  db: Db,
  vendorId: number,
  page: { limit: number; cursor?: OwnRidesCursor | null },
) {
  return pageSoonestFirst(selectRides(db), eq(rides.vendorId, vendorId), page);
}

// ---- The home list, paged -----------------------------------------------------------------------

/** Where a page of the ride list ends: the segment (0 upcoming, 1 past), the last ride's date and id. */
export interface RideCursor {
  segment: 0 | 1;
  date: string;
  id: number;
}

// PostgreSQL has no year 0 and ids are 32-bit: a forged cursor outside them is invalid, not a 500.
const FIRST_STORABLE_TIME = Date.parse("0001-01-01T00:00:00Z");

const cursorDate = z.iso.datetime().refine((date) => Date.parse(date) >= FIRST_STORABLE_TIME);
const cursorId = z.number().int().positive().max(2_147_483_647);

export const rideCursorSchema: z.ZodType<RideCursor> = z.object({
  segment: z.union([z.literal(0), z.literal(1)]),
  date: cursorDate,
  id: cursorId,
});

export const ownRidesCursorSchema: z.ZodType<OwnRidesCursor> = z.object({
  date: cursorDate,
  id: cursorId,
});

export type RideListQuery = RideListFilters & { status?: ListedRideStatus };

/**
 * The home list, filtered, ordered and paged in the database. Upcoming rides come before past
 * ones, so the list is read as two segments, each an index range on (date, id): a page never
 * sorts more rows than it returns, however many rides the site holds.
 */
export async function listRides(
  db: Db,
  query: RideListQuery,
  now: Date,
  page: { limit: number; cursor?: RideCursor | null },
) {
  const day = query.day ? singaporeDayRange(query.day) : null;
  const hours = query.timeOfDay ? TIME_OF_DAY_HOURS[query.timeOfDay] : null;
  const week = query.time === "thisWeek" ? singaporeWeekRange(now) : null;
  const filters: ListFilters = {
    direction: query.direction !== "all",
    status:
      query.status === undefined ? null : query.status === "completed" ? "completed" : "current",
    day: day !== null,
    hours: hours === null ? null : hours.from > hours.to ? "wrap" : "within",
    week: week !== null,
    ascending: query.sort === "dateAsc",
  };
  // Every value is a parameter: Drizzle builds each shape's SQL once, PostgreSQL plans it once.
  const values = {
    direction: query.direction,
    status: query.status ?? null,
    dayStart: day?.start.toISOString() ?? null,
    dayEnd: day?.end.toISOString() ?? null,
    hourFrom: hours?.from ?? null,
    hourTo: hours?.to ?? null,
    weekStart: week?.start.toISOString() ?? null,
    weekEnd: week?.end.toISOString() ?? null,
    now: now.toISOString(),
  };
  const segments: (0 | 1)[] = query.time === "upcoming" ? [0] : [0, 1];
  const wanted = page.limit + 1;
  const found: { record: RideRecord; segment: 0 | 1 }[] = [];
  for (const segment of segments) {
    const { cursor } = page;
    if (cursor && segment < cursor.segment) continue;
    const after = cursor !== undefined && cursor !== null && segment === cursor.segment;
    const records = await listStatement(db, { ...filters, segment, after }).execute({
      ...values,
      cursorDate: after ? new Date(cursor.date).toISOString() : null,
      cursorId: after ? cursor.id : null,
      limit: wanted - found.length,
    });
    found.push(...records.map((record) => ({ record, segment })));
    if (found.length >= wanted) break;
  }

  const { items: shown, last } = takePage(found, page.limit);
  const nextCursor: RideCursor | null = last
    ? {
        segment: last.segment,
        date: last.record.ride.date.toISOString(),
        id: last.record.ride.id,
      }
    : null;
  return { records: shown.map(({ record }) => record), nextCursor };
}

/** Which filters a page of the home list applies: each combination is one statement. */
interface ListFilters {
  direction: boolean;
  /** "completed" is any departed ride; an open or assigned one has not departed yet. */
  status: "completed" | "current" | null;
  day: boolean;
  hours: "within" | "wrap" | null;
  week: boolean;
  ascending: boolean;
}

const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof buildListStatement>>>();

/** The prepared statement for a shape of the list, built on its first use on this handle. */
function listStatement(db: Db, shape: ListFilters & { segment: 0 | 1; after: boolean }) {
  const name = `ride_list_${[
    shape.direction && "direction",
    shape.status && `status_${shape.status}`,
    shape.day && "day",
    shape.hours && (shape.hours === "wrap" ? "hours_wrap" : "hours"),
    shape.week && "week",
    `segment${shape.segment}`,
    shape.after && "after",
    shape.ascending ? "asc" : "desc",
  ]
    .filter(Boolean)
    .join("_")}`;
  let statements = listStatements.get(db);
  if (!statements) {
    statements = new Map();
    listStatements.set(db, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    statement = buildListStatement(db, shape, name);
    statements.set(name, statement);
  }
  return statement;
}

function buildListStatement(
  db: Db,
  shape: ListFilters & { segment: 0 | 1; after: boolean },
  name: string,
) {
  const p = sql.placeholder;
  // A cancelled ride is only for its own people (My Rides), never in the public list.
  const conditions: SQL[] = [sql`${rides.status} <> 'cancelled'`];
  if (shape.direction) conditions.push(sql`${rides.direction} = ${p("direction")}`);
  // The status the reader sees (rideStatus's twin): open and assigned rides are upcoming;
  // completed is any departed ride (or one stored as completed).
  if (shape.status === "completed") {
    conditions.push(sql`(${rides.status} = 'completed' or ${rides.date} < ${p("now")})`);
  } else if (shape.status === "current") {
    conditions.push(sql`${rides.status} = ${p("status")}`, sql`${rides.date} >= ${p("now")}`);
  }
  if (shape.day) {
    conditions.push(sql`${rides.date} >= ${p("dayStart")}`, sql`${rides.date} < ${p("dayEnd")}`);
  }
  if (shape.hours) {
    // The hour on a Singapore clock, read by the database; night wraps past midnight.
    const hour = sql`extract(hour from ${rides.date} at time zone ${TIME_ZONE})`;
    conditions.push(
      shape.hours === "wrap"
        ? sql`(${hour} >= ${p("hourFrom")} or ${hour} < ${p("hourTo")})`
        : sql`(${hour} >= ${p("hourFrom")} and ${hour} < ${p("hourTo")})`,
    );
  }
  // Upcoming rides (segment 0) come before past ones (segment 1); "this week" bounds each.
  if (shape.segment === 0) {
    conditions.push(sql`${rides.date} >= ${p("now")}`);
    if (shape.week) conditions.push(sql`${rides.date} < ${p("weekEnd")}`);
  } else {
    conditions.push(sql`${rides.date} < ${p("now")}`);
    if (shape.week) conditions.push(sql`${rides.date} >= ${p("weekStart")}`);
  }
  if (shape.after) {
    conditions.push(
      shape.ascending
        ? sql`(${rides.date}, ${rides.id}) > (${p("cursorDate")}, ${p("cursorId")})`
        : sql`(${rides.date}, ${rides.id}) < (${p("cursorDate")}, ${p("cursorId")})`,
    );
  }
  const byDate = shape.ascending ? asc : desc;
  return selectRides(db)
    .where(and(...conditions))
    .orderBy(byDate(rides.date), byDate(rides.id))
    .limit(p("limit"))
    .prepare(name);
}

// ---- The ride's own writes ----------------------------------------------------------------------

/** The ride's own row, unlocked: for reads that decide nothing about its seats. */
export async function findRide(db: Db, id: number) {
  const [ride] = await db.select().from(rides).where(eq(rides.id, id));
  return ride;
}

/** Locks the ride's row for the rest of the transaction: changes to one ride take turns. */
export async function lockRide(tx: Db, id: number) {
  const [ride] = await tx.select().from(rides).where(eq(rides.id, id)).for("update");
  return ride;
}

/**
 * Re-derives currentPassengers and additionalStops from the passenger rows, in the same
 * transaction, writing `changes` to the ride in the same statement: the capacity check must see
 * the new maxPassengers and the new count together, not one of them next to the other's old value.
 */
export async function refreshRideCounters(
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

/** A locked ride's passengers as seating decides on them: read once, after the lock. */
export async function listSeatRows(tx: Db, rideId: number) {
  return tx
    .select({
      id: ridePassengers.id,
      userId: ridePassengers.userId,
      dropoffLocation: ridePassengers.dropoffLocation,
      dropoffSequence: ridePassengers.dropoffSequence,
      passengerCount: ridePassengers.passengerCount,
    })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId));
}

export type SeatRow = Awaited<ReturnType<typeof listSeatRows>>[number];

type Counters = { currentPassengers: number; additionalStops: number };

/**
 * Seats a party on a locked ride in one statement: its passenger row, its waitlist entry gone
 * (nobody is both aboard and in the queue), and the ride's counters as the caller summed them
 * from the rows it read under the lock plus this party. The capacity CHECK on rides refuses an
 * overbooking and the whole statement with it. Answers the new passenger's id.
 */
export async function insertSeatedParty(
  tx: Db,
  rideId: number,
  party: {
    userId: number;
    dropoffLocation: string;
    passengerCount: number;
    dropoffSequence: number | null;
    fromWaitlist: boolean;
  },
  counters: Counters,
) {
  const result = await tx.execute(sql`
    with seated as (
      insert into ride_passengers
        (ride_id, user_id, dropoff_location, passenger_count, dropoff_sequence, from_waitlist)
      values (${rideId}, ${party.userId}, ${party.dropoffLocation}, ${party.passengerCount},
        ${party.dropoffSequence}, ${party.fromWaitlist})
      returning id
    ), off_waitlist as (
      delete from ride_waitlist where ride_id = ${rideId} and user_id = ${party.userId}
    )
    update rides
      set current_passengers = ${counters.currentPassengers},
        additional_stops = ${counters.additionalStops}
      where id = ${rideId}
      returning (select id from seated) as id`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error("the seated party's ride is missing");
  return Number(row.id);
}

/**
 * Takes a party off a locked ride in one statement: its row, the drop-off order closed up
 * (`sequence`), and the counters as the caller summed them from the remaining rows.
 */
export async function deleteParty(
  tx: Db,
  rideId: number,
  passengerId: number,
  sequence: SequenceUpdate[],
  counters: Counters,
) {
  await tx.execute(sql`
    with gone as (
      delete from ride_passengers where id = ${passengerId} and ride_id = ${rideId}
    ), placed as (
      update ride_passengers set dropoff_sequence = placed."dropoffSequence"
        from jsonb_to_recordset(${JSON.stringify(sequence)}::jsonb)
          as placed(id int, "dropoffSequence" int)
        where ride_passengers.id = placed.id and ride_passengers.ride_id = ${rideId}
    )
    update rides
      set current_passengers = ${counters.currentPassengers},
        additional_stops = ${counters.additionalStops}
      where id = ${rideId}`);
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
  };
}

/** A new ride with its organizer as its first passenger; answers the ride's id. */
export async function insertRide(
  db: Db,
  creatorId: number,
  payload: RidePayload,
  stop: OrganizerStop,
) {
  return db.transaction(async (tx) => {
    const [ride] = await tx
      .insert(rides)
      .values({ creatorId, ...rideFields(payload), currentPassengers: stop.passengerCount })
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

// ---- Passengers ---------------------------------------------------------------------------------

export function findPassengerOfUser(db: Db, rideId: number, userId: number) {
  return db.query.ridePassengers.findFirst({
    where: and(eq(ridePassengers.rideId, rideId), eq(ridePassengers.userId, userId)),
  });
}

export function findPassenger(db: Db, rideId: number, passengerId: number) {
  return db.query.ridePassengers.findFirst({
    where: and(eq(ridePassengers.rideId, rideId), eq(ridePassengers.id, passengerId)),
  });
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

const passengerRows = prepared((db) =>
  db
    .select({ passenger: ridePassengers, user: users })
    .from(ridePassengers)
    .innerJoin(users, eq(users.id, ridePassengers.userId))
    .where(eq(ridePassengers.rideId, sql.placeholder("rideId")))
    .orderBy(sql`${ridePassengers.dropoffSequence} asc nulls last`, asc(ridePassengers.id))
    .prepare("ride_passengers"),
);

/** The ride's passengers in drop-off order (placed ones first), then in the order they joined. */
export async function listPassengerRows(db: Db, rideId: number) {
  return passengerRows(db).execute({ rideId });
}

type PassengerRecord = Awaited<ReturnType<typeof listPassengerRows>>[number];
type PassengerUser = Pick<
  PassengerRecord["user"],
  "id" | "name" | "discordUsername" | "whatsappNumber" | "malaysianNumber" | "revolutUsername"
>;

/** A passenger as the API shows it; contact fields only when the reader may reach them. */
export function toPassenger(
  { passenger, user }: { passenger: Omit<Passenger, "user">; user: PassengerUser },
  withContacts: boolean,
): Passenger {
  return {
    id: passenger.id,
    rideId: passenger.rideId,
    userId: passenger.userId,
    dropoffLocation: passenger.dropoffLocation,
    dropoffSequence: passenger.dropoffSequence,
    passengerCount: passenger.passengerCount,
    user: {
      id: user.id,
      fullName: displayName(user),
      name: user.name,
      discordUsername: user.discordUsername,
      ...(withContacts && {
        whatsappNumber: user.whatsappNumber,
        malaysianNumber: user.malaysianNumber,
        revolutUsername: user.revolutUsername,
      }),
    },
  };
}

// ---- The drop-off order -------------------------------------------------------------------------

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

// ---- Payments -----------------------------------------------------------------------------------

export async function setPassengerPaid(tx: Db, passengerId: number, paidAt: Date | null) {
  await tx.update(ridePassengers).set({ paidAt }).where(eq(ridePassengers.id, passengerId));
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

// ---- The waitlist -------------------------------------------------------------------------------

/** The parties waiting for the ride, in order of arrival, with who they are. */
export async function listWaitlist(db: Db, rideId: number) {
  return db
    .select({ entry: rideWaitlist, user: users })
    .from(rideWaitlist)
    .innerJoin(users, eq(users.id, rideWaitlist.userId))
    .where(eq(rideWaitlist.rideId, rideId))
    .orderBy(asc(rideWaitlist.id));
}

export async function findWaitlistEntryOfUser(db: Db, rideId: number, userId: number) {
  const [row] = await db
    .select()
    .from(rideWaitlist)
    .where(and(eq(rideWaitlist.rideId, rideId), eq(rideWaitlist.userId, userId)));
  return row;
}

export async function insertWaitlistEntry(tx: Db, entry: typeof rideWaitlist.$inferInsert) {
  await tx.insert(rideWaitlist).values(entry);
}

/** Takes the user off the ride's waitlist; answers whether they were on it. */
export async function deleteWaitlistEntryOfUser(tx: Db, rideId: number, userId: number) {
  const deleted = await tx
    .delete(rideWaitlist)
    .where(and(eq(rideWaitlist.rideId, rideId), eq(rideWaitlist.userId, userId)))
    .returning({ id: rideWaitlist.id });
  return deleted.length > 0;
}

// ---- Reminders ----------------------------------------------------------------------------------

/** The ids of rides that leave after `from` and by `to`, soonest first. */
export async function listRideIdsDepartingBetween(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(gt(rides.date, from), lte(rides.date, to)))
    .orderBy(asc(rides.date));
  return rows.map((row) => row.id);
}

// ---- Who hears about the ride -------------------------------------------------------------------

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

/** Each rider's stop in the drop-off order (null until placed). */
export async function listStopsOfRiders(tx: Db, rideId: number) {
  return tx
    .select({ userId: ridePassengers.userId, dropoffSequence: ridePassengers.dropoffSequence })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId));
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
