import type { FastifyInstance } from "fastify";
import { startDeadline } from "../db/deadline.ts";

/**
 * Gives each request DATABASE_TIMEOUT_MS of database time in all (db/deadline.ts), its hooks
 * (session, throttles) included: a stuck database answers 503 within that and a second.
 */
export function registerDatabaseDeadline(app: FastifyInstance, timeoutMs: number) {
  app.addHook("onRequest", (_request, reply, done) => {
    const deadline = startDeadline(timeoutMs, done);
    reply.raw.once("close", deadline.end);
  });
}
