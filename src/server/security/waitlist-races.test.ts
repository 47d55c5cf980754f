// The waitlist under load: 50 riders ask to wait while 8 passengers leave the full ride and 2
// waiting parties leave the queue, all at once (on
// PostgreSQL from two app instances with their own pools). However the requests interleave, the
// ride is never overbooked, nobody is seated twice or both seated and waiting, and no free seat
// is left while a waiting party would fit in it. A party of one already waiting, that stays, is
// seated by the first leave whatever the order, so every round goes through the waitlist's
// seating (the 50 waits may all come after the leaves, and are then told to join instead).
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ridePassengers, rides, rideWaitlist } from "../db/schema/index.ts";
import { newRideBody } from "../testing/rides.ts";
import { injectAs } from "../testing/security-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { insertRidersWithSessions } from "../testing/users.ts";

const WAITERS = 50;
/** Passengers leaving the full ride (10 seats: the organizer, these, and one who stays). */
const LEAVERS = 8;
/** Parties already waiting that leave the queue (sizes 2 and 3). */
const QUITTERS = 2;
const ROUNDS = 2;

let t: TestApp;
let instances: FastifyInstance[];
beforeAll(async () => {
  t = await createTestApp();
  instances = [t.app, await t.anotherInstance()];
});
afterAll(async () => {
  await t.close();
});

async function playRound(round: number) {
  const [creator, stayer, keeper, ...riders] = await insertRidersWithSessions(
    t.db,
    3 + LEAVERS + QUITTERS + WAITERS,
  );
  if (!creator || !stayer || !keeper) throw new Error("no creator");
  const leavers = riders.slice(0, LEAVERS);
  const quitters = riders.slice(LEAVERS, LEAVERS + QUITTERS);
  const waiters = riders.slice(LEAVERS + QUITTERS);
  const created = await injectAs(t.app, creator.cookie, {
    method: "POST",
    url: "/api/rides",
    payload: newRideBody({ direction: "FC->SG", maxPassengers: 2 + LEAVERS }),
  });
  expect(created.statusCode).toBe(201);
  const base = `/api/rides/${created.json().id}`;
  const rideId: number = created.json().id;
  const entries: number[] = [];
  for (const rider of [stayer, ...leavers]) {
    const joined = await injectAs(t.app, rider.cookie, {
      method: "POST",
      url: `${base}/join`,
      payload: { passengerCount: 1, dropoffLocation: "Tampines" },
    });
    expect(joined.statusCode).toBe(201);
    entries.push(joined.json().id);
  }
  entries.shift();
  for (const [i, rider] of quitters.entries()) {
    const queued = await injectAs(t.app, rider.cookie, {
      method: "POST",
      url: `${base}/waitlist`,
      payload: { passengerCount: 2 + i, dropoffLocation: "Woodlands" },
    });
    expect(queued.statusCode).toBe(201);
  }
  const kept = await injectAs(t.app, keeper.cookie, {
    method: "POST",
    url: `${base}/waitlist`,
    payload: { passengerCount: 1, dropoffLocation: "Woodlands" },
  });
  expect(kept.statusCode).toBe(201);

  // Party sizes 1 to 3 by turns, and the leaves spread among the joins.
  const requests = [
    ...waiters.map((rider, i) => ({
      kind: "wait" as const,
      userId: rider.id,
      run: (app: FastifyInstance) =>
        injectAs(app, rider.cookie, {
          method: "POST",
          url: `${base}/waitlist`,
          payload: { passengerCount: 1 + ((i + round) % 3), dropoffLocation: `Stop ${i % 4}` },
        }),
    })),
    ...leavers.map((rider, i) => ({
      kind: "leave" as const,
      userId: rider.id,
      run: (app: FastifyInstance) =>
        injectAs(app, rider.cookie, { method: "DELETE", url: `${base}/passengers/${entries[i]}` }),
    })),
    ...quitters.map((rider) => ({
      kind: "quit" as const,
      userId: rider.id,
      run: (app: FastifyInstance) =>
        injectAs(app, rider.cookie, { method: "DELETE", url: `${base}/waitlist` }),
    })),
  ].sort((a, b) => ((a.userId * 7919) % 61) - ((b.userId * 7919) % 61));
  const responses = await Promise.all(
    requests.map((request, i) => request.run(instances[i % instances.length] as FastifyInstance)),
  );
  const outcome = requests.map((request, i) => ({ ...request, status: responses[i]?.statusCode }));
  const context = `round ${round}: ${outcome.map((o) => `${o.kind}:${o.status}`).join(" ")}`;

  for (const o of outcome) {
    const allowed = { leave: [200], quit: [200, 404], wait: [201, 409] }[o.kind];
    expect(allowed, context).toContain(o.status);
  }

  const [ride] = await t.db.select().from(rides).where(eq(rides.id, rideId));
  const aboard = await t.db.select().from(ridePassengers).where(eq(ridePassengers.rideId, rideId));
  const waiting = await t.db.select().from(rideWaitlist).where(eq(rideWaitlist.rideId, rideId));
  if (!ride) throw new Error("ride vanished");
  const seats = aboard.reduce((sum, row) => sum + row.passengerCount, 0);
  expect(ride.currentPassengers, context).toBe(seats);
  expect(seats, context).toBeLessThanOrEqual(ride.maxPassengers);
  const seatedUsers = aboard.map((row) => row.userId);
  expect(new Set(seatedUsers).size, context).toBe(seatedUsers.length);
  for (const party of waiting) expect(seatedUsers, context).not.toContain(party.userId);
  // Every freed seat is used when a waiting party fits in it.
  const free = ride.maxPassengers - seats;
  for (const party of waiting) expect(party.passengerCount, context).toBeGreaterThan(free);
  // Every acknowledged wait ended seated (from the waitlist) or still waiting; every refused
  // one left no trace.
  for (const o of outcome.filter((o) => o.kind === "wait")) {
    const seated = aboard.find((row) => row.userId === o.userId);
    const queued = waiting.some((party) => party.userId === o.userId);
    if (o.status === 201) {
      expect(seated?.fromWaitlist || queued, context).toBe(true);
    } else {
      expect(seated === undefined && !queued, context).toBe(true);
    }
  }
  // A quitter left the queue (200), or had been seated from it before they could (404).
  for (const o of outcome.filter((o) => o.kind === "quit")) {
    const seated = aboard.find((row) => row.userId === o.userId);
    expect(
      waiting.some((party) => party.userId === o.userId),
      context,
    ).toBe(false);
    expect(o.status === 404 ? seated?.fromWaitlist : seated === undefined, context).toBe(true);
  }
  // The seats freed by the leaves went to the waitlist, the party of one first among them.
  expect(aboard.find((row) => row.userId === keeper.id)?.fromWaitlist, context).toBe(true);
  return { seated: aboard.filter((row) => row.fromWaitlist).length, waiting: waiting.length };
}

describe("the waitlist under concurrent joins and leaves", () => {
  it(`never overbooks and seats whoever fits, over ${ROUNDS} rounds`, {
    timeout: 120_000,
  }, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const { seated, waiting } = await playRound(round);
      console.log(
        `[waitlist-races] round ${round}: ${WAITERS} waits, ${LEAVERS} ride leaves and ${QUITTERS} waitlist leaves over ${t.database.kind === "postgres" ? "2 app instances" : "1 app instance"}: ${seated} parties seated from the waitlist, ${waiting} still waiting`,
      );
    }
  });
});
