import { ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rides, users } from "../db/schema/index.ts";

/** The home page's totals: every ride but the cancelled ones, and every account. */
export async function countRidesAndUsers(db: Db) {
  const [totalRides, totalUsers] = await Promise.all([
    db.$count(rides, ne(rides.status, "cancelled")),
    db.$count(users),
  ]);
  return { totalRides, totalUsers };
}
