import type { Db } from "../db/client.ts";
import { rides, users } from "../db/schema.ts";

/** The home page's totals: every ride and every account. */
export async function countRidesAndUsers(db: Db) {
  const [totalRides, totalUsers] = await Promise.all([db.$count(rides), db.$count(users)]);
  return { totalRides, totalUsers };
}
