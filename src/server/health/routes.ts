import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: "ok" };
    } catch (err) {
      request.log.warn({ err }, "database unreachable");
      return reply.code(503).send({ error: "Database unreachable" });
    }
  });
}
