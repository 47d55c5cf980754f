// What every reader of a read may share, whoever they are: a page of the ride list with who rides
// and who waits on each ride, before any reader's own view is made of it. Signed-in readers ask
// these as often as visitors do, and each used to cost a query; now readers asking the same thing
// within READ_CACHE_MS share one query, in flight or done. Nothing personal is kept: each reader's
// view is made from the shared part per request (rides/list-page.ts).
//
// A signed-in reader is never served what they could tell is stale: before a kept read is used for
// them, their request hears every change committed before it (request.caughtUp), and any ride or
// user change, on any instance, forgets every kept read. A visitor's read may be up to
// READ_CACHE_MS old, as their final answers already are (read-cache.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { listenForSessionChanges } from "../auth/session-changes.ts";
import { READ_CACHE_MS } from "./read-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    sharedReads: SharedReads;
  }
}

// Bounds its memory whatever is asked: what was read in the last READ_CACHE_MS, and at most this
// many reads (a page of the list with its riders and JSON is ~30 KB; the largest page ~150 KB).
const MAX_ENTRIES = 200;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

export class SharedReads {
  readonly #entries = new Map<string, Entry>();
  // Off until this instance hears changes, and whenever it may miss them (connection down).
  #enabled = false;

  /**
   * What `build` answers for `key`, shared with every request asking `key` within READ_CACHE_MS.
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
    if (kept && kept.expires > now) return kept.value as Promise<T>;
    const value = build();
    if (!this.#enabled) return value;
    const entry = { expires: now + READ_CACHE_MS, value };
    // Oldest first: what expired, and past MAX_ENTRIES the oldest, goes.
    this.#entries.delete(key);
    for (const [oldKey, old] of this.#entries) {
      if (old.expires > now && this.#entries.size < MAX_ENTRIES) break;
      this.#entries.delete(oldKey);
    }
    this.#entries.set(key, entry);
    // A failed read is not kept for others.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  clear() {
    this.#entries.clear();
  }

  setEnabled(enabled: boolean) {
    this.#enabled = enabled;
    if (!enabled) this.clear();
  }
}

/** The instance's shared reads, forgotten on every change to a ride or a user. */
export async function registerSharedReads(app: FastifyInstance) {
  const reads = new SharedReads();
  app.decorate("sharedReads", reads);
  const stopRides = app.events.onEvent((event) => {
    if (event.kind === "ride") reads.clear();
  });
  const changes = await listenForSessionChanges(app.db, {
    change: (change) => {
      if ("userId" in change) reads.clear();
    },
    listening: () => reads.setEnabled(true),
    lost: () => reads.setEnabled(false),
  });
  app.addHook("onClose", async () => {
    stopRides();
    await changes.close();
  });
}
