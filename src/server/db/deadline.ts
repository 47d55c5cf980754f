// A request gets DATABASE_TIMEOUT_MS of PostgreSQL's time in all, not per statement: each
// statement it runs may only wait for what is left (its client-side read timeout), and one started
// after the time is up fails at once. PostgreSQL's own timeouts (client.ts) stay as the backstop.
import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import { cut, isCut } from "./pool-clients.ts";

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

const READ_TIMEOUT = "Query read timeout";
const isReadTimeout = (error: unknown) => (error as Error | null)?.message === READ_TIMEOUT;

/**
 * Makes every statement `client` runs keep to the deadline of the request that runs it, and to
 * `readTimeoutMs` (the pool's own read timeout) when that is sooner. A connection whose time ran
 * out, or that a statement outlived its read timeout on, is cut (PostgreSQL rolls its transaction
 * back): its statement may still be running there, and what came next would queue behind it. A cut
 * client fails every statement at once; pool-clients.ts hands it back to the pool, which drops it.
 */
export function keepToRequestDeadline(client: pg.ClientBase, readTimeoutMs: number) {
  const query = client.query.bind(client) as QueryFn;
  const limited: QueryFn = (config, values, callback) => {
    if (typeof (config as { submit?: unknown }).submit === "function") {
      return query(config, values, callback);
    }
    const done = typeof values === "function" ? (values as Callback) : callback;
    const args = typeof values === "function" ? undefined : values;
    const left = remainingMs();
    const timeUp = left !== undefined && left <= 0;
    if (timeUp || isCut(client)) {
      cut(client);
      const error = timeUp
        ? new Error(`${READ_TIMEOUT}: the request's time for the database is up`)
        : new Error("Connection terminated: its socket is closed");
      if (!done) return Promise.reject(error);
      process.nextTick(() => done(error));
      return undefined;
    }
    const text = typeof config === "string" ? { text: config } : (config as object);
    const limit = left === undefined ? {} : { query_timeout: Math.min(left, readTimeoutMs) };
    if (done) {
      return query({ ...text, ...limit }, args, (error, result) => {
        if (isReadTimeout(error)) cut(client);
        done(error, result);
      });
    }
    return (query({ ...text, ...limit }, args) as Promise<unknown>).catch((error: unknown) => {
      if (isReadTimeout(error)) cut(client);
      throw error;
    });
  };
  (client as unknown as { query: QueryFn }).query = limited;
}
