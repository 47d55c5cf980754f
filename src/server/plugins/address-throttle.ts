import type { FastifyInstance } from "fastify";
import { messageRef } from "../../domain/i18n/message.ts";
import { deleteStaleThrottleCounts, takeSlot } from "../db/throttle-counts.ts";
import { tooManyRequests } from "../http-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** At most RATE_LIMIT_PER_MINUTE requests per client address per minute on this route. */
    throttlePerAddress?: boolean;
  }
}

const WINDOW_MS = 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * The per-address throttle of the routes marked `config: { throttlePerAddress: true }`, counted
 * in the database (db/throttle-counts.ts): every app instance on it shares the count.
 * Counted before the body is read, so a refused request costs one statement.
 */
export async function registerAddressThrottle(app: FastifyInstance) {
  const { db, config } = app;
  app.addHook("onRoute", (route) => {
    if (!route.config?.throttlePerAddress) return;
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      async (request, reply) => {
        const slot = await takeSlot(db, `address:${route.url}|${request.ip}`, WINDOW_MS);
        if (slot.count <= config.RATE_LIMIT_PER_MINUTE) return;
        const waitMs = slot.windowStart.getTime() + WINDOW_MS - Date.now();
        reply.header("retry-after", Math.max(1, Math.ceil(waitMs / 1000)));
        throw tooManyRequests(
          messageRef("error.too_many_attempts", { minutes: Math.ceil(waitMs / 60_000) || 1 }),
        );
      },
    ];
  });

  // Rows whose window has passed are only reused by the same key: sweep them now and then.
  const sweep = setInterval(() => {
    deleteStaleThrottleCounts(db).catch((error) => app.log.warn({ err: error }, "sweep failed"));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
}
