import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { SESSION_COOKIE } from "../http/session-cookie.ts";
import type { Forgettable } from "./shared-reads.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Answers to visitors without a session may be reused for READ_CACHE_MS (read-cache.ts); a
     * function names what else than the URL and the encoding the answer depends on.
     */
    cacheAnonymous?: true | ((request: FastifyRequest) => string);
    /**
     * A signed-in reader's answer is shared with every reader it names the same (a kind of
     * reader, never a person), as visitors share theirs; null: this reader's answer is their own.
     */
    cacheSignedIn?: (request: FastifyRequest) => Promise<string | null>;
  }
  interface FastifyRequest {
    /**
     * Where this request's answer is to be kept, the cache's generation when it began, and how
     * it hands the answer to the requests that wait for it.
     */
    readCacheSlot: {
      key: string;
      generation: number;
      handOver: (entry: Entry | null) => void;
    } | null;
  }
}

// A link pasted into a group chat brings many visitors to the same page within seconds: for this
// long they share one answer. What forgets it sooner is in shared-reads.ts's invalidation table.
export const READ_CACHE_MS = 1000;
// One answer kept is at most this big: a page of rides is ~11 KB, a ride ~1 KB; the whole list
// uncompressed can be megabytes and is not kept.
export const MAX_KEPT_BYTES = 64 * 1024;

export interface Entry {
  headers: Record<string, string>;
  body: string | Buffer;
}

/**
 * A short-lived cache of the final bytes (compressed as the reader asked) of the routes marked
 * `config: { cacheAnonymous: true }`, for GETs without a session cookie: what everyone without
 * an account sees is the same, and building it takes a query, zod and compression each time.
 * A route's `cacheSignedIn` shares signed-in readers' answers the same way, by the kind of
 * reader it names.
 */
export async function registerReadCache(
  app: FastifyInstance,
  { ttlMs, max }: { ttlMs: number; max: number },
): Promise<Forgettable> {
  const entries = new LRUCache<string, Entry>({
    ttl: ttlMs,
    max,
    maxEntrySize: MAX_KEPT_BYTES,
    sizeCalculation: (entry) => Buffer.byteLength(entry.body),
  });
  // Bumped by every clear: an answer read before a change and finished after it is not kept.
  let generation = 0;
  // The answers being made, by key. When a kept page expires under a burst (a link pasted into a
  // group), the requests that miss it wait for the first one's answer instead of each making their
  // own: one render, not thirty queued behind each other (renders take turns, server-render.tsx).
  let inFlight = new Map<string, Promise<Entry | null>>();
  // Off until this instance hears changes, and while it may miss them.
  let enabled = false;
  const clear = () => {
    // As SharedReads.clear: LRUCache.clear walks all `max` slots, even of an empty cache.
    if (entries.size > 0) entries.clear();
    generation += 1;
    // Whoever asks after a change waits for no answer begun before it.
    if (inFlight.size > 0) inFlight = new Map();
  };
  /** Marks `key`'s answer as being made; what it returns hands the answer to those who wait. */
  const begin = (key: string) => {
    const waiting = inFlight;
    let settle: (entry: Entry | null) => void = () => {};
    const answer = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    waiting.set(key, answer);
    return (entry: Entry | null) => {
      settle(entry);
      if (waiting.get(key) === answer) waiting.delete(key);
    };
  };
  app.decorateRequest("readCacheSlot", null);

  const keyOf = async (
    request: FastifyRequest,
    dependsOn: (request: FastifyRequest) => string,
    signedIn: ((request: FastifyRequest) => Promise<string | null>) | undefined,
  ) => {
    if (request.method !== "GET") return null;
    const key = `${request.url}\n${request.headers["accept-encoding"] ?? ""}\n${dependsOn(request)}`;
    if (!request.cookies[SESSION_COOKIE]) return key;
    const reader = signedIn ? await signedIn(request) : null;
    return reader === null ? null : `${key}\n${reader}`;
  };

  // Registered after compression, so these hooks run after its own: the bytes kept are the
  // compressed ones.
  app.addHook("onRoute", (route) => {
    const cacheAnonymous = route.config?.cacheAnonymous;
    if (!cacheAnonymous) return;
    const dependsOn = cacheAnonymous === true ? () => "" : cacheAnonymous;
    const signedIn = route.config?.cacheSignedIn;
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      async (request, reply) => {
        const key = await keyOf(request, dependsOn, signedIn);
        if (key === null) return;
        // Checked without a pause in between, so one request alone begins an answer.
        const entry = entries.get(key) ?? (inFlight.has(key) ? await inFlight.get(key) : null);
        if (entry) return reply.headers(entry.headers).send(entry.body);
        if (enabled && !inFlight.has(key)) {
          request.readCacheSlot = { key, generation, handOver: begin(key) };
        }
      },
    ];
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request, reply, payload) => {
        const slot = request.readCacheSlot;
        if (!slot) return payload;
        const storable = typeof payload === "string" || Buffer.isBuffer(payload);
        if (slot.generation !== generation || reply.statusCode !== 200 || !storable) {
          // Those waiting make their own answer.
          slot.handOver(null);
          return payload;
        }
        const { "content-length": _length, ...headers } = reply.getHeaders();
        const entry = { headers: headers as Record<string, string>, body: payload };
        // One bigger than MAX_KEPT_BYTES is not kept (maxEntrySize), but still handed over.
        entries.set(slot.key, entry);
        slot.handOver(entry);
        return payload;
      },
    ];
    // Whatever became of the answer, those waiting are not left waiting (a second hand-over is
    // a no-op).
    route.onResponse = [
      ...[route.onResponse ?? []].flat(),
      async (request) => request.readCacheSlot?.handOver(null),
    ];
  });

  return {
    clear,
    // Answers are kept by URL, and a ride shows on many.
    forget: clear,
    setEnabled(on) {
      enabled = on;
      if (!on) clear();
    },
  };
}
