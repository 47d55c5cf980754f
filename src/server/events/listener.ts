// One listener per database handle, shared by every channel the instance hears (the events bus,
// the session cache): on PostgreSQL one connection of its own, on PGlite its in-process listen.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface ChannelHandlers {
  payload(payload: string): void;
  /** Listening (again) on the channel: what commits from now on is heard. */
  listening?(): void;
  /** The connection failed or dropped: commits may go unheard until `listening` comes again. */
  lost?(error: Error): void;
}

export interface Listener {
  /**
   * Resolves once listening, or after a first failed attempt, so an app starts while its database
   * is briefly away.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<{ close(): Promise<void> }>;
  /** Resolves once all committed before the call has been heard; rejects when not listening. */
  caughtUp(): Promise<void>;
}

/** PGlite calls its listeners before the writing query returns: always caught up, never lost. */
export function pgliteListener(client: PGlite): Listener {
  return {
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.payload(payload));
      handlers.listening?.();
      return { close: unlisten };
    },
    caughtUp: async () => {},
  };
}

const RELISTEN_DELAY_MS = 1000;
/** How long closing waits for the server to say goodbye before the socket is cut. */
const LISTENER_END_MS = 500;

/** Ends `client`, cutting its socket when a frozen connection never answers the goodbye. */
async function endWithin(client: pg.Client, ms: number) {
  const ended = client.end().then(
    () => true,
    () => true,
  );
  const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref());
  if (!(await Promise.race([ended, timedOut]))) {
    (
      client as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
  }
}

/**
 * One connection that LISTENs on every channel with a subscriber, opened by the first and ended
 * after the last. When it is lost it is opened again every RELISTEN_DELAY_MS until it is back; what
 * was sent meanwhile is missed, and subscribers are told (`lost`, then `listening`). `config`
 * carries the request timeouts: they bound connecting and each round trip, not the idling between.
 */
export function postgresListener(config: pg.ClientConfig): Listener {
  const channels = new Map<string, Set<ChannelHandlers>>();
  const dropped = new WeakSet<pg.Client>();
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  // Connecting, LISTEN, UNLISTEN and ending take turns, so a channel is never half-added.
  let turns: Promise<void> = Promise.resolve();
  const inTurn = (step: () => Promise<void>) => {
    const run = turns.then(step);
    turns = run.catch(() => {});
    return run;
  };
  const everyone = () => [...channels.values()].flatMap((set) => [...set]);

  const lost = (client: pg.Client, error: Error) => {
    if (dropped.has(client)) return;
    dropped.add(client);
    if (current === client) current = null;
    for (const handlers of everyone()) handlers.lost?.(error);
    void endWithin(client, LISTENER_END_MS);
    if (channels.size > 0) {
      retry = setTimeout(() => void inTurn(connect), RELISTEN_DELAY_MS).unref();
    }
  };

  const connect = async () => {
    clearTimeout(retry);
    retry = undefined;
    if (current || channels.size === 0) return;
    const client = new pg.Client(config);
    client.on("notification", ({ channel, payload }) => {
      if (!payload) return;
      for (const handlers of channels.get(channel) ?? []) handlers.payload(payload);
    });
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client, new Error("listening connection closed")));
    try {
      await client.connect();
      for (const channel of channels.keys()) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      lost(client, error as Error);
    }
    if (dropped.has(client)) return;
    current = client;
    for (const handlers of everyone()) handlers.listening?.();
  };

  // Callers waiting for the next round trip; one in flight at a time serves all that came before.
  // PostgreSQL sends a listener the notifications committed before the answer to its next query.
  let waiting: { resolve(): void; reject(error: unknown): void }[] = [];
  let pumping = false;
  const pump = async () => {
    pumping = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const client = current;
      try {
        if (!client) throw new Error("not listening");
        await client.query("select 1");
        for (const caller of batch) caller.resolve();
      } catch (error) {
        for (const caller of batch) caller.reject(error);
        // A listener that cannot answer within the read timeout may be hearing nothing.
        if (client) lost(client, error as Error);
      }
    }
    pumping = false;
  };

  return {
    async listen(channel, handlers) {
      const subscribers = channels.get(channel) ?? new Set();
      const isNew = subscribers.size === 0;
      subscribers.add(handlers);
      channels.set(channel, subscribers);
      await inTurn(async () => {
        if (!current) {
          // The first subscriber connects; while a reconnect is due, it LISTENs on this one too.
          if (!retry) await connect();
          return;
        }
        const client = current;
        try {
          if (isNew) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          handlers.listening?.();
        } catch (error) {
          lost(client, error as Error);
        }
      });
      return {
        close: () =>
          inTurn(async () => {
            if (!subscribers.delete(handlers) || subscribers.size > 0) return;
            channels.delete(channel);
            const client = current;
            if (!client) {
              if (channels.size === 0) {
                clearTimeout(retry);
                retry = undefined;
              }
              return;
            }
            if (channels.size === 0) {
              current = null;
              dropped.add(client);
              await endWithin(client, LISTENER_END_MS);
              return;
            }
            await client
              .query(`UNLISTEN ${pg.escapeIdentifier(channel)}`)
              .catch((error: Error) => lost(client, error));
          }),
      };
    },
    caughtUp: () =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (!pumping) void pump();
      }),
  };
}
