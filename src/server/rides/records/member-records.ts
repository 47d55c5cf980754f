// Each member's record (src/domain/user/member-record-schemas.ts), read for a list of people at once.
import { inArray, sql } from "drizzle-orm";
import type { MemberRecord } from "../../../domain/user/member-record-schemas.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/**
 * The records of `userIds`, by user id. A ride is completed from its departure on unless cancelled
 * (rideStatus); it counts once, organized or travelled.
 */
export async function listMemberRecords(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, MemberRecord>> {
  if (userIds.length === 0) return new Map();
  // users.id spelled out: Drizzle leaves a column unqualified, and the subqueries' own id would
  // shadow it.
  const rows = await db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      // The rides organized and the rides travelled, each found through its own index (an OR
      // of the two read every ride); UNION counts a ride that is both once.
      completedRides: sql<number>`(
        select count(*)::int from (
          select r.id from rides r
           where r.creator_id = users.id and r.status <> 'cancelled' and r.date <= now()
          union
          select r.id from ride_passengers p join rides r on r.id = p.ride_id
           where p.user_id = users.id and p.boarding is distinct from 'no_show'
             and r.status <> 'cancelled' and r.date <= now()) as completed)`,
      noShows: sql<number>`(
        select count(*)::int from ride_passengers p
         where p.user_id = users.id and p.boarding = 'no_show')`,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        memberSince: row.createdAt.toISOString(),
        completedRides: row.completedRides,
        noShows: row.noShows,
      },
    ]),
  );
}
