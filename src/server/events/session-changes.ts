// Hears, on every instance, when a session ends or a user's row changes: the `user` and `session`
// events of the catalog (events/event-catalog.ts), sent by triggers on `users` and `sessions` on the
// 'session_changes' channel and heard through the database's one listener (events/listener.ts), whose
// `caughtUp()` says every change committed before it has been heard.
import type { FastifyBaseLogger } from "fastify";
import { type Db, listenerOf } from "../db/client.ts";
import type { EventOn } from "./event-catalog.ts";
import { listenForEvents } from "./listen-events.ts";

export type SessionChange = EventOn<"session_changes">;

export interface SessionChangeHandlers {
  change(change: SessionChange): void;
  /** Listening (again): changes from now on are heard. */
  listening(): void;
  /** The connection dropped: changes may go unheard until `listening` comes again. */
  lost(): void;
}

export interface SessionChangeListener {
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** Starts listening. */
export async function listenForSessionChanges(
  db: Db,
  log: FastifyBaseLogger,
  handlers: SessionChangeHandlers,
): Promise<SessionChangeListener> {
  const subscription = await listenForEvents(db, log, "session_changes", {
    event: handlers.change,
    listening: handlers.listening,
    lost: handlers.lost,
  });
  return { caughtUp: listenerOf(db).caughtUp, close: subscription.close };
}
