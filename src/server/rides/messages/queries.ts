// The store of a ride's conversation: its members, its messages and their reports.
import { and, desc, eq, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { QuickKind, RideParties } from "../../../domain/message/message.ts";
import type { Db } from "../../db/client.ts";
import {
  messageReports,
  rideGroupLinks,
  rideMessageReads,
  rideMessages,
  ridePassengers,
  rides,
  users,
} from "../../db/schema/index.ts";

/** Who the ride's conversation belongs to; undefined when there is no such ride. */
export async function findRideParties(db: Db, rideId: number): Promise<RideParties | undefined> {
  const [ride] = await db
    .select({
      creatorId: rides.creatorId,
      vendorId: rides.vendorId,
      vendorVerifiedAt: users.vendorVerifiedAt,
    })
    .from(rides)
    .leftJoin(users, eq(users.id, rides.vendorId))
    .where(eq(rides.id, rideId));
  if (!ride) return undefined;
  const seated = await db
    .select({ userId: ridePassengers.userId })
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, rideId));
  return {
    creatorId: ride.creatorId,
    verifiedDriverId: ride.vendorVerifiedAt ? ride.vendorId : null,
    seatedIds: seated.map((row) => row.userId),
  };
}

const messageColumns = {
  id: rideMessages.id,
  text: rideMessages.text,
  quickKind: rideMessages.quickKind,
  quickMinutes: rideMessages.quickMinutes,
  createdAt: rideMessages.createdAt,
  authorId: users.id,
  authorName: users.name,
  authorDiscordUsername: users.discordUsername,
};
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

/** The shown messages of the ride, with their authors, that also meet `where`. */
const selectShown = (db: Db, rideId: number, where?: SQL) =>
  db
    .select(messageColumns)
    .from(rideMessages)
    .innerJoin(users, eq(users.id, rideMessages.authorId))
    .where(and(eq(rideMessages.rideId, rideId), isNull(rideMessages.removedAt), where));

/** Up to `limit` of the ride's shown messages before the id `before` (any when null), newest last. */
export async function listMessages(db: Db, rideId: number, before: number | null, limit: number) {
  const rows = await selectShown(
    db,
    rideId,
    before === null ? undefined : lt(rideMessages.id, before),
  )
    .orderBy(desc(rideMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function findMessage(db: Db, rideId: number, messageId: number) {
  const [row] = await selectShown(db, rideId, eq(rideMessages.id, messageId));
  return row;
}

export async function insertMessage(
  tx: Db,
  message: {
    rideId: number;
    authorId: number;
    text: string | null;
    quickKind: QuickKind | null;
    quickMinutes: number | null;
  },
) {
  const [row] = await tx.insert(rideMessages).values(message).returning({ id: rideMessages.id });
  if (!row) throw new Error("no message inserted");
  return row.id;
}

export async function markMessageRemoved(tx: Db, messageId: number) {
  await tx
    .update(rideMessages)
    .set({ removedAt: new Date() })
    .where(and(eq(rideMessages.id, messageId), isNull(rideMessages.removedAt)));
}

/** One report per member and message: reporting again changes nothing. */
export async function insertReport(tx: Db, messageId: number, reporterId: number) {
  await tx.insert(messageReports).values({ messageId, reporterId }).onConflictDoNothing();
}

/** Every report, newest first, with the message (shown or removed) and who wrote and reported it. */
export async function listReports(db: Db) {
  const reporters = db
    .select({ id: users.id, name: users.name, discordUsername: users.discordUsername })
    .from(users)
    .as("reporter");
  return db
    .select({
      id: messageReports.id,
      createdAt: messageReports.createdAt,
      reporterId: reporters.id,
      reporterName: reporters.name,
      reporterDiscordUsername: reporters.discordUsername,
      messageId: rideMessages.id,
      messageCreatedAt: rideMessages.createdAt,
      rideId: rideMessages.rideId,
      text: rideMessages.text,
      quickKind: rideMessages.quickKind,
      quickMinutes: rideMessages.quickMinutes,
      removed: sql<boolean>`${rideMessages.removedAt} is not null`,
      authorId: users.id,
      authorName: users.name,
      authorDiscordUsername: users.discordUsername,
    })
    .from(messageReports)
    .innerJoin(rideMessages, eq(rideMessages.id, messageReports.messageId))
    .innerJoin(users, eq(users.id, rideMessages.authorId))
    .innerJoin(reporters, eq(reporters.id, messageReports.reporterId))
    .orderBy(desc(messageReports.id))
    .limit(200);
}

/** The reader has now been shown every message up to `lastId`; never moves back. */
export async function markRead(db: Db, rideId: number, userId: number, lastId: number) {
  await db
    .insert(rideMessageReads)
    .values({ rideId, userId, lastReadId: lastId })
    .onConflictDoUpdate({
      target: [rideMessageReads.rideId, rideMessageReads.userId],
      set: { lastReadId: sql`greatest(${rideMessageReads.lastReadId}, excluded.last_read_id)` },
    });
}

/**
 * Per ride the user is a member of (organizer, seated, or its verified driver), how many shown
 * messages by others came after the last one they read. Rides with none are left out.
 */
export async function unreadCounts(db: Db, userId: number) {
  const member = sql`(${rides.creatorId} = ${userId}
    or (${rides.vendorId} = ${userId} and ${users.vendorVerifiedAt} is not null)
    or exists (select 1 from ${ridePassengers} where ${ridePassengers.rideId} = ${rides.id}
      and ${ridePassengers.userId} = ${userId}))`;
  return db
    .select({ rideId: rideMessages.rideId, unread: sql<number>`count(*)::int`.mapWith(Number) })
    .from(rideMessages)
    .innerJoin(rides, eq(rides.id, rideMessages.rideId))
    .leftJoin(users, eq(users.id, rides.vendorId))
    .leftJoin(
      rideMessageReads,
      and(eq(rideMessageReads.rideId, rideMessages.rideId), eq(rideMessageReads.userId, userId)),
    )
    .where(
      and(
        isNull(rideMessages.removedAt),
        ne(rideMessages.authorId, userId),
        sql`${rideMessages.id} > coalesce(${rideMessageReads.lastReadId}, 0)`,
        member,
      ),
    )
    .groupBy(rideMessages.rideId)
    .orderBy(rideMessages.rideId);
}

export async function findGroupLink(db: Db, rideId: number): Promise<string | null> {
  const [row] = await db
    .select({ url: rideGroupLinks.url })
    .from(rideGroupLinks)
    .where(eq(rideGroupLinks.rideId, rideId));
  return row?.url ?? null;
}

/** Sets the ride's invite link, or clears it when null. */
export async function saveGroupLink(tx: Db, rideId: number, url: string | null) {
  if (url === null) {
    await tx.delete(rideGroupLinks).where(eq(rideGroupLinks.rideId, rideId));
    return;
  }
  await tx
    .insert(rideGroupLinks)
    .values({ rideId, url })
    .onConflictDoUpdate({ target: rideGroupLinks.rideId, set: { url, updatedAt: new Date() } });
}
