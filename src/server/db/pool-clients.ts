// A pooled PostgreSQL connection can break while a request holds it: its time ran out mid-
// transaction (deadline.ts cuts it), the network failed, PostgreSQL went away. node-postgres then
// emits `error` on the client, and the pool listens for that only while the client is idle: unheard,
// it ended the process. And a holder may never give the client back (Drizzle's transaction does
// not when its `begin` fails), which shrank the pool for good.
import type { Socket } from "node:net";
import type pg from "pg";

type Release = (error?: Error | boolean) => void;

/** True once the client's socket is gone: cut by deadline.ts, or closed under it. */
export function isCut(client: pg.ClientBase): boolean {
  return (client as unknown as { connection: { stream: Socket } }).connection.stream.destroyed;
}

/** Closes the client's socket at once: PostgreSQL rolls back whatever it was doing. */
export function cut(client: pg.ClientBase) {
  (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
}

/**
 * From the moment each of `pool`'s clients connects: its errors are heard (and reported), a broken
 * client goes back to the pool with its error (the pool drops it and opens another when needed),
 * and that at once when it breaks while held, so a holder that never releases it leaks nothing.
 */
export function dropBrokenClients(pool: pg.Pool, report: (error: Error) => void) {
  pool.on("connect", (client) => {
    // The pool sets `release` on each checkout, a function that throws when called twice: the
    // holder's own call after the client was handed back for it must do nothing instead.
    let poolRelease: Release | undefined;
    const release: Release = (error) => {
      const once = poolRelease;
      poolRelease = undefined;
      once?.(error || (isCut(client) ? new Error("Connection terminated: cut") : undefined));
    };
    Object.defineProperty(client, "release", {
      configurable: true,
      get: () => release,
      set: (fromPool: Release) => {
        poolRelease = fromPool;
      },
    });
    client.on("error", (error) => {
      report(error);
      // Idle, the pool's own listener drops it.
      if (poolRelease) release(error);
    });
  });
}
