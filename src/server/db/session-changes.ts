// Hears, on every instance, when a session ends or a user's row changes: triggers on `sessions`
// and `users` (migration 0005_session_changes_notify, hand-written) send `session:<token hash>` or
// `user:<id>` on the 'session_changes' channel, heard through the database's one listener
// (db/listener.ts), whose `caughtUp()` says every change committed before it has been heard.
import { type Db, listenerOf } from "./client.ts";

const CHANNEL = "session_changes";

export type SessionChange = { userId: number } | { tokenHash: string };

export interface SessionChangeHandlers {
  change(change: SessionChange): void;
  /** Listening (again): changes from now on are heard. */
  listening(): void;
  /** The connection dropped: changes may go unheard until `listening` comes again. */
  lost(): void;
}

function parse(payload: string): SessionChange | null {
  const [kind, value] = payload.split(":", 2);
  if (kind === "session" && value) return { tokenHash: value };
  const userId = Number(value);
  if (kind === "user" && Number.isInteger(userId)) return { userId };
  return null;
}

export interface SessionChangeListener {
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** Starts listening. */
export async function listenForSessionChanges(
  db: Db,
  handlers: SessionChangeHandlers,
): Promise<SessionChangeListener> {
  const listener = listenerOf(db);
  const subscription = await listener.listen(CHANNEL, {
    payload(payload) {
      const change = parse(payload);
      if (change) handlers.change(change);
    },
    listening: handlers.listening,
    lost: handlers.lost,
  });
  return { caughtUp: listener.caughtUp, close: subscription.close };
}
