import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../domain/i18n/message.ts";
import { errorBody } from "../http/error-body.ts";
import { errorSchema } from "../http/error-schema.ts";
import { refuses } from "../http/refusals.ts";
import { pingDatabase } from "./queries.ts";

export async function healthRoutes(app: FastifyInstance) {
  const response = { 200: z.object({ status: z.literal("ok") }), 503: errorSchema };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/health",
      { config: { refusals: refuses("database_unreachable") }, schema: { response } },
      async (request, reply) => {
        if (app.lifecycle.stopping)
          return reply.code(503).send(errorBody(messageRef("error.shutting_down")));
        try {
          await pingDatabase(app.db);
          return { status: "ok" as const };
        } catch (err) {
          request.log.warn({ err }, "database unreachable");
          return reply.code(503).send(errorBody(messageRef("error.database_unreachable")));
        }
      },
    );
}
