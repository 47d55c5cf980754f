import {
  dueReminder,
  REMINDERS,
  type ReminderCard,
  reminderRole,
  reminderText,
  reminderType,
} from "../../domain/notification/reminder.ts";
import type { Db } from "../db/client.ts";
import { notify } from "../notifications/public.ts";
import { crossingFor } from "../planner/public.ts";
import { listRideIdsDepartingBetween, lockRideAudience } from "../rides/public.ts";
import { arrivalCardsFor, recordReminders } from "./queries.ts";

/** The rides whose departure is inside one reminder's window: the sweep skips those between. */
async function ridesDue(db: Db, now: Date) {
  const ids: number[] = [];
  for (const { beforeMs, lateMs } of REMINDERS) {
    const from = new Date(now.getTime() + lateMs);
    ids.push(...(await listRideIdsDepartingBetween(db, from, new Date(now.getTime() + beforeMs))));
  }
  return ids;
}

/**
 * Sends every reminder due at `now` that nobody has sent: per ride, one transaction that locks
 * it, records the reminders (the database's unique key keeps each to once) and writes the inbox
 * rows, which the push sender then pushes. Answers how many people were reminded. The arrival
 * card's goes only to those who must file it (decision 052).
 */
export async function sendDueReminders(db: Db, now: Date): Promise<number> {
  let reminded = 0;
  for (const rideId of await ridesDue(db, now)) {
    reminded += await db.transaction(async (tx) => {
      const locked = await lockRideAudience(tx, rideId);
      const kind = locked && dueReminder(locked.ride, now);
      if (!locked || !kind) return 0;
      const { ride, audience } = locked;
      // Three days before and the day before, each who must file the entered country's arrival
      // card is told of it; the three-day reminder goes to them only.
      const cards =
        kind === "reminder_2h"
          ? new Map<number, ReminderCard>()
          : await arrivalCardsFor(tx, ride, audience);
      const due =
        kind === "reminder_arrival_card" ? audience.filter((id) => cards.has(id)) : audience;
      const fresh = await recordReminders(tx, { rideId, kind, departure: ride.date }, due);
      const crossing = kind === "reminder_24h" ? crossingFor(ride.direction, ride.date) : undefined;
      await notify(
        tx,
        fresh.map((userId) => {
          const role = reminderRole(ride, userId);
          const card = cards.get(userId);
          return {
            userId,
            type: reminderType(kind, role),
            rideId,
            text: (i18n) => reminderText(i18n, kind, ride, crossing, role, card),
          };
        }),
      );
      return fresh.length;
    });
  }
  return reminded;
}
