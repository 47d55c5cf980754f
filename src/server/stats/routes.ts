import type { FastifyInstance } from "fastify";
import { rides, users } from "../db/schema.ts";

export async function statsRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get("/api/stats", async () => {
    const [totalRides, totalUsers] = await Promise.all([db.$count(rides), db.$count(users)]);
    return { totalRides, totalUsers };
  });
}
