// Two app instances (real server processes) on one PostgreSQL: a change made through one reaches
// a reader's stream on the other, and clears the other's visitors' read cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../testing/child-server.ts";
import { type EventStreamReader, openEventStream } from "../testing/event-stream.ts";
import { newRideBody } from "../testing/rides.ts";
import { type ScratchDatabase, scratchDatabase } from "../testing/scratch-database.ts";
import { newUserBody, sessionCookie } from "../testing/users.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === "postgres" && Boolean(serverUrl);

let scratch: ScratchDatabase | undefined;
const servers: ChildServer[] = [];
const streams: EventStreamReader[] = [];

async function call(base: string, method: string, path: string, cookie?: string, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

async function register(base: string) {
  const response = await call(base, "POST", "/api/register", undefined, newUserBody());
  expect(response.status).toBe(201);
  return { id: response.json.id as number, cookie: sessionCookie(response.headers.getSetCookie()) };
}

/** The two servers (A, B), an organizer registered on A with a ride made there, a rider on B. */
async function organizerOnAWithRiderOnB() {
  const [a, b] = servers.map((server) => server.url) as [string, string];
  const organizer = await register(a);
  const rider = await register(b);
  const ride = await call(a, "POST", "/api/rides", organizer.cookie, newRideBody());
  expect(ride.status).toBe(201);
  return { a, b, organizer, rider, rideId: ride.json.id as number };
}

describe.skipIf(!onPostgres)("two instances on one PostgreSQL", () => {
  beforeAll(async () => {
    scratch = await scratchDatabase({ kind: "postgres", serverUrl: serverUrl as string });
    // The first migrates; the second then starts on the migrated database.
    servers.push(await startChildServer({ env: scratch.env }));
    servers.push(await startChildServer({ env: scratch.env }));
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
  });

  it("brings a join made on B to the organizer's stream on A, and A's visitors the new seats", {
    timeout: 30_000,
  }, async () => {
    const { a, b, organizer, rider, rideId } = await organizerOnAWithRiderOnB();
    // A visitor's read on A, kept by A's read cache.
    expect((await call(a, "GET", `/api/rides/${rideId}`)).json.currentPassengers).toBe(1);

    const stream = await openEventStream(`${a}/api/events`, organizer.cookie);
    streams.push(stream);
    expect(stream.status).toBe(200);
    const joined = await call(b, "POST", `/api/rides/${rideId}/join`, rider.cookie, {
      passengerCount: 2,
      dropoffLocation: "Bedok",
    });
    expect(joined.status).toBe(201);

    const notification = await stream.next((event) => event.event === "notification", 2000);
    expect(notification.data).toMatchObject({ type: "joined", rideId, read: false });
    await stream.next((event) => event.event === "ride", 2000);
    // The same signal cleared A's cache: its visitors see the join at once.
    expect((await call(a, "GET", `/api/rides/${rideId}`)).json.currentPassengers).toBe(3);
  });

  it("brings a message written on B to a member's stream on A, and an account change to its owner", {
    timeout: 30_000,
  }, async () => {
    const { a, b, organizer, rider, rideId } = await organizerOnAWithRiderOnB();
    const joined = await call(b, "POST", `/api/rides/${rideId}/join`, rider.cookie, {
      passengerCount: 1,
      dropoffLocation: "Bedok",
    });
    expect(joined.status).toBe(201);

    const stream = await openEventStream(`${a}/api/events`, organizer.cookie);
    streams.push(stream);
    const written = await call(b, "POST", `/api/rides/${rideId}/messages`, rider.cookie, {
      text: "At exit B",
    });
    expect(written.status).toBe(201);
    const message = await stream.next((event) => event.event === "message", 2000);
    expect(message.data).toEqual({ rideId, id: written.json.id });
    // The stream's reader then reads it on A, as the page does.
    const read = await call(a, "GET", `/api/rides/${rideId}/messages`, organizer.cookie);
    expect(read.json.at(-1)).toMatchObject({ id: written.json.id, text: "At exit B" });

    // Their own account changed on B: A tells their open pages to read it again.
    const renamed = await call(b, "PATCH", `/api/users/${organizer.id}`, organizer.cookie, {
      name: "Renamed Organizer",
    });
    expect(renamed.status).toBe(200);
    const user = await stream.next((event) => event.event === "user", 2000);
    expect(user.data).toEqual({ userId: organizer.id });
  });
});
