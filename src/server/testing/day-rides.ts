// A ride on its day (issue 39): an SG → FC ride leaving soon, the organizer picked up at Pasir Ris
// MRT, a rider at Boon Lay MRT, and (unless told not to) a verified driver assigned.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { createRide, setRideDate } from "./rides.ts";
import { registerUser } from "./users.ts";
import { registerVerifiedVendor } from "./vendors.ts";

const HOUR = 3_600_000;

export async function dayRide(
  app: FastifyInstance,
  db: Db,
  options: { withDriver?: boolean; leavesIn?: number } = {},
) {
  const organizer = await registerUser(app);
  const rider = await registerUser(app);
  const driver = await registerVerifiedVendor(app, db);
  const ride = await createRide(app, organizer.cookie, { direction: "SG->FC" });
  const joined = await app.inject({
    method: "POST",
    url: `/api/rides/${ride.id}/join`,
    headers: { cookie: rider.cookie },
    payload: { passengerCount: 1, dropoffLocation: "Boon Lay MRT" },
  });
  if (joined.statusCode !== 201) throw new Error(`join failed: ${joined.body}`);
  if (options.withDriver !== false) {
    const assigned = await app.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/assign`,
      headers: { cookie: driver.cookie },
    });
    if (assigned.statusCode !== 200) throw new Error(`assign failed: ${assigned.body}`);
  }
  await setRideDate(db, ride.id, new Date(Date.now() + (options.leavesIn ?? 0.5 * HOUR)));
  return { ride, organizer, rider, driver, riderEntry: joined.json().id as number };
}
