import type { FastifyInstance } from "fastify";
import { createRide } from "./rides.ts";
import { registerUser } from "./users.ts";

/**
 * The payments suites' ride: an S$80 car with 4 seats, the organizer's (Pasir Ris), joined by a
 * pair (Bedok) and one rider (Pasir Ris); with each party's passenger entry.
 */
export async function rideWithPairAndSingle(app: FastifyInstance, organizerCookie: string) {
  const ride = await createRide(app, organizerCookie, { maxPassengers: 4 });
  const join = async (cookie: string, passengerCount: number, dropoffLocation: string) => {
    const response = await app.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/join`,
      payload: { passengerCount, dropoffLocation },
      headers: { cookie },
    });
    if (response.statusCode !== 201) {
      throw new Error(`join failed: ${response.statusCode} ${response.body}`);
    }
    return response.json().id as number;
  };
  const pair = await registerUser(app, { name: "Pat Pair" });
  const single = await registerUser(app, { name: "Sam Single" });
  const pairEntry = await join(pair.cookie, 2, "Bedok MRT");
  const singleEntry = await join(single.cookie, 1, "Pasir Ris MRT");
  return { ride, pair, single, pairEntry, singleEntry };
}
