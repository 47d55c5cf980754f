import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../http/session-cookie.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answers to visitors without a session may be reused for READ_CACHE_MS (read-cache.ts). */
    cacheAnonymous?: boolean;
  }
  interface FastifyRequest {
    /** Where this request's answer is to be kept, and the cache's generation when it began. */
    readCacheSlot: { key: string; generation: number } | null;
  }
}

// A link pasted into a group chat brings many visitors to the same page within seconds: for this
// long they share one answer. Writes on this instance clear it at once; a ride's change made on
// another instance clears it when its signal arrives (the events bus), and anything else within
// this time.
export const READ_CACHE_MS = 1000;
// Bounds the memory it may take (64 MB), whatever URLs are asked: a page of rides is ~11 KB, a
// ride ~1 KB; the whole list uncompressed can be megabytes and is not kept.
const MAX_ENTRIES = 1000;
export const MAX_KEPT_BYTES = 64 * 1024;

interface Entry {
  expires: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** Subscribes a listener to the changes committed by every instance (the events bus). */
export type ChangeFeed = (listener: (change: { kind: string }) => void) => unknown;

/**
 * A short-lived cache of the final bytes (compressed as the reader asked) of the routes marked
 * `config: { cacheAnonymous: true }`, for GETs without a session cookie: what everyone without
 * an account sees is the same, and building it takes a query, zod and compression each time.
 */
export async function registerReadCache(app: FastifyInstance, changes: ChangeFeed) {
  const entries = new Map<string, Entry>();
  // Bumped by every write: an answer read before a write and finished after it is not kept.
  let generation = 0;
  const clear = () => {
    entries.clear();
    generation += 1;
  };
  changes((change) => {
    if (change.kind === "ride") clear();
  });
  app.decorateRequest("readCacheSlot", null);

  const keyOf = (request: FastifyRequest) =>
    request.method === "GET" && !request.cookies[SESSION_COOKIE]
      ? `${request.url}\n${request.headers["accept-encoding"] ?? ""}`
      : null;

  // Registered after compression, so these hooks run after its own: the bytes kept are the
  // compressed ones.
  app.addHook("onRoute", (route) => {
    if (!route.config?.cacheAnonymous) return;
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      async (request, reply) => {
        const key = keyOf(request);
        if (key === null) return;
        const entry = entries.get(key);
        if (entry && entry.expires > Date.now()) {
          return reply.headers(entry.headers).send(entry.body);
        }
        request.readCacheSlot = { key, generation };
      },
    ];
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request, reply, payload) => {
        const slot = request.readCacheSlot;
        const storable =
          (typeof payload === "string" || Buffer.isBuffer(payload)) &&
          Buffer.byteLength(payload) <= MAX_KEPT_BYTES;
        if (slot?.generation !== generation || reply.statusCode !== 200 || !storable) {
          return payload;
        }
        const { "content-length": _length, ...headers } = reply.getHeaders();
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(slot.key, {
          expires: Date.now() + READ_CACHE_MS,
          headers: headers as Record<string, string>,
          body: payload,
        });
        return payload;
      },
    ];
  });

  // Any change made through this instance may show in a cached answer: start afresh, before the
  // writer hears back, so nothing they do next can meet the old answer.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) clear();
    return payload;
  });
}
