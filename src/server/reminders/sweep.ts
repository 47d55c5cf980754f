import {
  dueReminder,
  REMINDER_HORIZON_MS,
  reminderRole,
  reminderText,
  reminderType,
} from "../../domain/notification/reminder.ts";
import type { Db } from "../db/client.ts";
import { notify } from "../notifications/public.ts";
import { crossingFor } from "../planner/public.ts";
import { listRideIdsDepartingBetween, lockRideAudience } from "../rides/public.ts";
import { recordReminders } from "./queries.ts";

/**
 * Sends every reminder due at `now` that nobody has sent: per ride, one transaction that locks
 * it, records the reminders (the database's unique key keeps each to once) and writes the inbox
 * rows, which the push sender then pushes. Answers how many people were reminded.
 */
export async function sendDueReminders(db: Db, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_HORIZON_MS);
  let reminded = 0;
  for (const rideId of await listRideIdsDepartingBetween(db, now, horizon)) {
    reminded += await db.transaction(async (tx) => {
      const locked = await lockRideAudience(tx, rideId);
      const kind = locked && dueReminder(locked.ride, now);
      if (!locked || !kind) return 0;
      const { ride, audience } = locked;
      const fresh = await recordReminders(tx, { rideId, kind, departure: ride.date }, audience);
      const crossing = crossingFor(ride.direction, ride.date);
      await notify(
        tx,
        fresh.map((userId) => {
          const role = reminderRole(ride, userId);
          return {
            userId,
            type: reminderType(kind, role),
            rideId,
            text: (i18n) => reminderText(i18n, kind, ride, crossing, role),
          };
        }),
      );
      return fresh.length;
    });
  }
  return reminded;
}
