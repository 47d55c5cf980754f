// Hears, on every instance, when a session ends or a user's row changes: triggers on `sessions`
// and `users` (migration 0004_session_changes_notify, hand-written) send `session:<token hash>` or
// `user:<id>` on PostgreSQL's 'session_changes' channel. Each instance listens on a connection of
// its own (PostgreSQL) or on its embedded database (PGlite) and drops what its cache kept.
//
// `caughtUp()` resolves once every change committed before it was called has been heard: PGlite
// calls its listeners before the writing query returns; PostgreSQL signals its listeners as a
// write commits and sends them the notification before the answer to their next query, so one
// round trip on the listening connection (shared by every request waiting meanwhile) suffices.
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Db } from "../db/client.ts";

const CHANNEL = "session_changes";
const RECONNECT_MS = 1000;

export type SessionChange = { userId: number } | { tokenHash: string };

export interface SessionChangeHandlers {
  change(change: SessionChange): void;
  /** Listening (again): changes from now on are heard. */
  listening(): void;
  /** The connection dropped: changes may go unheard until `listening` comes again. */
  lost(): void;
}

function parse(payload: string | undefined): SessionChange | null {
  const [kind, value] = (payload ?? "").split(":", 2);
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
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(CHANNEL, (payload) => {
      const change = parse(payload);
      if (change) handlers.change(change);
    });
    handlers.listening();
    return { caughtUp: async () => {}, close: unlisten };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client.options, handlers);
  throw new Error("unknown database client: cannot listen for session changes");
}

/** One connection kept for LISTEN, opened again a second after it drops. */
async function listenOnPostgres(
  options: pg.PoolConfig,
  handlers: SessionChangeHandlers,
): Promise<SessionChangeListener> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // Callers waiting for the next round trip; one in flight at a time serves all that came before.
  let waiting: { resolve(): void; reject(error: unknown): void }[] = [];
  let pumping = false;

  const pump = async () => {
    pumping = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        if (!current) throw new Error("not listening for session changes");
        await current.query("select 1");
        for (const caller of batch) caller.resolve();
      } catch (error) {
        for (const caller of batch) caller.reject(error);
      }
    }
    pumping = false;
  };

  const connect = async () => {
    const connection = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      current = null;
      handlers.lost();
      connection.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, RECONNECT_MS).unref();
    };
    connection.on("error", drop);
    connection.on("end", drop);
    connection.on("notification", (message) => {
      const change = parse(message.payload);
      if (change) handlers.change(change);
    });
    try {
      await connection.connect();
      await connection.query(`listen ${CHANNEL}`);
    } catch {
      drop();
      return;
    }
    if (stopped) {
      await connection.end();
      return;
    }
    current = connection;
    handlers.listening();
  };

  await connect();
  return {
    caughtUp: () =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (!pumping) void pump();
      }),
    async close() {
      stopped = true;
      clearTimeout(retry);
      const connection = current;
      current = null;
      await connection?.end();
    },
  };
}
