// Many readers get the same body from answers the read cache does not keep for them
// (read-cache.ts keeps only what a kind of reader shares): every signed-in rider's page of the
// ride list, where they have a part in none of its rides, is the same JSON (rides/ride/
// list-page.ts). Compressing it again took over 40% of that call's CPU (issue 40). A body the
// same, to the letter, as the last one sent for its URL and Accept-Encoding goes out as that one
// was compressed; any other body is compressed as usual.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { MAX_KEPT_BYTES } from "./read-cache.ts";
import type { Forgettable } from "./shared-reads.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** This request's body before compression, when it may be kept beside its compressed bytes. */
    plainBody: string | null;
  }
}

interface Compressed {
  plain: string;
  body: Buffer;
  headers: { "content-encoding": string; vary: string };
}

const keyOf = (request: FastifyRequest) =>
  `${request.url}\n${request.headers["accept-encoding"] ?? ""}`;

/** Registered after @fastify/compress, so the bytes kept are its own. */
export function registerCompressionMemo(
  app: FastifyInstance,
  { ttlMs, max }: { ttlMs: number; max: number },
): Forgettable {
  const last = new LRUCache<string, Compressed>({ ttl: ttlMs, max });
  app.decorateRequest("plainBody", null);

  // The instance's hooks run before a route's own, so before the compression's.
  app.addHook("onSend", async (request, reply, payload) => {
    const keepable =
      request.method === "GET" &&
      reply.statusCode === 200 &&
      typeof payload === "string" &&
      payload.length <= MAX_KEPT_BYTES;
    if (!keepable) return payload;
    const kept = last.get(keyOf(request));
    if (kept?.plain !== payload) {
      request.plainBody = payload;
      return payload;
    }
    reply.headers(kept.headers);
    return kept.body;
  });

  app.addHook("onRoute", (route) => {
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      async (request, reply, payload) => {
        const plain = request.plainBody;
        const encoding = reply.getHeader("content-encoding");
        if (plain !== null && Buffer.isBuffer(payload) && typeof encoding === "string") {
          const vary = String(reply.getHeader("vary") ?? "");
          last.set(keyOf(request), {
            plain,
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
