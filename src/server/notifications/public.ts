import type { I18n } from "@lingui/core";
import type { SQL } from "drizzle-orm";
import { LOCALES, type Locale } from "../../domain/i18n/locales.ts";
import type { NotificationType } from "../../domain/notification/notification.ts";
import type { Db } from "../db/client.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { insertNotifications, notificationCtes } from "./queries.ts";

export type { NotificationType } from "../../domain/notification/notification.ts";
export { noticeText, withoutUnread } from "./queries.ts";

export interface NotificationItem {
  userId: number;
  type: NotificationType;
  rideId: number | null;
  /** The line, written in whichever language `i18n` is: its recipient's. */
  text: (i18n: I18n) => string;
}

/** Each item's line in every language (notify picks its recipient's). */
function rowsOf(items: NotificationItem[]) {
  return items.map(({ text, ...item }) => ({
    ...item,
    texts: Object.fromEntries(
      LOCALES.map((locale) => [locale, text(translatorFor(locale))]),
    ) as Record<Locale, string>,
  }));
}

/**
 * Puts each item in its person's inbox, written in their language (the account's, else English),
 * in one statement inside the caller's transaction; their open pages hear of it once it commits
 * (the events bus). Callers leave out the person who made the change.
 */
export async function notify(tx: Db, items: NotificationItem[]): Promise<void> {
  if (items.length === 0) return;
  await insertNotifications(tx, rowsOf(items));
}

/**
 * As notify, but as common table expressions for the caller's own write statement (`with …,
 * ${notices}`): the write and its notices in one round trip. Undefined when there are none.
 */
export function noticesInStatement(items: NotificationItem[]): SQL | undefined {
  return items.length === 0 ? undefined : notificationCtes(rowsOf(items));
}
