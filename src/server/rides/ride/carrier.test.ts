// Who carries the riders, as the ride list and the ride read give it (issue 37): the licence type
// and registration to every reader, the plate and the permit's end to the ride's members only.
import { describe, expect, it } from "vitest";
import type { Ride } from "../../../domain/ride/ride-schemas.ts";
import { dayRide } from "../../testing/day-rides.ts";
import { createRide } from "../../testing/rides.ts";
import { clientOf, testAppForSuite } from "../../testing/test-app.ts";
import { registerUser } from "../../testing/users.ts";

const t = testAppForSuite();
const get = (url: string, cookie?: string) => clientOf(t).get(url, cookie);

async function listed(rideId: number, cookie?: string): Promise<Ride | undefined> {
  const answer = await get("/api/rides", cookie);
  expect(answer.statusCode).toBe(200);
  return (answer.json() as Ride[]).find((ride) => ride.id === rideId);
}

describe("the carrier of a ride", () => {
  it("is the licensed vehicle's type and registration for everyone, its plate for members only", async () => {
    const { ride, rider } = await dayRide(t.app, t.db);
    const stranger = await registerUser(t.app);
    const carrier = { licenceType: "cross_border_taxi", registration: "SG" };

    for (const cookie of [undefined, stranger.cookie]) {
      const seen = await listed(ride.id, cookie);
      expect(seen?.carrier).toEqual(carrier);
      expect(seen?.vendor ?? null).toBeNull();
      expect(JSON.stringify(seen)).not.toContain("SH 1234 A");
      const page = await get(`/api/rides/${ride.id}`, cookie);
      expect(page.json().carrier).toEqual(carrier);
      expect(page.body).not.toContain("SH 1234 A");
    }

    const member = await listed(ride.id, rider.cookie);
    expect(member?.carrier).toEqual(carrier);
    expect(member?.vendor).toMatchObject({ plate: "SH 1234 A", permitExpires: "2099-12-31" });
  });

  it("is null while no vendor has taken the ride", async () => {
    const organizer = await registerUser(t.app);
    const ride = await createRide(t.app, organizer.cookie);
    expect((await listed(ride.id))?.carrier).toBeNull();
    expect((await listed(ride.id, organizer.cookie))?.carrier).toBeNull();
  });
});
