// One home for what is kept for more than one request: each read kept, what it is kept under, how
// long and how many, and the invalidation table (what each kind of change forgets). Nothing
// personal is kept but the session cache (session-cache.ts), whose entry only the request bearing
// that session's token is served, and the compressed bodies (compression-memo.ts), each sent only
// where the same body was to go: the visitors' answers are the same for every visitor, and each
// signed-in reader's view is made from the shared part per request (rides/ride/list-page.ts,
// rides/public.ts), where whatever depends on the reader (hasPartIn, canSeeContacts) is decided.
//
// Nobody is served what they could tell is stale: the database tells every instance of every
// change to a ride, a user or a session (events/event-catalog.ts: the `ride`, `user` and `session`
// events), which forgets what it touched; and before a kept read is used for a signed-in reader,
// their request hears every change committed before it (request.caughtUp). A visitor may miss one
// committed a moment before they asked, as their final answers already may (read-cache.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { ridePassengers, rides, rideWaitlist, sessions, users } from "../db/schema/index.ts";
import type { EventOf } from "../events/event-catalog.ts";
import { listenForSessionChanges } from "../events/session-changes.ts";
import { registerCompressionMemo } from "./compression-memo.ts";
import { READ_CACHE_MS, registerReadCache } from "./read-cache.ts";
import { SessionCache } from "./session-cache.ts";

/** The catalog's events (events/event-catalog.ts) that forget kept reads. */
export const FORGETTING_EVENTS = ["ride", "user", "session"] as const;
/** One of those events, with the ride, user or session it names. */
export type ForgettingEvent = EventOf<(typeof FORGETTING_EVENTS)[number]>;
/** A change that forgets kept reads: one of those events, the listener lost, a local write. */
export type Change = ForgettingEvent["kind"] | "lost" | "write";
/** What a change forgets of one read: all of it, the entries of what the event names, or nothing. */
type Forget = "all" | "named" | "nothing";

/** What a ride read shows: the ride, who rides and waits, and their names and contacts. */
const RIDE_TABLES = [rides, ridePassengers, rideWaitlist, users];

/**
 * Every read kept for more than one reader. `max` bounds its memory whatever is asked (past it,
 * the least recently read goes); `ttlMs` how long an entry may be kept unheard of; `tables` what
 * it reads, each sending an event of the catalog that forgets it (shared-reads.test.ts).
 */
export const SHARED_READS = {
  /** Visitors' final bytes (read-cache.ts), by URL and Accept-Encoding; ≤ 64 KB each. */
  answers: { ttlMs: READ_CACHE_MS, max: 1000, tables: RIDE_TABLES },
  /**
   * Pages of the ride list, by their query: what a page holds depends on the time too. ~30 KB
   * with its riders and JSON (the largest ~150 KB).
   */
  pages: { ttlMs: READ_CACHE_MS, max: 200, tables: RIDE_TABLES },
  /** Rides by id, ~1.4 KB each: kept until they change; the minute bounds a change missed. */
  rides: { ttlMs: 60_000, max: 10_000, tables: RIDE_TABLES },
  /** Each ride's passengers with their contacts, by ride id, about as big as the ride. */
  passengers: { ttlMs: 60_000, max: 10_000, tables: RIDE_TABLES },
  /**
   * The session's user (session-cache.ts), by the token's hash, for every signed-in request;
   * checked against the session's own expiry as well.
   */
  sessions: { ttlMs: 60_000, max: 10_000, tables: [sessions, users] },
  /**
   * Compressed bodies, by the plain body (≤ 64 KB) and Accept-Encoding (compression-memo.ts): sent
   * again only for a body the same to the letter, so they read nothing that could change. Most
   * are a ride's (~1.5 KB plain), so `maxBytes` (plain and compressed) bounds them, not the count.
   */
  compressed: { ttlMs: 60_000, max: 10_000, maxBytes: 16 * 1024 * 1024, tables: [] },
} as const;
export type SharedReadName = keyof typeof SHARED_READS;

/**
 * The invalidation table. `ride`: a ride, its passengers or its waitlist changed, on any instance
 * (the catalog's `ride` event; "named": that ride's entry). `user`: a user's row changed (their
 * name and contacts show on rides; the `user` event; "named": the user's sessions). `session`: a
 * session ended or was made to end sooner (the `session` event). `lost`: the listening connection
 * dropped, so changes may go unheard: "all" also keeps nothing new until it listens again.
 * `write`: a write answered by this instance, forgotten before the writer hears back so nothing
 * they do next meets the old read. A write of this instance that ends a session or changes a user
 * is also heard here at once (heardHere), before the database's notification.
 */
export const INVALIDATION: Record<SharedReadName, Record<Change, Forget>> = {
  answers: { ride: "all", user: "all", session: "nothing", lost: "all", write: "all" },
  pages: { ride: "all", user: "all", session: "nothing", lost: "all", write: "all" },
  rides: { ride: "named", user: "all", session: "nothing", lost: "all", write: "all" },
  passengers: { ride: "named", user: "all", session: "nothing", lost: "all", write: "all" },
  sessions: { ride: "nothing", user: "named", session: "named", lost: "all", write: "nothing" },
  compressed: {
    ride: "nothing",
    user: "nothing",
    session: "nothing",
    lost: "nothing",
    write: "nothing",
  },
};

/** What the invalidation table acts on: a kept read. */
export interface Forgettable {
  clear(): void;
  /** Forgets the entries of what `event` names (the table says "named"). */
  forget(event: ForgettingEvent): void;
  setEnabled(enabled: boolean): void;
}

declare module "fastify" {
  interface FastifyInstance {
    sharedReads: {
      /** Pages of the ride list, by the list's query. */
      pages: SharedReads<string>;
      /** Rides by id. */
      rides: SharedReads<number>;
      /** Each ride's passengers, by ride id. */
      passengers: SharedReads<number>;
      /** The session's user, by the token's hash (the session plugin, auth/session-plugin.ts). */
      sessions: SessionCache;
    };
  }
}

/** Reads shared by every request asking the same key, in flight or done. */
export class SharedReads<K extends string | number> implements Forgettable {
  readonly #kept: LRUCache<K, Promise<unknown>>;
  // Off until this instance hears changes, and whenever it may miss them (connection down).
  #enabled = false;

  constructor({ ttlMs, max }: { ttlMs: number; max: number }) {
    this.#kept = new LRUCache({ ttl: ttlMs, max });
  }

  /**
   * What `build` answers for `key`, shared with every request asking `key` while it is kept.
   * A signed-in reader's request first hears all changes committed before it.
   */
  async read<T>(request: FastifyRequest, key: K, build: () => Promise<T>): Promise<T> {
    if (request.user) {
      const heard = await request.caughtUp().then(
        () => true,
        () => false,
      );
      if (!heard) return build();
    }
    const kept = this.#kept.get(key);
    if (kept) return kept as Promise<T>;
    const value = build();
    if (!this.#enabled) return value;
    this.#kept.set(key, value);
    // A failed read is not kept for others.
    value.catch(() => {
      if (this.#kept.peek(key) === value) this.#kept.delete(key);
    });
    return value;
  }

  clear() {
    // LRUCache.clear walks all `max` slots (tens of µs at 10,000); every write asks, mostly of an
    // empty cache.
    if (this.#kept.size > 0) this.#kept.clear();
  }

  /** For reads kept by ride id: the ride's entry. */
  forget(event: ForgettingEvent) {
    if (event.kind === "ride") this.#kept.delete(event.rideId as K);
  }

  setEnabled(enabled: boolean) {
    this.#enabled = enabled;
    if (!enabled) this.clear();
  }
}

// The instances on each database handle in this process (tests run several apps), so that a
// write through `db` is heard by its own instance at once (heardHere).
const hearersOn = new WeakMap<object, Set<(event: ForgettingEvent) => void>>();

/**
 * A change this process wrote through `db`, heard by its instances at once: the next request
 * through them cannot meet what it forgets, even before the database's notification comes.
 */
export function heardHere(db: object, event: ForgettingEvent) {
  for (const hear of hearersOn.get(db) ?? []) hear(event);
}

/**
 * The visitors' answer cache, the session cache, the instance's shared reads and the compressed
 * bodies, each forgotten as the invalidation table says.
 */
export async function registerSharedReads(app: FastifyInstance) {
  const answers = await registerReadCache(app, SHARED_READS.answers);
  const pages = new SharedReads<string>(SHARED_READS.pages);
  const rides = new SharedReads<number>(SHARED_READS.rides);
  const passengers = new SharedReads<number>(SHARED_READS.passengers);
  const sessions = new SessionCache(SHARED_READS.sessions);
  const compressed = registerCompressionMemo(app, SHARED_READS.compressed);
  app.decorate("sharedReads", { pages, rides, passengers, sessions });
  const all: Record<SharedReadName, Forgettable> = {
    answers,
    pages,
    rides,
    passengers,
    sessions,
    compressed,
  };
  const heard = (change: Change, event?: ForgettingEvent) => {
    for (const name of Object.keys(all) as SharedReadName[]) {
      const forget = INVALIDATION[name][change];
      if (forget === "all") all[name].clear();
      else if (forget === "named" && event) all[name].forget(event);
    }
  };
  const listening = (on: boolean) => {
    for (const name of Object.keys(all) as SharedReadName[]) {
      if (INVALIDATION[name].lost === "all") all[name].setEnabled(on);
    }
  };
  const hearHere = (event: ForgettingEvent) => heard(event.kind, event);
  const hearers = hearersOn.get(app.db) ?? new Set();
  hearersOn.set(app.db, hearers.add(hearHere));

  const stopRides = app.events.onEvent((event) => {
    if (event.kind === "ride") heard("ride", event);
  });
  const changes = await listenForSessionChanges(app.db, app.log, {
    change: (change) => heard(change.kind, change),
    listening: () => listening(true),
    lost: () => listening(false),
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) {
      heard("write");
    }
    return payload;
  });
  app.addHook("onClose", async () => {
    hearers.delete(hearHere);
    stopRides();
    await changes.close();
  });
}
