import type { FastifyInstance } from "fastify";
import type { WriteKind } from "../config.ts";
import { takeWrites } from "../http/write-count.ts";

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
        await takeWrites(db, config, reply, { kind, userId: request.user.id });
      },
    ];
  });
}
