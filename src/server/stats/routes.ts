import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rides, users } from "../db/schema.ts";

export async function statsRoutes(app: FastifyInstance) {
  const { db } = app;
  const response = { 200: z.object({ totalRides: z.number(), totalUsers: z.number() }) };
  app.withTypeProvider<ZodTypeProvider>().get("/api/stats", { schema: { response } }, async () => {
    const [totalRides, totalUsers] = await Promise.all([db.$count(rides), db.$count(users)]);
    return { totalRides, totalUsers };
  });
}
