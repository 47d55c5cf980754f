// The inbox's store: every query on `notifications`.
import { and, count, desc, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import type { Notification } from "../../domain/notification/notification-schemas.ts";
import type { Db } from "../db/client.ts";
import { notifications, users } from "../db/schema.ts";

type NotificationRow = typeof notifications.$inferSelect;
type NewNotification = typeof notifications.$inferInsert;

import type { Locale } from "../../domain/i18n/locales.ts";
import { takePage } from "../http/pagination.ts";

/** Each of `userIds`' chosen language (those without one are left out: English). */
export async function listLanguages(tx: Db, userIds: number[]): Promise<Map<number, Locale>> {
  const rows = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(inArray(users.id, userIds), isNotNull(users.language)));
  return new Map(rows.map((row) => [row.id, row.language as Locale]));
}

export function insertNotifications(tx: Db, items: NewNotification[]) {
  return tx
    .insert(notifications)
    .values(items)
    .returning({ id: notifications.id, userId: notifications.userId });
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
