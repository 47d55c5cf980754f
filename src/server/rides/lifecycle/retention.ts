// What a ride keeps once it is over (docs/PRIVACY.md): its conversation and its people's
// check-ins are erased CONVERSATION_KEPT_DAYS after it departs, by the minute job. The ledger
// (shares, payments, boarding) stays: it is everyone's record of what was owed.
import { and, isNotNull, sql } from "drizzle-orm";
import { conversationCutoff } from "../../../domain/privacy/privacy.ts";
import type { Db } from "../../db/client.ts";
import { rideMessageReads, rideMessages, ridePassengers, rides } from "../../db/schema/index.ts";

const departedBefore = (cutoff: Date) =>
  sql`(select ${rides.id} from ${rides} where ${rides.date} < ${cutoff})`;

/** Erases the messages and check-ins of rides departed over the kept days ago; answers how many. */
export async function eraseOldConversations(db: Db, now: Date) {
  const cutoff = conversationCutoff(now);
  return db.transaction(async (tx) => {
    const messages = await tx
      .delete(rideMessages)
      .where(sql`${rideMessages.rideId} in ${departedBefore(cutoff)}`)
      .returning({ id: rideMessages.id });
    await tx
      .delete(rideMessageReads)
      .where(sql`${rideMessageReads.rideId} in ${departedBefore(cutoff)}`);
    const checkins = await tx
      .update(ridePassengers)
      .set({ checkin: null, checkinMinutes: null, checkinAt: null })
      .where(
        and(
          isNotNull(ridePassengers.checkinAt),
          sql`${ridePassengers.rideId} in ${departedBefore(cutoff)}`,
        ),
      )
      .returning({ id: ridePassengers.id });
    return messages.length + checkins.length;
  });
}
