// The real server as a child process, under a write load over HTTP (register, create, join,
// leave, delete), killed with SIGKILL mid-load and started again, up to 6 times (CRASH_CYCLES=n)
// for as long as CRASH_SECONDS allows (25; never fewer than 3 cycles): every write it answered
// 2xx is still there, every leave it answered is still gone, and no change is half applied (a
// ride's counters always match its passenger rows). A SIGTERM restart keeps sessions.
// PGlite in a temporary DATA_DIR in the api-pglite project; a fresh PostgreSQL database in
// api-postgres.
import { describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../testing/child-server.ts";
import { newRideBody } from "../testing/rides.ts";
import { databaseForSuite } from "../testing/suite-database.ts";

const CYCLES = Number(process.env.CRASH_CYCLES ?? 6);
const LEAST_CYCLES = Math.min(3, CYCLES);
const CRASH_MS = Number(process.env.CRASH_SECONDS ?? 25) * 1000;
const LOAD_MS = 1_200;
const MIN_WRITES_PER_CYCLE = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WORKERS = 6;
const onPostgres = process.env.TEST_DB === "postgres";

const scratch = databaseForSuite();

// ---------------------------------------------------------------------------------------------
// What the server acknowledged

interface Account {
  username: string;
  cookie: string;
  id: number;
}
interface RideRecord {
  id: number;
  creator: Account;
  deleted: boolean | "unknown";
}
type Membership = "in" | "out" | "unknown";

const accounts: Account[] = [];
const rideRecords = new Map<number, RideRecord>();
/** `${rideId}:${userId}` → whether the server said that user is on that ride. */
const membership = new Map<string, { state: Membership; entryId?: number; count?: number }>();
const figures = { acknowledged: 0, inFlightAtKill: 0, verifiedRides: 0, verifiedMembers: 0 };

let server: ChildServer;
let counter = 0;

async function call(method: string, path: string, cookie?: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? JSON.parse(text) : null,
    headers: response.headers,
  };
}

const cookieOf = (headers: Headers) => {
  const match = /sid=([^;]+)/.exec(headers.get("set-cookie") ?? "");
  if (!match) throw new Error("no session cookie");
  return `sid=${match[1]}`;
};

async function register(): Promise<Account | null> {
  counter += 1;
  const username = `crash_${process.pid}_${counter}`;
  const response = await call("POST", "/api/register", undefined, {
    discordUsername: username,
    password: "crash test password",
  });
  if (response.status !== 201) throw new Error(`register: ${response.status}`);
  figures.acknowledged += 1;
  return { username, cookie: cookieOf(response.headers), id: response.json.id };
}

const LOCATIONS = ["Bedok", " bedok ", "Tampines", "Jurong East", "Woodlands"];

/** One worker: one account doing one write at a time, until told to stop or cut off. */
async function worker(account: Account, stop: { now: boolean }) {
  const random = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
  while (!stop.now) {
    const roll = Math.random();
    const mine = [...rideRecords.values()].filter(
      (r) => r.creator === account && r.deleted === false,
    );
    const open = [...rideRecords.values()].filter(
      (r) => r.deleted === false && r.creator !== account,
    );
    const joined = [...membership.entries()].filter(
      ([key, m]) => m.state === "in" && key.endsWith(`:${account.id}`),
    );
    let pending: (() => void) | undefined;
    try {
      if (roll < 0.05) {
        pending = () => {}; // a registration lost in flight leaves nothing to track
        const extra = await register();
        if (extra) accounts.push(extra);
      } else if (roll < 0.25 && mine.length < 3) {
        const response = await call("POST", "/api/rides", account.cookie, {
          direction: random(["SG->FC", "FC->SG"] as const),
          maxPassengers: 2 + Math.floor(Math.random() * 5),
          date: new Date(Date.now() + 86_400_000 * (1 + Math.random() * 20)).toISOString(),
          organizerPassengerCount: 1,
          pickupLocation: random(LOCATIONS),
          dropoffLocations: [{ location: random(LOCATIONS), passengerCount: 1 }],
        });
        if (response.status === 201) {
          figures.acknowledged += 1;
          rideRecords.set(response.json.id, {
            id: response.json.id,
            creator: account,
            deleted: false,
          });
          membership.set(`${response.json.id}:${account.id}`, { state: "in", count: 1 });
        }
      } else if (roll < 0.3 && mine.length > 0) {
        const ride = random(mine);
        pending = () => {
          ride.deleted = "unknown";
        };
        const response = await call("DELETE", `/api/rides/${ride.id}`, account.cookie);
        if (response.status === 200) {
          figures.acknowledged += 1;
          ride.deleted = true;
        }
      } else if (roll < 0.7 && open.length > 0) {
        const ride = random(open);
        const key = `${ride.id}:${account.id}`;
        if (membership.get(key)?.state === "in") continue;
        const count = 1 + Math.floor(Math.random() * 2);
        pending = () => membership.set(key, { state: "unknown" });
        const response = await call("POST", `/api/rides/${ride.id}/join`, account.cookie, {
          passengerCount: count,
          dropoffLocation: random(LOCATIONS),
        });
        if (response.status === 201) {
          figures.acknowledged += 1;
          membership.set(key, { state: "in", entryId: response.json.id, count });
        }
      } else if (joined.length > 0) {
        const [key, entry] = random(joined);
        const [rideId] = key.split(":");
        const ride = rideRecords.get(Number(rideId));
        if (!entry.entryId || ride?.creator === account || ride?.deleted !== false) continue;
        pending = () => membership.set(key, { state: "unknown" });
        const response = await call(
          "DELETE",
          `/api/rides/${rideId}/passengers/${entry.entryId}`,
          account.cookie,
        );
        if (response.status === 200) {
          figures.acknowledged += 1;
          membership.set(key, { state: "out" });
        }
      }
      pending = undefined;
    } catch {
      // The server died under this request: whatever it was doing may or may not have happened.
      pending?.();
      figures.inFlightAtKill += 1;
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the restarted server must show

async function verify(cycle: number) {
  const where = `after restart ${cycle}`;
  // Every acknowledged account still holds its session.
  for (const account of accounts) {
    const me = await call("GET", "/api/auth/me", account.cookie);
    expect(me.status, `${where}: ${account.username}'s session`).toBe(200);
    expect(me.json.id).toBe(account.id);
  }
  const reader = accounts[0] as Account;
  const listed = await call("GET", "/api/rides?time=all", reader.cookie);
  expect(listed.status).toBe(200);
  const present = new Map<
    number,
    { currentPassengers: number; maxPassengers: number; additionalStops: number; creatorId: number }
  >(listed.json.map((ride: { id: number }) => [ride.id, ride]));
  for (const record of rideRecords.values()) {
    if (record.deleted === "unknown") record.deleted = !present.has(record.id);
    expect(present.has(record.id), `${where}: ride ${record.id} (deleted: ${record.deleted})`).toBe(
      record.deleted === false,
    );
  }
  // Every ride there is whole: its counters match its passenger rows, its creator is aboard.
  for (const [id, ride] of present) {
    // Read as the organizer: only the ride's own people see its stops.
    const organizer = accounts.find((account) => account.id === ride.creatorId) ?? reader;
    const passengers = await call("GET", `/api/rides/${id}/passengers`, organizer.cookie);
    expect(passengers.status).toBe(200);
    const rows = passengers.json as {
      userId: number;
      passengerCount: number;
      dropoffLocation: string;
      id: number;
    }[];
    const seats = rows.reduce((sum, p) => sum + p.passengerCount, 0);
    expect(ride.currentPassengers, `${where}: ride ${id} seats`).toBe(seats);
    expect(ride.currentPassengers).toBeLessThanOrEqual(ride.maxPassengers);
    const stops = new Set(rows.map((p) => p.dropoffLocation.trim().toLowerCase())).size;
    expect(ride.additionalStops, `${where}: ride ${id} stops`).toBe(Math.max(0, stops - 1));
    expect(
      rows.some((p) => p.userId === ride.creatorId),
      `${where}: ride ${id} creator`,
    ).toBe(true);
    figures.verifiedRides += 1;
    for (const [key, m] of membership) {
      const [rideId, userId] = key.split(":").map(Number);
      if (rideId !== id) continue;
      const row = rows.find((p) => p.userId === userId);
      if (m.state === "unknown") {
        membership.set(
          key,
          row ? { state: "in", entryId: row.id, count: row.passengerCount } : { state: "out" },
        );
        continue;
      }
      expect(Boolean(row), `${where}: user ${userId} on ride ${id} (${m.state})`).toBe(
        m.state === "in",
      );
      if (row && m.count) expect(row.passengerCount).toBe(m.count);
      figures.verifiedMembers += 1;
    }
  }
}

describe(`the server killed mid-write (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it(`keeps every acknowledged write and no half-applied change over SIGKILL cycles`, {
    timeout: 300_000,
  }, async () => {
    const began = Date.now();
    server = await startChildServer({ env: scratch.env });
    for (let i = 0; i < WORKERS; i++) {
      const account = await register();
      if (account) accounts.push(account);
    }
    let cycles = 0;
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      if (cycle > LEAST_CYCLES && Date.now() - began > CRASH_MS) break;
      cycles = cycle;
      const stop = { now: false };
      const workers = accounts.slice(0, WORKERS).map((account) => worker(account, stop));
      // Kill at a random moment once the load is under way (a few writes answered, so a slow
      // machine still tests something), with requests in flight.
      const started = Date.now();
      const before = figures.acknowledged;
      while (figures.acknowledged - before < MIN_WRITES_PER_CYCLE && Date.now() - started < 5_000) {
        await sleep(20);
      }
      await sleep(Math.max(0, LOAD_MS - (Date.now() - started)) * Math.random());
      server.process.kill("SIGKILL");
      expect(await server.exited).toBeNull();
      stop.now = true;
      await Promise.all(workers);

      server = await startChildServer({ env: scratch.env });
      await verify(cycle);
    }
    server.process.kill("SIGTERM");
    await server.exited;
    console.log(
      `[crash] ${onPostgres ? "PostgreSQL" : "PGlite"}: ${cycles} SIGKILL cycles (of ${CYCLES}; ${CRASH_MS / 1000} s allowed), ${figures.acknowledged} acknowledged writes, ${figures.inFlightAtKill} requests cut off by the kill, ${figures.verifiedRides} ride checks and ${figures.verifiedMembers} membership checks after restarts: nothing lost, nothing half-applied`,
    );
    expect(figures.acknowledged).toBeGreaterThanOrEqual(cycles * MIN_WRITES_PER_CYCLE);
  });

  it("keeps sessions and data over a normal SIGTERM restart, which exits cleanly", {
    timeout: 120_000,
  }, async () => {
    server = await startChildServer({ env: scratch.env });
    const account = await register();
    if (!account) throw new Error("no account");
    const ride = await call(
      "POST",
      "/api/rides",
      account.cookie,
      newRideBody({ location: "Bedok", daysAhead: 1, maxPassengers: 3 }),
    );
    expect(ride.status).toBe(201);
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    server = await startChildServer({ env: scratch.env });
    try {
      const me = await call("GET", "/api/auth/me", account.cookie);
      expect(me.status).toBe(200);
      expect(me.json.id).toBe(account.id);
      expect((await call("GET", `/api/rides/${ride.json.id}`, account.cookie)).status).toBe(200);
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
    }
  });
});
