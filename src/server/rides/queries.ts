import { and, asc, desc, eq, gte, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { summarizePassengers } from "../../domain/passenger/passenger.ts";
import type { RideListFilters } from "../../domain/ride/ride-list.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";
import { singaporeWeekRange } from "../../domain/shared/dates.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { ridePassengers, rides, users } from "../db/schema.ts";
import type { RideCursor } from "./cursor.ts";

const vendors = alias(users, "vendor");

/**
 * One query: rides with their organizer, their vendor if assigned, the organizer's own passenger
 * count (for the edit form) and whether the viewer is on the ride (for what they may see).
 */
function selectRides(db: Db, viewerId: number | null | Placeholder) {
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
      // No viewer (null) matches no row.
      viewerJoined: sql<boolean>`exists (select 1 from ${ridePassengers}
        where ${ridePassengers.rideId} = ${rides.id} and ${ridePassengers.userId} = ${viewerId})`,
    })
    .from(rides)
    .innerJoin(users, eq(users.id, rides.creatorId))
    .leftJoin(vendors, eq(vendors.id, rides.vendorId));
}

type RideRecord = Awaited<ReturnType<ReturnType<typeof selectRides>["execute"]>>[number];

/**
 * A ride as the API shows it to this reader: the organizer's contacts only to logged-in readers,
 * the vendor's details only to the ride's passengers and the vendor.
 */
export function toRide(record: RideRecord, reader: PublicUser | null): Ride {
  const { ride, creator, vendor } = record;
  const involved = record.viewerJoined || (ride.vendorId !== null && ride.vendorId === reader?.id);
  const { createdAt: _createdAt, date, ...fields } = ride;
  return {
    ...fields,
    date: date.toISOString(),
    creator: reader
      ? creator
      : { id: creator.id, name: creator.name, discordUsername: creator.discordUsername },
    creatorName: creator.name || creator.discordUsername,
    vendor: vendor && involved ? vendor : null,
    organizerPassengerCount: record.organizerPassengerCount ?? 1,
  };
}

export type RideListQuery = RideListFilters & { status?: "open" | "assigned" | "completed" };

/**
 * The home list, filtered, ordered and paged in the database. Upcoming rides come before past
 * ones, so the list is read as two segments, each an index range on (date, id): a page never
 * sorts more rows than it returns, however many rides the site holds. Without `limit`, all
 * matching rides.
 */
export async function listRides(
  db: Db,
  query: RideListQuery,
  now: Date,
  page: { limit?: number; cursor?: RideCursor | null },
  viewerId: number | null,
) {
  const base: SQL[] = [];
  if (query.direction !== "all") base.push(eq(rides.direction, query.direction));
  if (query.status) base.push(eq(rides.status, query.status));
  const week = query.time === "thisWeek" ? singaporeWeekRange(now) : null;
  const segments: SQL[][] = [[gte(rides.date, now), ...(week ? [lt(rides.date, week.end)] : [])]];
  if (query.time !== "upcoming") {
    segments.push([lt(rides.date, now), ...(week ? [gte(rides.date, week.start)] : [])]);
  }

  const ascending = query.sort === "dateAsc";
  const byDate = ascending ? asc : desc;
  const wanted = page.limit === undefined ? undefined : page.limit + 1;
  const found: { record: RideRecord; segment: 0 | 1 }[] = [];
  for (const [index, conditions] of segments.entries()) {
    const segment = index as 0 | 1;
    const { cursor } = page;
    if (cursor && segment < cursor.segment) continue;
    const after =
      cursor && segment === cursor.segment
        ? ascending
          ? sql`(${rides.date}, ${rides.id}) > (${new Date(cursor.date)}, ${cursor.id})`
          : sql`(${rides.date}, ${rides.id}) < (${new Date(cursor.date)}, ${cursor.id})`
        : undefined;
    const select = selectRides(db, viewerId)
      .where(and(...base, ...conditions, after))
      .orderBy(byDate(rides.date), byDate(rides.id));
    // Named by the query's shape (its values are parameters), so PostgreSQL plans each shape
    // once per connection: planning this query took longer than running it.
    const shape = [
      query.direction !== "all" && "direction",
      query.status && "status",
      week && "week",
      `segment${segment}`,
      after && "after",
      ascending ? "asc" : "desc",
      wanted !== undefined && "limit",
    ];
    const name = `ride_list_${shape.filter(Boolean).join("_")}`;
    const records = await (wanted === undefined ? select : select.limit(wanted - found.length))
      .prepare(name)
      .execute();
    found.push(...records.map((record) => ({ record, segment })));
    if (wanted !== undefined && found.length >= wanted) break;
  }

  const more = wanted !== undefined && found.length >= wanted;
  const shown = more ? found.slice(0, page.limit) : found;
  const last = shown.at(-1);
  return {
    records: shown.map(({ record }) => record),
    nextCursor:
      more && last
        ? {
            segment: last.segment,
            date: last.record.ride.date.toISOString(),
            id: last.record.ride.id,
          }
        : null,
  };
}

const rideById = prepared((db) =>
  selectRides(db, sql.placeholder("viewerId"))
    .where(eq(rides.id, sql.placeholder("id")))
    .prepare("ride_by_id"),
);

export async function findRideRecord(db: Db, id: number, viewerId: number | null) {
  const [record] = await rideById(db).execute({ id, viewerId });
  return record;
}

/** Rides the user is a passenger of (their own included), soonest first. */
export async function listJoinedRides(db: Db, userId: number) {
  return selectRides(db, userId)
    .innerJoin(ridePassengers, eq(ridePassengers.rideId, rides.id))
    .where(eq(ridePassengers.userId, userId))
    .orderBy(asc(rides.date), asc(rides.id));
}

export async function listVendorRides(db: Db, vendorId: number) {
  return selectRides(db, vendorId).where(eq(rides.vendorId, vendorId)).orderBy(asc(rides.date));
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
