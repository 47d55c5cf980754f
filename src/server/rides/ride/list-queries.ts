// The lists of rides: the home list (filtered, ordered and paged in the database) and a rider's
// or a vendor's own rides, each a page at a time after an opaque cursor.
import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { RideListFilters } from "../../../domain/ride/ride-list.ts";
import { singaporeDayRange, TIME_OF_DAY_HOURS } from "../../../domain/ride/ride-search.ts";
import { TIME_ZONE } from "../../../domain/shared/constants.ts";
import { singaporeWeekRange } from "../../../domain/shared/dates.ts";
import type { Db } from "../../db/client.ts";
import { ridePassengers, rides } from "../../db/schema/index.ts";
import { takePage } from "../../http/pagination.ts";
import { type RideRecord, selectRides } from "./queries.ts";

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

/**
 * The home list, filtered, ordered and paged in the database. Upcoming rides come before past
 * ones, so the list is read as two segments, each an index range on (date, id): a page never
 * sorts more rows than it returns, however many rides the site holds.
 */
export async function listRides(
  db: Db,
  query: RideListFilters,
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

/** The rides a vendor drives that leave between two moments (`end` exclusive), soonest first. */
export function listVendorRidesBetween(db: Db, vendorId: number, start: Date, end: Date) {
  return db
    .select()
    .from(rides)
    .where(and(eq(rides.vendorId, vendorId), gte(rides.date, start), lt(rides.date, end)))
    .orderBy(asc(rides.date), asc(rides.id));
}
