// Many changes to the same ride at once (on PostgreSQL from two app instances with their own
// pools): joins, a double join, leaves, removals, edits of maxPassengers, vendors racing to assign,
// drop-off moves and a lock. After each round every invariant of the ride still holds.
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ridePassengers, rides, users } from "../db/schema/index.ts";
import { newRideBody } from "../testing/rides.ts";
import { injectAs, VALID_VEHICLE } from "../testing/security-world.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { seededRandom, testSeed } from "../testing/test-seed.ts";
import { insertRidersWithSessions, newSessionCookie } from "../testing/users.ts";

const ROUNDS = 20;
const SEED = testSeed("race");

// Same places written differently: the stop count must see through case and outer spaces.
const LOCATIONS = [
  "Jurong East",
  " jurong east ",
  "JURONG EAST",
  "Tampines",
  "tampines ",
  "Woodlands",
];
const stopKey = (location: string) => location.trim().toLowerCase();

let t: TestApp;
let instances: FastifyInstance[];
let vendors: { id: number; cookie: string }[];
let operations = 0;
const tally = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  instances = [t.app, await t.anotherInstance()];
  const rows = await t.db
    .insert(users)
    .values(
      [1, 2, 3].map((n) => ({
        discordUsername: `race_vendor_${n}_${Date.now()}`,
        passwordHash: "not-a-usable-hash",
        isVendor: true,
        vendorVerifiedAt: new Date(),
        // Malaysian cross-border taxis: the race's rides leave Forest City (decision 045).
        ...VALID_VEHICLE,
        vendorRegistration: "MY" as const,
        companyName: `Racing Cars ${n}`,
      })),
    )
    .returning({ id: users.id });
  vendors = await Promise.all(
    rows.map(async ({ id }) => ({ id, cookie: await newSessionCookie(t.db, id) })),
  );
});

afterAll(async () => {
  console.log(
    `[races] ${ROUNDS} rounds, ${operations} concurrent requests over ${t.database.kind === "postgres" ? "2 app instances" : "1 app instance"}: every invariant held (${[
      ...tally,
    ]
      .sort()
      .map(([k, n]) => `${k}×${n}`)
      .join(" ")})`,
  );
  await t.close();
});

type Kind = "join" | "doubleJoin" | "leave" | "remove" | "edit" | "assign" | "move" | "lock";
interface Op {
  kind: Kind;
  run: (app: FastifyInstance) => Promise<LightMyRequestResponse>;
  /** Who or what the operation is about: a user id, a passenger entry id, a value. */
  subject: number;
  count?: number;
}

const ALLOWED: Record<Kind, number[]> = {
  join: [201, 409],
  doubleJoin: [201, 409],
  leave: [200, 404],
  remove: [200, 404],
  edit: [200, 400],
  assign: [200, 409],
  move: [200, 404, 409],
  lock: [200, 409],
};

async function playRound(round: number) {
  const { next: rand, pick } = seededRandom(SEED + round);
  const [creator, ...riders] = await insertRidersWithSessions(t.db, 12);
  if (!creator) throw new Error("no creator");

  const maxPassengers = 3 + Math.floor(rand() * 4);
  const created = await injectAs(t.app, creator.cookie, {
    method: "POST",
    url: "/api/rides",
    payload: newRideBody({ direction: "FC->SG", maxPassengers }),
  });
  expect(created.statusCode).toBe(201);
  const ride = created.json() as { id: number; date: string };
  const base = `/api/rides/${ride.id}`;

  // Two passengers aboard before the storm, at the same place written differently.
  const initial: { userId: number; entryId: number; cookie: string }[] = [];
  for (const rider of riders.splice(0, 2)) {
    const joined = await injectAs(t.app, rider.cookie, {
      method: "POST",
      url: `${base}/join`,
      payload: { passengerCount: 1, dropoffLocation: pick(LOCATIONS) },
    });
    expect(joined.statusCode).toBe(201);
    initial.push({ userId: rider.id, entryId: joined.json().id, cookie: rider.cookie });
  }
  const [creatorEntry] = await t.db
    .select()
    .from(ridePassengers)
    .where(eq(ridePassengers.userId, creator.id));

  const ops: Op[] = [];
  const join = (rider: { id: number; cookie: string }, kind: Kind, count: number): Op => ({
    kind,
    subject: rider.id,
    count,
    run: (app) =>
      injectAs(app, rider.cookie, {
        method: "POST",
        url: `${base}/join`,
        payload: { passengerCount: count, dropoffLocation: pick(LOCATIONS) },
      }),
  });
  for (const rider of riders.splice(0, 7))
    ops.push(join(rider, "join", 1 + Math.floor(rand() * 3)));
  const twice = riders.shift();
  if (twice) ops.push(join(twice, "doubleJoin", 1), join(twice, "doubleJoin", 1));
  /** One request by `cookie`'s user; `subject` is what the checks below look it up by. */
  const op = (kind: Kind, subject: number, cookie: string, request: InjectOptions): Op => ({
    kind,
    subject,
    run: (app) => injectAs(app, cookie, request),
  });
  for (const passenger of initial) {
    // The passenger leaving and, sometimes at once, the organizer removing them.
    const removal = { method: "DELETE", url: `${base}/passengers/${passenger.entryId}` } as const;
    ops.push(op("leave", passenger.entryId, passenger.cookie, removal));
    if (rand() < 0.6) ops.push(op("remove", passenger.entryId, creator.cookie, removal));
  }
  for (let i = 0; i < 3; i++) {
    const value = 1 + Math.floor(rand() * 10);
    const payload = newRideBody({ direction: "FC->SG", date: ride.date, maxPassengers: value });
    ops.push(op("edit", value, creator.cookie, { method: "PATCH", url: base, payload }));
  }
  for (const vendor of vendors) {
    ops.push(op("assign", vendor.id, vendor.cookie, { method: "POST", url: `${base}/assign` }));
  }
  const movable = [creatorEntry?.id ?? 0, ...initial.map((p) => p.entryId)];
  for (let i = 0; i < 4; i++) {
    const entry = pick(movable);
    const payload = { sequence: 1 + Math.floor(rand() * 5) };
    const url = `${base}/passengers/${entry}/sequence`;
    ops.push(op("move", entry, creator.cookie, { method: "PATCH", url, payload }));
  }
  if (round % 3 === 0) {
    ops.push(op("lock", ride.id, creator.cookie, { method: "POST", url: `${base}/lockSequence` }));
  }
  // Shuffle, then fire everything at once, alternating between the app instances.
  for (let i = ops.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [ops[i], ops[j]] = [ops[j] as Op, ops[i] as Op];
  }
  const responses = await Promise.all(
    ops.map((op, i) => op.run(instances[i % instances.length] as FastifyInstance)),
  );
  operations += ops.length;
  const outcome = ops.map((op, i) => ({ ...op, status: responses[i]?.statusCode ?? 0 }));
  for (const o of outcome)
    tally.set(`${o.kind}:${o.status}`, (tally.get(`${o.kind}:${o.status}`) ?? 0) + 1);
  const context = `round ${round} (RACE_SEED=${SEED}): ${outcome.map((o) => `${o.kind}:${o.status}`).join(" ")}`;
  for (const [i, o] of outcome.entries()) {
    expect(ALLOWED[o.kind], `${o.kind} answered ${responses[i]?.body} in ${context}`).toContain(
      o.status,
    );
  }

  // The invariants, read straight from the database.
  const [row] = await t.db.select().from(rides).where(eq(rides.id, ride.id));
  const passengers = await t.db
    .select()
    .from(ridePassengers)
    .where(eq(ridePassengers.rideId, ride.id));
  if (!row) throw new Error(`ride vanished in ${context}`);
  const seats = passengers.reduce((sum, p) => sum + p.passengerCount, 0);
  expect(row.currentPassengers, context).toBe(seats);
  expect(row.currentPassengers, context).toBeLessThanOrEqual(row.maxPassengers);
  const distinct = new Set(passengers.map((p) => stopKey(p.dropoffLocation))).size;
  expect(row.additionalStops, context).toBe(Math.max(0, distinct - 1));

  const assigned = outcome.filter((o) => o.kind === "assign" && o.status === 200);
  expect(assigned.length, context).toBe(1);
  expect(row.vendorId, context).toBe(assigned[0]?.subject);
  expect(row.status, context).toBe("assigned");

  const placed = passengers
    .map((p) => p.dropoffSequence)
    .filter((s): s is number => s !== null)
    .sort((x, y) => x - y);
  expect(placed, context).toEqual(placed.map((_, i) => i + 1));
  if (row.sequenceLocked) expect(placed.length, context).toBe(passengers.length);

  for (const o of outcome.filter((o) => o.kind === "join" && o.status === 201)) {
    const entry = passengers.find((p) => p.userId === o.subject);
    expect(entry?.passengerCount, `an acknowledged join is missing in ${context}`).toBe(o.count);
  }
  const doubles = outcome.filter((o) => o.kind === "doubleJoin");
  const twiceIn = passengers.filter((p) => p.userId === doubles[0]?.subject).length;
  expect(doubles.filter((o) => o.status === 201).length, context).toBe(twiceIn);
  expect(twiceIn, context).toBeLessThanOrEqual(1);

  for (const passenger of initial) {
    const gone = outcome.filter(
      (o) => (o.kind === "leave" || o.kind === "remove") && o.subject === passenger.entryId,
    );
    // Exactly one of the leave and the removal took the passenger off; the other found no one.
    expect(gone.filter((o) => o.status === 200).length, context).toBe(1);
    expect(
      passengers.some((p) => p.id === passenger.entryId),
      context,
    ).toBe(false);
  }

  const edits = outcome.filter((o) => o.kind === "edit" && o.status === 200);
  const possible = edits.length > 0 ? edits.map((o) => o.subject) : [maxPassengers];
  expect(possible, context).toContain(row.maxPassengers);
}

describe("concurrent changes to one ride", () => {
  it(`keep every invariant over ${ROUNDS} rounds`, { timeout: 180_000 }, async () => {
    for (let round = 1; round <= ROUNDS; round++) await playRound(round);
  });
});
