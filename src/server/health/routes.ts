import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema } from "../http/error-schema.ts";
import { pingDatabase } from "./queries.ts";

export async function healthRoutes(app: FastifyInstance) {
  const response = { 200: z.object({ status: z.literal("ok") }), 503: errorSchema };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/health", { schema: { response } }, async (request, reply) => {
      if (app.lifecycle.stopping) return reply.code(503).send({ error: "Shutting down" });
      try {
        await pingDatabase(app.db);
        return { status: "ok" as const };
      } catch (err) {
        request.log.warn({ err }, "database unreachable");
        return reply.code(503).send({ error: "Database unreachable" });
      }
    });
}
