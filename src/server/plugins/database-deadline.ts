import type { FastifyInstance } from "fastify";
import { keepsRequestDeadlines } from "../db/client.ts";
import { startDeadline } from "../db/deadline.ts";

/**
 * Gives each request DATABASE_TIMEOUT_MS of database time in all (db/deadline.ts), its hooks
 * (session, throttles) included: a stuck database answers 503 within that and a second.
 * Only over a network: the deadline rides on AsyncLocalStorage, whose hooks on every promise cost
 * a tenth of a cheap request's CPU on Node 20 (docs/PERFORMANCE.md), for nothing on PGlite.
 */
export function registerDatabaseDeadline(app: FastifyInstance, timeoutMs: number) {
  if (!keepsRequestDeadlines(app.db)) return;
  app.addHook("onRequest", (_request, reply, done) => {
    const deadline = startDeadline(timeoutMs, done);
    reply.raw.once("close", deadline.end);
  });
}
