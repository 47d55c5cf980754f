import type { ReminderKind } from "../../domain/notification/reminder.ts";
import type { Db } from "../db/client.ts";
import { sentReminders } from "../db/schema/index.ts";

/**
 * Records the reminder for each person who has not had it for this departure yet, and answers
 * them: an instance that races us, or a sweep after a restart, finds the keys taken.
 */
export async function recordReminders(
  tx: Db,
  reminder: { rideId: number; kind: ReminderKind; departure: Date },
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(sentReminders)
    .values(userIds.map((userId) => ({ ...reminder, userId })))
    .onConflictDoNothing()
    .returning({ userId: sentReminders.userId });
  return rows.map((row) => row.userId);
}
