// Many readers get the same body from answers the read cache does not keep for them
// (read-cache.ts keeps only what a kind of reader shares): every signed-in rider's page of the
// ride list, where they have a part in none of its rides, is the same JSON (rides/ride/
// list-page.ts). Compressing it again took over 40% of that call's CPU (issue 40). A body sent
// before, to the letter and to the same Accept-Encoding, goes out as it was compressed then; any
// other body is compressed as usual.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { MAX_KEPT_BYTES } from "./read-cache.ts";
import type { Forgettable } from "./shared-reads.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Where this request's compressed body is to be kept: its Accept-Encoding and plain body. */
    compressedSlot: string | null;
  }
}

interface Compressed {
  body: Buffer;
  headers: { "content-encoding": string; vary: string };
}

// By the body itself, so the readers of a page who each get a body of their own (their rides)
// do not push out the one the others share.
const keyOf = (request: FastifyRequest, body: string) =>
  `${request.headers["accept-encoding"] ?? ""}\n${body}`;

/** Registered after @fastify/compress, so the bytes kept are its own. */
export function registerCompressionMemo(
  app: FastifyInstance,
  { ttlMs, max, maxBytes }: { ttlMs: number; max: number; maxBytes: number },
): Forgettable {
  const last = new LRUCache<string, Compressed>({
    ttl: ttlMs,
    max,
    maxSize: maxBytes,
    sizeCalculation: (kept, key) => key.length + kept.body.length,
  });
  app.decorateRequest("compressedSlot", null);

  // The instance's hooks run before a route's own, so before the compression's.
  app.addHook("onSend", async (request, reply, payload) => {
    const keepable =
      request.method === "GET" &&
      reply.statusCode === 200 &&
      typeof payload === "string" &&
      payload.length <= MAX_KEPT_BYTES;
    if (!keepable) return payload;
    const key = keyOf(request, payload);
    const kept = last.get(key);
    if (!kept) {
      request.compressedSlot = key;
      return payload;
    }
    reply.headers(kept.headers);
    return kept.body;
  });

  app.addHook("onRoute", (route) => {
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request, reply, payload) => {
        const key = request.compressedSlot;
        const encoding = reply.getHeader("content-encoding");
        if (key !== null && Buffer.isBuffer(payload) && typeof encoding === "string") {
          const vary = String(reply.getHeader("vary") ?? "");
          last.set(key, {
            body: payload,
            headers: { "content-encoding": encoding, vary },
          });
        }
        return payload;
      },
    ];
  });

  // Nothing kept can be stale: it is used only for the very body it was made from.
  return { clear: () => last.clear(), forget: () => {}, setEnabled: () => {} };
}
