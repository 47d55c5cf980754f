// The inbox's store: every query on `notifications`.
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_LOCALE } from "../../domain/i18n/locales.ts";
import type { Notification } from "../../domain/notification/notification-schemas.ts";
import type { Db } from "../db/client.ts";
import { notifications } from "../db/schema.ts";
import { takePage } from "../http/pagination.ts";

type NotificationRow = typeof notifications.$inferSelect;

/**
 * Inserts each notification with the text in its recipient's language (the account's, else
 * DEFAULT_LOCALE), picked by the database as it inserts.
 */
export async function insertNotifications(
  tx: Db,
  items: {
    userId: number;
    type: NotificationRow["type"];
    rideId: number | null;
    /** The text in every language, by locale. */
    texts: Record<string, string>;
  }[],
) {
  await tx.execute(sql`
    insert into notifications (user_id, type, ride_id, text)
    select item."userId", item.type, item."rideId", item.texts ->> coalesce(u.language, ${DEFAULT_LOCALE})
      from rows from (jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
          as ("userId" int, type text, "rideId" int, texts jsonb))
        with ordinality as item("userId", type, "rideId", texts, n)
      join users u on u.id = item."userId"
      order by item.n`);
}

/** Those of `userIds` with no unread notification of `type` about the ride. */
export async function withoutUnread(
  tx: Db,
  userIds: readonly number[],
  type: NotificationRow["type"],
  rideId: number,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const holders = await tx
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...userIds]),
        eq(notifications.type, type),
        eq(notifications.rideId, rideId),
        isNull(notifications.readAt),
      ),
    );
  const held = new Set(holders.map((row) => row.userId));
  return userIds.filter((id) => !held.has(id));
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    rideId: row.rideId,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export const notificationCursorSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
});
export type NotificationCursor = z.infer<typeof notificationCursorSchema>;

/** A page of the user's notifications, newest first (the index on user_id, id desc). */
export async function listNotifications(
  db: Db,
  userId: number,
  { limit, cursor }: { limit: number; cursor?: NotificationCursor | null },
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), cursor ? lt(notifications.id, cursor.id) : undefined),
    )
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const { items, last } = takePage(rows, limit);
  return { rows: items, nextCursor: last ? { id: last.id } : null };
}

export async function countUnread(db: Db, userId: number) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The user's own notification `id`, or undefined (someone else's reads as missing). */
export function findNotification(db: Db, userId: number, id: number) {
  return db.query.notifications.findFirst({
    where: and(eq(notifications.id, id), eq(notifications.userId, userId)),
  });
}

/** Marks the user's `ids` read (all of theirs when undefined); others' ids are left alone. */
export async function markRead(db: Db, userId: number, ids: number[] | undefined, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
