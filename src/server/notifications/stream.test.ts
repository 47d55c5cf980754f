// GET /api/events on a real port: a reader's stream carries their new notifications and the
// changes of the rides they belong to or look at, nobody else's; it is cleaned up when the reader
// goes and ended when the server closes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventStreamReader, openEventStream } from "../testing/event-stream.ts";
import { createRide } from "../testing/rides.ts";
import { clientOf, createTestApp, testAppForSuite } from "../testing/test-app.ts";
import { registerUser } from "../testing/users.ts";
import { MAX_STREAMS_PER_USER } from "./stream-routes.ts";

const t = testAppForSuite();
const { get, send } = clientOf(t);
let base = "";
const opened: EventStreamReader[] = [];

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => {
  for (const stream of opened) stream.close();
});

async function stream(cookie: string | undefined, query = "") {
  const reader = await openEventStream(`${base}/api/events${query}`, cookie);
  opened.push(reader);
  return reader;
}

const join = (cookie: string, rideId: number) =>
  send("POST", `/api/rides/${rideId}/join`, cookie, {
    passengerCount: 1,
    dropoffLocation: "Bedok",
  });

describe("the event stream", () => {
  it("is for logged-in readers only, private and never cached", async () => {
    expect((await get("/api/events")).statusCode).toBe(401);
    const reader = await registerUser(t.app);
    const events = await stream(reader.cookie);
    expect(events.status).toBe(200);
    expect(events.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(events.headers.get("cache-control")).toBe("private, no-store");
    expect(events.headers.get("x-content-type-options")).toBe("nosniff");
    events.close();
  });

  it("brings the organizer the notification and the ride's change when someone joins", async () => {
    const organizer = await registerUser(t.app);
    const rider = await registerUser(t.app, { name: "Rita" });
    const ride = await createRide(t.app, organizer.cookie);
    const events = await stream(organizer.cookie);
    const riders = await stream(rider.cookie);

    expect((await join(rider.cookie, ride.id)).statusCode).toBe(201);

    const notification = await events.next((event) => event.event === "notification");
    const [inboxItem] = (await get("/api/notifications", organizer.cookie)).json().items;
    expect(notification.data).toEqual(inboxItem);
    expect(notification.data).toMatchObject({ type: "joined", rideId: ride.id, read: false });
    await events.next((event) => event.event === "ride");
    expect(events.events.filter((event) => event.event === "ride")).toEqual([
      { event: "ride", data: { rideId: ride.id } },
    ]);
    // The joiner, now aboard, hears of the ride's change but gets no notification of their own.
    await riders.next((event) => event.event === "ride");
    expect(riders.events.map((event) => event.event)).toEqual(["ride"]);
  });

  it("tells a reader who looks at a ride about its changes, and nobody else anything", async () => {
    const organizer = await registerUser(t.app);
    const looking = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const rider = await registerUser(t.app);
    const watched = await createRide(t.app, organizer.cookie);
    const other = await createRide(t.app, organizer.cookie);
    const viewer = await stream(looking.cookie, `?ride=${watched.id}`);
    const strangers = await stream(stranger.cookie, `?ride=${other.id}`);

    expect((await join(rider.cookie, watched.id)).statusCode).toBe(201);
    expect(await viewer.next((event) => event.event === "ride")).toEqual({
      event: "ride",
      data: { rideId: watched.id },
    });
    // The stranger's first event is the change of the ride they look at, made after the join.
    expect((await join(rider.cookie, other.id)).statusCode).toBe(201);
    await strangers.next((event) => event.event === "ride");
    expect(strangers.events).toEqual([{ event: "ride", data: { rideId: other.id } }]);
    expect(viewer.events.map((event) => event.event)).toEqual(["ride"]);
  });

  it(`lets a reader hold ${MAX_STREAMS_PER_USER} streams, and frees one when its reader goes`, async () => {
    const reader = await registerUser(t.app);
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_USER }, () => stream(reader.cookie)),
    );
    expect(streams.map((events) => events.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const refused = await stream(reader.cookie);
    expect(refused.status).toBe(429);
    await refused.ended;

    streams[0]?.close();
    // The server hears the disconnect shortly after: retried a bounded number of times.
    let again = refused;
    for (let attempt = 0; attempt < 40 && again.status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await stream(reader.cookie);
    }
    expect(again.status).toBe(200);
  });

  it("is ended when the server closes, so the server stops without waiting for it", async () => {
    const own = await createTestApp();
    const url = await own.app.listen({ port: 0, host: "127.0.0.1" });
    const reader = await registerUser(own.app);
    const events = await openEventStream(`${url}/api/events`, reader.cookie);
    opened.push(events);
    expect(events.status).toBe(200);
    await own.close();
    await events.ended;
  });
});
