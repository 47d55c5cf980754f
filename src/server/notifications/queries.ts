// The inbox's store: every query on `notifications`.
import { and, count, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../domain/i18n/locales.ts";
import { coalesces } from "../../domain/notification/notification.ts";
import type { Notification } from "../../domain/notification/notification-schemas.ts";
import type { Db } from "../db/client.ts";
import { executeNamed } from "../db/prepared.ts";
import { notifications, users } from "../db/schema/index.ts";
import { takePage } from "../http/pagination.ts";

type NotificationRow = typeof notifications.$inferSelect;

/** How long after a notice another of its kind, ride and person is folded into it. */
const COALESCE_WINDOW = "1 minute";

/** Folds a new line onto the earlier lines (newest on top), unless it is already among them. */
const foldedLine = (line: SQL, earlier: SQL) => sql`
  case when ${earlier} is null then ${line}
       when strpos(chr(10) || ${earlier} || chr(10), chr(10) || ${line} || chr(10)) > 0
         then ${earlier}
       else ${line} || chr(10) || ${earlier} end`;

/** A row's line in `locale`: its wording in that language, else the line as first written. */
const lineIn = (locale: Locale) => sql`coalesce(texts ->> ${locale}::text, text)`;

type NoticeRow = {
  userId: number;
  type: NotificationRow["type"];
  rideId: number | null;
  /** The text in every language, by locale. */
  texts: Record<Locale, string>;
};

/**
 * Inserts each notification with its text in every language (`texts`, the reading picks the
 * reader's) and in its recipient's language now (`text`, the account's, else DEFAULT_LOCALE),
 * the latter picked by the database as it inserts. One of a kind that `coalesces`, about the same
 * ride to the same person within COALESCE_WINDOW of an earlier one, replaces that one: one row
 * with the new line on top of the earlier lines (a line already there is not repeated), in every
 * language, unread, new to open pages, dated and marked pushed as the earlier one was, so it is
 * never pushed again (push claims rows whose pushed_at is empty). A join-leave storm leaves the
 * organizer one "joined" and one "left" a minute.
 */
export async function insertNotifications(tx: Db, items: NoticeRow[]) {
  await executeNamed(tx, "insert_notifications", sql`with ${notificationCtes(items)} select 1`);
}

/**
 * insertNotifications as common table expressions (named notice_*) that a write puts in its own
 * statement, after `with` or a comma: the write and its notices in one round trip, and no notice
 * when the write fails.
 */
export function notificationCtes(items: NoticeRow[]): SQL {
  const rows = items.map((item) => ({ ...item, folds: coalesces(item.type) }));
  const earlierIn = (locale: Locale) => sql.raw(`"earlier_${locale}"`);
  return sql`
    notice_item as (
      select item."userId", item.type, item."rideId", item.n, item.folds, item.texts,
             item.texts ->> coalesce(u.language, ${DEFAULT_LOCALE}) as text
        from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as ("userId" int, type text, "rideId" int, texts jsonb, folds boolean))
          with ordinality as item("userId", type, "rideId", texts, folds, n)
        join users u on u.id = item."userId"
    ), notice_folded as (
      delete from notifications n
       using notice_item as item
       where item.folds and n.user_id = item."userId" and n.type = item.type
         and n.ride_id is not distinct from item."rideId"
         and n.created_at > now() - ${COALESCE_WINDOW}::interval
      returning item.n, n.id, n.text, n.texts, n.created_at, n.pushed_at
    ), notice_earlier as (
      select n, string_agg(text, chr(10) order by id desc) as text,
             ${sql.join(
               LOCALES.map(
                 (locale) =>
                   sql`string_agg(${lineIn(locale)}, chr(10) order by id desc) as ${earlierIn(locale)}`,
               ),
               sql`, `,
             )},
             min(created_at) as created_at, max(pushed_at) as pushed_at
        from notice_folded group by n
    ), noticed as (
      insert into notifications (user_id, type, ride_id, text, texts, created_at, pushed_at)
      select item."userId", item.type, item."rideId",
             ${foldedLine(sql`item.text`, sql`earlier.text`)},
             jsonb_build_object(${sql.join(
               LOCALES.map(
                 (locale) =>
                   sql`${locale}::text, ${foldedLine(sql`(item.texts ->> ${locale}::text)`, sql`earlier.${earlierIn(locale)}`)}`,
               ),
               sql`, `,
             )}),
             coalesce(earlier.created_at, now()), earlier.pushed_at
        from notice_item as item left join notice_earlier as earlier on earlier.n = item.n
       order by item.n
    )`;
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

/** The line in the reader's language as it is now (a row from before `texts` reads as written). */
export function noticeText(row: Pick<NotificationRow, "text" | "texts">, locale: Locale): string {
  return row.texts?.[locale] ?? row.text;
}

export function toNotification(row: NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    type: row.type,
    rideId: row.rideId,
    text: noticeText(row, locale),
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

/**
 * The user's own notification `id` worded in their language as it is now, or undefined (someone
 * else's reads as missing).
 */
export async function findNotification(db: Db, userId: number, id: number) {
  const [found] = await db
    .select({ row: notifications, language: users.language })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return found && toNotification(found.row, found.language ?? DEFAULT_LOCALE);
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
