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
    /** Where this request's answer is to be kept, and the cache's generation when it began. */
    readCacheSlot: { key: string; generation: number } | null;
  }
}

// A link pasted into a group chat brings many visitors to the same page within seconds: for this
// long they share one answer. What forgets it sooner is in shared-reads.ts's invalidation table.
export const READ_CACHE_MS = 1000;
// One answer kept is at most this big: a page of rides is ~11 KB, a ride ~1 KB; the whole list
// uncompressed can be megabytes and is not kept.
export const MAX_KEPT_BYTES = 64 * 1024;

interface Entry {
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
  // Off until this instance hears changes, and while it may miss them.
  let enabled = false;
  const clear = () => {
    // As SharedReads.clear: LRUCache.clear walks all `max` slots, even of an empty cache.
    if (entries.size > 0) entries.clear();
    generation += 1;
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
        const entry = entries.get(key);
        if (entry) return reply.headers(entry.headers).send(entry.body);
        if (enabled) request.readCacheSlot = { key, generation };
      },
    ];
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request, reply, payload) => {
        const slot = request.readCacheSlot;
        const storable = typeof payload === "string" || Buffer.isBuffer(payload);
        if (slot?.generation !== generation || reply.statusCode !== 200 || !storable) {
          return payload;
        }
        const { "content-length": _length, ...headers } = reply.getHeaders();
        // One bigger than MAX_KEPT_BYTES is not kept (maxEntrySize).
        entries.set(slot.key, { headers: headers as Record<string, string>, body: payload });
        return payload;
      },
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
