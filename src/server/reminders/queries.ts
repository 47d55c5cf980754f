import { inArray } from "drizzle-orm";
import type { ReminderCard, ReminderKind } from "../../domain/notification/reminder.ts";
import type { Direction } from "../../domain/ride/ride.ts";
import { cardToFile } from "../../domain/trip/arrival-cards.ts";
import type { Db } from "../db/client.ts";
import { sentReminders, users } from "../db/schema/index.ts";

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

/**
 * The arrival card each of `userIds` must file for the ride (the card of the country it enters,
 * when their profile says they need it), with the plate of the ride's car: only those who must.
 */
export async function arrivalCardsFor(
  tx: Db,
  ride: { direction: Direction; vendorId: number | null },
  userIds: number[],
): Promise<Map<number, ReminderCard>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, cards: users.arrivalCards, plate: users.vendorPlate })
    .from(users)
    .where(inArray(users.id, userIds));
  // The vendor is one of the audience: its row holds the plate.
  const plate = rows.find((row) => row.id === ride.vendorId)?.plate ?? null;
  const cards = new Map<number, ReminderCard>();
  for (const row of rows) {
    const card = cardToFile(row.cards, ride.direction);
    if (card) cards.set(row.id, { card, plate });
  }
  return cards;
}
