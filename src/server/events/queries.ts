import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type AppEvent, EVENTS_CHANNEL } from "./bus.ts";

/** Sends `events` to every instance when the transaction `tx` commits (none if it rolls back). */
export async function signal(tx: Db, events: AppEvent[]) {
  if (events.length === 0) return;
  const payloads = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, payload) from json_array_elements_text(${payloads}::json) as payload`,
  );
}
