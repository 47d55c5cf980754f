// What every reader of a read may share, whoever they are: a page of the ride list, a ride (with
// who rides and who waits on it) or its passengers, before any reader's own view is made of it.
// Signed-in readers ask these as often as visitors do, and each used to cost a query; now readers
// asking the same thing share one query, in flight or done. Nothing personal is kept: each
// reader's view is made from the shared part per request (rides/list-page.ts, rides/public.ts).
//
// Nobody is served what they could tell is stale: the database tells every instance of every
// change to a ride or a user (its triggers, heard through the events bus and session_changes),
// which forgets what it touched; and before a kept read is used for a signed-in reader, their
// request hears every change committed before it (request.caughtUp). A visitor may miss one
// committed a moment before they asked, as their final answers already may (read-cache.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { listenForSessionChanges } from "../db/session-changes.ts";
import { READ_CACHE_MS } from "./read-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    sharedReads: {
      /** Pages of the ride list, for READ_CACHE_MS: what a page holds depends on the time too. */
      pages: SharedReads;
      /** Rides by id, until they change (a minute at most): time does not move a ride's record. */
      rides: SharedReads;
      /** Each ride's passengers with their contacts, by ride id, as `rides`. */
      passengers: SharedReads;
    };
  }
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export interface SharedReadsOptions {
  ttlMs: number;
  /** Bounds its memory whatever is asked: past it, the least recently read goes. */
  maxEntries: number;
}

export class SharedReads {
  readonly #entries = new Map<string, Entry>();
  readonly #options: SharedReadsOptions;
  // Off until this instance hears changes, and whenever it may miss them (connection down).
  #enabled = false;

  constructor(options: SharedReadsOptions) {
    this.#options = options;
  }

  /**
   * What `build` answers for `key`, shared with every request asking `key` while it is kept.
   * A signed-in reader's request first hears all changes committed before it.
   */
  async read<T>(request: FastifyRequest, key: string, build: () => Promise<T>): Promise<T> {
    if (request.user) {
      const heard = await request.caughtUp().then(
        () => true,
        () => false,
      );
      if (!heard) return build();
    }
    const now = Date.now();
    const kept = this.#entries.get(key);
    if (kept && kept.expires > now) {
      // Least recently read goes first: a Map iterates in insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept.value as Promise<T>;
    }
    const value = build();
    if (!this.#enabled) return value;
    const entry = { expires: now + this.#options.ttlMs, value };
    this.#entries.delete(key);
    for (const [oldKey, old] of this.#entries) {
      if (old.expires > now && this.#entries.size < this.#options.maxEntries) break;
      this.#entries.delete(oldKey);
    }
    this.#entries.set(key, entry);
    // A failed read is not kept for others.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  forget(key: string) {
    this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
  }

  setEnabled(enabled: boolean) {
    this.#enabled = enabled;
    if (!enabled) this.clear();
  }
}

/**
 * The instance's shared reads: a ride's change forgets that ride and every page of the list, a
 * user's change (their name and contacts show on rides) everything.
 */
export async function registerSharedReads(app: FastifyInstance) {
  // A page of the list with its riders and JSON is ~30 KB (the largest ~150 KB); a ride ~1.4 KB,
  // its passengers about as much.
  const pages = new SharedReads({ ttlMs: READ_CACHE_MS, maxEntries: 200 });
  // A ride is kept until it changes; the minute bounds what a change missed without the listening
  // connection dropping (which forgets everything) could cost.
  const rides = new SharedReads({ ttlMs: 60_000, maxEntries: 10_000 });
  const passengers = new SharedReads({ ttlMs: 60_000, maxEntries: 10_000 });
  const all = [pages, rides, passengers];
  app.decorate("sharedReads", { pages, rides, passengers });
  const stopRides = app.events.onEvent((event) => {
    if (event.kind !== "ride") return;
    pages.clear();
    rides.forget(String(event.rideId));
    passengers.forget(String(event.rideId));
  });
  const changes = await listenForSessionChanges(app.db, {
    change: (change) => {
      if ("userId" in change) for (const reads of all) reads.clear();
    },
    listening: () => {
      for (const reads of all) reads.setEnabled(true);
    },
    lost: () => {
      for (const reads of all) reads.setEnabled(false);
    },
  });
  // A change made through this instance is forgotten before the writer hears back, without
  // waiting for the database's word: a visitor reading next does not wait for it (read-cache.ts).
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) {
      for (const reads of all) reads.clear();
    }
    return payload;
  });
  app.addHook("onClose", async () => {
    stopRides();
    await changes.close();
  });
}
