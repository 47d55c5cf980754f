import { eq } from "drizzle-orm";
import type { NotificationType } from "../../domain/notification/notification.ts";
import type { Db } from "../db/client.ts";
import { notifications } from "../db/schema/index.ts";

/** The notifications of `type` about the ride in the person's inbox, as the database holds them. */
export async function inboxAbout(db: Db, userId: number, rideId: number, type: NotificationType) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((row) => row.rideId === rideId && row.type === type);
}
