import type { Db } from "../db/client.ts";
import { signal } from "./queries.ts";

export type { AppEvent, EventBus, EventListener } from "./bus.ts";

/** Tells each person's open pages about their new notifications (called by notify()). */
export function signalNotifications(tx: Db, rows: { userId: number; id: number }[]) {
  return signal(
    tx,
    rows.map(({ userId, id }) => ({ kind: "notification", userId, id })),
  );
}
