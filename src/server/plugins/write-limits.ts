import type { FastifyInstance } from "fastify";
import { messageRef } from "../../domain/i18n/message.ts";
import type { WriteKind } from "../config.ts";
import { takeSlot, WRITE_WINDOW_MS } from "../db/throttle-counts.ts";
import { tooManyRequests } from "../http-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Counts this route's requests against the signed-in account's WRITE_LIMITS of this kind. */
    writeLimit?: WriteKind;
  }
}

/**
 * The per-account write limits of the routes marked `config: { writeLimit: kind }`, counted in
 * the database like the address throttle (every instance shares the count). Runs after the
 * session is read and the body is checked; a request without an account is left to the route's
 * own guard.
 */
export async function registerWriteLimits(app: FastifyInstance) {
  const { db, config } = app;
  app.addHook("onRoute", (route) => {
    const kind = route.config?.writeLimit;
    if (!kind) return;
    route.preHandler = [
      ...[route.preHandler ?? []].flat(),
      async (request, reply) => {
        if (!request.user) return;
        const slot = await takeSlot(db, `writes:${kind}|${request.user.id}`, WRITE_WINDOW_MS);
        if (slot.count <= config.WRITE_LIMITS[kind]) return;
        const waitSeconds = Math.max(
          1,
          Math.ceil((slot.windowStart.getTime() + WRITE_WINDOW_MS - Date.now()) / 1000),
        );
        reply.header("retry-after", waitSeconds);
        throw tooManyRequests(
          messageRef("error.too_many_writes", { minutes: Math.ceil(waitSeconds / 60) }),
        );
      },
    ];
  });
}
