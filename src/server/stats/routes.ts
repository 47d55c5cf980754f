import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { refuses } from "../http/refusals.ts";
import { countRidesAndUsers } from "./queries.ts";

// Two counts over whole tables grow with the site; the home page's totals may be seconds old.
const STATS_TTL_MS = 5000;

export async function statsRoutes(app: FastifyInstance) {
  const { db } = app;
  const response = { 200: z.object({ totalRides: z.number(), totalUsers: z.number() }) };
  let cached: { at: number; stats: Promise<{ totalRides: number; totalUsers: number }> } | null =
    null;

  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/stats", { config: { refusals: refuses() }, schema: { response } }, async () => {
      const now = Date.now();
      if (!cached || now - cached.at > STATS_TTL_MS) {
        // Concurrent readers share one count; a failed count is not kept.
        const stats = countRidesAndUsers(db);
        cached = { at: now, stats };
        stats.catch(() => {
          if (cached?.stats === stats) cached = null;
        });
      }
      return cached.stats;
    });
}
