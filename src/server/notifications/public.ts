import type { I18n } from "@lingui/core";
import type { NotificationType } from "../../domain/notification/notification.ts";
import type { Db } from "../db/client.ts";
import { signalNotifications } from "../events/public.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { insertNotifications, listLanguages } from "./queries.ts";

export type { NotificationType } from "../../domain/notification/notification.ts";

export interface NotificationItem {
  userId: number;
  type: NotificationType;
  rideId: number | null;
  /** The line, written in whichever language `i18n` is: its recipient's. */
  text: (i18n: I18n) => string;
}

/**
 * Puts each item in its person's inbox, written in their language (the account's, else English),
 * inside the caller's transaction, and tells their open pages once it commits. Callers leave out
 * the person who made the change.
 */
export async function notify(tx: Db, items: NotificationItem[]): Promise<void> {
  if (items.length === 0) return;
  const languages = await listLanguages(tx, [...new Set(items.map((item) => item.userId))]);
  const rows = await insertNotifications(
    tx,
    items.map((item) => ({
      ...item,
      text: item.text(translatorFor(languages.get(item.userId) ?? "en")),
    })),
  );
  await signalNotifications(tx, rows);
}
