// A request gets DATABASE_TIMEOUT_MS of PostgreSQL's time in all, not per statement: each
// statement it runs may only wait for what is left (its client-side read timeout), and one started
// after the time is up fails at once. PostgreSQL's own timeouts (client.ts) stay as the backstop.
import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

interface Deadline {
  at: number;
  /** Set once the request is answered: work it left running has no deadline of its own. */
  over: boolean;
}

const deadlines = new AsyncLocalStorage<Deadline>();

/** Runs `next` (the rest of a request) with `ms` of database time from now; answers `end`. */
export function startDeadline(ms: number, next: () => void): { end(): void } {
  const deadline = { at: Date.now() + ms, over: false };
  deadlines.run(deadline, next);
  return {
    end() {
      deadline.over = true;
    },
  };
}

/** Milliseconds the current request has left, or undefined outside a request. */
function remainingMs(): number | undefined {
  const deadline = deadlines.getStore();
  return deadline && !deadline.over ? deadline.at - Date.now() : undefined;
}

type Callback = (error: Error | null, result?: unknown) => void;
type QueryFn = (config: unknown, values?: unknown, callback?: Callback) => unknown;

/**
 * Makes every statement `client` runs keep to the deadline of the request that runs it, and to
 * `readTimeoutMs` (the pool's own read timeout) when that is sooner.
 */
export function keepToRequestDeadline(client: pg.ClientBase, readTimeoutMs: number) {
  const query = client.query.bind(client) as QueryFn;
  const limited: QueryFn = (config, values, callback) => {
    const left = remainingMs();
    if (left === undefined || typeof (config as { submit?: unknown }).submit === "function") {
      return query(config, values, callback);
    }
    if (left <= 0) {
      // The time is up, maybe inside a transaction whose last statement is still running: the
      // connection goes (PostgreSQL rolls the transaction back) rather than queue behind it.
      (
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
      const error = new Error("Query read timeout: the request's time for the database is up");
      const done = typeof values === "function" ? (values as Callback) : callback;
      if (!done) return Promise.reject(error);
      process.nextTick(() => done(error));
      return undefined;
    }
    const text = typeof config === "string" ? { text: config } : (config as object);
    return query({ ...text, query_timeout: Math.min(left, readTimeoutMs) }, values, callback);
  };
  (client as unknown as { query: QueryFn }).query = limited;
}
