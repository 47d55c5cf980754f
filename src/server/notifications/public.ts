import type { NotificationType } from "../../domain/notification/notification.ts";
import type { Db } from "../db/client.ts";
import { signalNotifications } from "../events/public.ts";
import { insertNotifications } from "./queries.ts";

export type { NotificationType } from "../../domain/notification/notification.ts";

export interface NotificationItem {
  userId: number;
  type: NotificationType;
  rideId: number | null;
  text: string;
}

/**
 * Puts each item in its person's inbox, inside the caller's transaction, and tells their open
 * pages once it commits. Callers leave out the person who made the change.
 */
export async function notify(tx: Db, items: NotificationItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = await insertNotifications(tx, items);
  await signalNotifications(tx, rows);
}
