// An account's writes counted against its WRITE_LIMITS (decision 026): the routes marked with a
// `writeLimit` count one each (plugins/write-limits.ts); a request that writes more (a weekly
// series' rides) counts those too.
import type { FastifyReply } from "fastify";
import { messageRef } from "../../domain/i18n/message.ts";
import type { Config, WriteKind } from "../config.ts";
import type { Db } from "../db/client.ts";
import { giveBack, takeSlot, WRITE_WINDOW_MS } from "../db/throttle-counts.ts";
import { tooManyRequests } from "../http-error.ts";

/** Counts `writes` more of `kind` for the account in its current window. */
export const countWrites = (
  db: Db,
  kind: WriteKind,
  userId: number,
  writes = 1,
  now = new Date(),
) => takeSlot(db, `writes:${kind}|${userId}`, WRITE_WINDOW_MS, now, writes);

/**
 * Counts `writes` more of `kind` for the account, or answers 429 with Retry-After when that goes
 * past its limit; a refused count is given back but for `kept` (the request's own, already
 * counted when it came in, stays counted as every refused request's does).
 */
export async function takeWrites(
  db: Db,
  config: Config,
  reply: FastifyReply,
  {
    kind,
    userId,
    writes = 1,
    kept = writes,
  }: { kind: WriteKind; userId: number; writes?: number; kept?: number },
) {
  const slot = await countWrites(db, kind, userId, writes);
  if (slot.count <= config.WRITE_LIMITS[kind]) return;
  if (writes > kept) await giveBack(db, slot, writes - kept);
  const waitSeconds = Math.max(
    1,
    Math.ceil((slot.windowStart.getTime() + WRITE_WINDOW_MS - Date.now()) / 1000),
  );
  reply.header("retry-after", waitSeconds);
  throw tooManyRequests(
    messageRef("error.too_many_writes", { minutes: Math.ceil(waitSeconds / 60) }),
  );
}
