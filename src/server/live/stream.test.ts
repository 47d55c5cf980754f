// The car's position on GET /api/events: a `position` event with the arrival times reaches the
// ride's members (on any instance: PostgreSQL runs this file too), and nobody else, not even a
// page looking at the ride (`?ride=`).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { dayRide } from "../testing/day-rides.ts";
import { type EventStreamReader, openEventStream } from "../testing/event-stream.ts";
import { clientOf, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";

const t = testAppForSuite();
const { send } = clientOf(t);
let base = "";
let otherBase = "";
const opened: EventStreamReader[] = [];

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const other = await t.anotherInstance();
  otherBase = other === t.app ? base : await other.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => {
  for (const stream of opened) stream.close();
});

async function stream(cookie: string, on = base, query = "") {
  const reader = await openEventStream(`${on}/api/events${query}`, cookie);
  opened.push(reader);
  return reader;
}

describe("the position event", () => {
  it("reaches the ride's people on every instance, and no one else", async () => {
    const { ride, organizer, rider, driver } = await dayRide(t.app, t.db);
    const stranger = await registerUser(t.app);
    const latecomer = await registerUser(t.app);
    const members = [
      await stream(organizer.cookie),
      await stream(rider.cookie, otherBase),
      await stream(driver.cookie),
    ];
    const viewer = await stream(stranger.cookie, base, `?ride=${ride.id}`);

    const sent = await send("POST", `/api/rides/${ride.id}/position`, driver.cookie, {
      lat: 1.3331,
      lng: 103.7422,
    });
    expect(sent.json()).toEqual({ kept: true });
    for (const member of members) {
      const { data } = await member.next((event) => event.event === "position");
      expect(data).toMatchObject({ rideId: ride.id, lat: 1.3331, lng: 103.7422 });
      expect((data as { etas: unknown[] }).etas).toHaveLength(3);
    }

    // A later change of the ride reaches the viewer after anything the position sent them.
    const joined = await send("POST", `/api/rides/${ride.id}/join`, latecomer.cookie, {
      passengerCount: 1,
      dropoffLocation: "Clementi MRT",
    });
    expect(joined.statusCode).toBe(201);
    await viewer.next((event) => event.event === "ride");
    expect(viewer.events.map((event) => event.event)).not.toContain("position");
  });

  it("reaches no one outside the ride on either instance: a stranger, an admin, one who left", async () => {
    const { ride, rider, driver } = await dayRide(t.app, t.db);
    const stranger = await registerUser(t.app);
    const admin = await registerUser(t.app);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const leaver = await registerUser(t.app);
    const seat = await send("POST", `/api/rides/${ride.id}/join`, leaver.cookie, {
      passengerCount: 1,
      dropoffLocation: "Clementi MRT",
    });
    const left = await send(
      "DELETE",
      `/api/rides/${ride.id}/passengers/${seat.json().id}`,
      leaver.cookie,
    );
    expect(left.statusCode).toBe(200);
    const outsiders = [
      { person: stranger, reader: await stream(stranger.cookie, otherBase) },
      { person: admin, reader: await stream(admin.cookie) },
      { person: leaver, reader: await stream(leaver.cookie, otherBase) },
    ];
    // Members on both instances: once they heard the position, each instance has sent it.
    const members = [await stream(rider.cookie, otherBase), await stream(driver.cookie)];

    const sent = await send("POST", `/api/rides/${ride.id}/position`, driver.cookie, {
      lat: 1.3386,
      lng: 103.7058,
    });
    expect(sent.json()).toEqual({ kept: true });
    for (const member of members) {
      const { data } = await member.next((event) => event.event === "position");
      expect(data).toMatchObject({ rideId: ride.id, lat: 1.3386 });
    }
    // Each outsider's own account changes next: that event comes after anything sent before it.
    for (const { person, reader } of outsiders) {
      const renamed = await send("PATCH", `/api/users/${person.user.id}`, person.cookie, {
        name: "Someone Else",
      });
      expect(renamed.statusCode).toBe(200);
      await reader.next((event) => event.event === "user");
      expect(reader.events.map((event) => event.event)).not.toContain("position");
    }
  });
});
