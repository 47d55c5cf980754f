// What the app lets go of once a minute (docs/PRIVACY.md): the conversations and check-ins of
// rides departed CONVERSATION_KEPT_DAYS ago, and the usernames whose hold after a deletion ended.
import type { Db } from "./db/client.ts";
import type { MinuteJob } from "./db/minute-jobs.ts";
import { eraseOldConversations } from "./rides/public.ts";
import { releaseHeldUsernames } from "./users/public.ts";

export function privacyJob(db: Db): MinuteJob {
  return {
    queue: "privacy-erasure",
    run: async (now) =>
      (await eraseOldConversations(db, now)) + (await releaseHeldUsernames(db, now)),
    done: "old conversations, check-ins and held usernames erased",
  };
}
