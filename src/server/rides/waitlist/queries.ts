// A ride's waitlist: the parties waiting for seats, in order of arrival. Joined and left under
// the ride's lock; seating from it is rides/seating.ts.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rideWaitlist, users } from "../../db/schema/index.ts";

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
