import type { Db } from "../db/client.ts";
import { notifications } from "../db/schema.ts";
import type { NotificationItem } from "./public.ts";

export function insertNotifications(tx: Db, items: NotificationItem[]) {
  return tx
    .insert(notifications)
    .values(items)
    .returning({ id: notifications.id, userId: notifications.userId });
}
