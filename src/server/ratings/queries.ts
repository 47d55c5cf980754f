// The ratings store: riders' ratings of their drivers, the vendors' answers and the reports that
// let an admin remove one.
import { and, count, desc, eq, isNotNull, isNull, sum } from "drizzle-orm";
import { averageStars } from "../../domain/rating/rating.ts";
import type {
  RateBody,
  Rating,
  ReportedRating,
  VendorRatings,
} from "../../domain/rating/rating-schemas.ts";
import type { Db } from "../db/client.ts";
import { rideRatings, users } from "../db/schema/index.ts";

type RatingRow = typeof rideRatings.$inferSelect;

/** The list shows this many of the newest ratings. */
export const RATINGS_LIST_SIZE = 50;

export function toRating(row: RatingRow): Rating {
  return {
    id: row.id,
    rideId: row.rideId,
    stars: row.stars,
    punctuality: row.punctuality,
    car: row.car,
    conduct: row.conduct,
    text: row.text,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The id of the vendor account with this id, or undefined when there is none. */
export async function findVendorId(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isVendor, true)));
  return row?.id;
}

export async function findRating(db: Db, id: number) {
  const [row] = await db.select().from(rideRatings).where(eq(rideRatings.id, id));
  return row;
}

export async function findOwnRating(db: Db, rideId: number, raterId: number) {
  const [row] = await db
    .select()
    .from(rideRatings)
    .where(and(eq(rideRatings.rideId, rideId), eq(rideRatings.raterId, raterId)));
  return row;
}

/** Writes the rating unless the rater has one on this ride (the unique index decides a race). */
export async function insertRating(
  db: Db,
  rating: RateBody & { rideId: number; vendorId: number; raterId: number },
) {
  const [row] = await db
    .insert(rideRatings)
    .values({ ...rating, text: rating.text || null })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The vendor's average (null under the threshold), count and newest ratings. */
export async function readVendorRatings(db: Db, vendorId: number): Promise<VendorRatings> {
  const [totals] = await db
    .select({ count: count(), sum: sum(rideRatings.stars) })
    .from(rideRatings)
    .where(eq(rideRatings.vendorId, vendorId));
  const rows = await db
    .select()
    .from(rideRatings)
    .where(eq(rideRatings.vendorId, vendorId))
    .orderBy(desc(rideRatings.id))
    .limit(RATINGS_LIST_SIZE);
  const total = totals?.count ?? 0;
  return {
    average: averageStars(total, Number(totals?.sum ?? 0)),
    count: total,
    items: rows.map(toRating),
  };
}

/** Sets the answer if there is none yet; answers the row when this call set it. */
export async function setReply(db: Db, id: number, text: string) {
  const [row] = await db
    .update(rideRatings)
    .set({ reply: text, repliedAt: new Date() })
    .where(and(eq(rideRatings.id, id), isNull(rideRatings.reply)))
    .returning();
  return row;
}

/** Records the first report of a rating; later reports leave it as it is. */
export async function reportRating(db: Db, id: number, reporterId: number, reason: string) {
  await db
    .update(rideRatings)
    .set({ reportedAt: new Date(), reportedBy: reporterId, reportReason: reason })
    .where(and(eq(rideRatings.id, id), isNull(rideRatings.reportedAt)));
}

export async function listReportedRatings(db: Db): Promise<ReportedRating[]> {
  const rows = await db
    .select()
    .from(rideRatings)
    .where(isNotNull(rideRatings.reportedAt))
    .orderBy(desc(rideRatings.reportedAt))
    .limit(RATINGS_LIST_SIZE);
  return rows.map((row) => ({
    ...toRating(row),
    vendorId: row.vendorId,
    reportReason: row.reportReason,
    reportedAt: (row.reportedAt as Date).toISOString(),
  }));
}

/** Removes a reported rating; answers whether one was removed. */
export async function removeReportedRating(db: Db, id: number) {
  const rows = await db
    .delete(rideRatings)
    .where(and(eq(rideRatings.id, id), isNotNull(rideRatings.reportedAt)))
    .returning({ id: rideRatings.id });
  return rows.length > 0;
}
