// Fuzzes a share of the API routes (targets.ts) on an app of its own, mostly as a logged-in rider
// and some as a visitor. Whatever comes in, the server never answers 5xx, every 4xx is JSON with a
// string `error`, and a refused request leaves the database as it was. The routes are dealt out to
// several test files so that the workers fuzz them side by side. FUZZ_SEED=<n> replays a run;
// FUZZ_SCALE multiplies the runs, and the time a share may take (FUZZ_SECONDS, 30 unless set): a
// slow machine sends fewer requests, and says how many.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rideMessages, rides } from "../../db/schema/index.ts";
import { ResponseAudit } from "../../testing/response-audit.ts";
import { insertPastRide } from "../../testing/rides.ts";
import {
  changedTables,
  dbFingerprint,
  injectAs,
  insertPerson,
  type Person,
  WORLD_PASSWORD,
} from "../../testing/security-world.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testSeed } from "../../testing/test-seed.ts";
import { newSessionCookie, sessionCookie } from "../../testing/users.ts";
import { CURRENT_PASSWORD } from "./generators.ts";
import { type FuzzRequest, type Pool, TARGETS, type Target } from "./targets.ts";

const FUZZ_SEED = testSeed("fuzz");
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const SHARE_MS = Number(process.env.FUZZ_SECONDS ?? 30) * 1000 * SCALE;
/** What a route gets when its share's time is spent: a few requests all the same. */
const LEAST_MS = 250;
const runsOf = (target: Target) => Math.max(1, Math.round(target.runs * SCALE));

/** The app a fuzzing file runs on: Discord sign-in on, with nothing at the provider's address. */
export const fuzzedApp = () =>
  createTestApp({
    RATE_LIMIT_PER_MINUTE: "1000000",
    DISCORD_CLIENT_ID: "fuzz",
    DISCORD_CLIENT_SECRET: "fuzz",
    DISCORD_OAUTH_URL: "http://127.0.0.1:9",
  });

/**
 * The targets of share `share` (from 1) of `shares`, in their order (the deletion of the rider's
 * account stays last): dealt out by their runs, most first, each to the share with fewest so far.
 */
function targetsOfShare(share: number, shares: number): Target[] {
  const runs = new Array<number>(shares).fill(0);
  const shareOf = new Map<Target, number>();
  for (const target of [...TARGETS].sort((a, b) => b.runs - a.runs)) {
    const lightest = runs.indexOf(Math.min(...runs));
    shareOf.set(target, lightest);
    runs[lightest] = (runs[lightest] ?? 0) + target.runs;
  }
  return TARGETS.filter((target) => shareOf.get(target) === share - 1);
}

/** Registers the fuzzing of one share of the routes in the calling test file. */
export function fuzzRoutes(share: number, shares: number) {
  const targets = targetsOfShare(share, shares);
  let t: TestApp;
  let audit: ResponseAudit;
  let rider: Person;
  let other: Person;
  let riderCookie: string;
  let riderPassword = WORLD_PASSWORD;
  let sent = 0;
  // The share's time, from its first route on, is dealt out as it goes: each route gets the time
  // left in proportion to its runs, so one that finishes early leaves its time to those after it.
  let deadline = 0;
  let runsLeft = targets.reduce((sum, target) => sum + runsOf(target), 0);
  const planned = runsLeft;
  const debug = new Map<string, number>();
  let lastFingerprint: Record<string, string> | undefined;
  const statusCounts = new Map<number, number>();

  async function as(person: Person, method: "POST" | "DELETE", url: string, payload?: object) {
    const response = await injectAs(t.app, await newSessionCookie(t.db, person.id), {
      method,
      url,
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: number };
  }

  /** Fresh rides for each route, so a route's fuzzing starts from a known state. */
  async function makePool(): Promise<Pool> {
    const day = 86_400_000;
    const rideBody = (direction: "SG->FC" | "FC->SG") => ({
      direction,
      maxPassengers: 6,
      date: new Date(Date.now() + 3 * day).toISOString(),
      organizerPassengerCount: 1,
      pickupLocation: direction === "SG->FC" ? "Tampines" : "Forest City",
      dropoffLocations: [{ location: "Tampines", passengerCount: 1 }],
    });
    const own = await as(rider, "POST", "/api/rides", rideBody("FC->SG"));
    const joinedRide = await as(other, "POST", "/api/rides", rideBody("SG->FC"));
    const stranger = await as(other, "POST", "/api/rides", rideBody("FC->SG"));
    const past = await insertPastRide(t.db, other.id);
    const p1 = await as(other, "POST", `/api/rides/${own.id}/join`, {
      passengerCount: 2,
      dropoffLocation: "Bedok",
    });
    const p2 = await as(rider, "POST", `/api/rides/${joinedRide.id}/join`, {
      passengerCount: 1,
      dropoffLocation: "Bedok",
    });
    const helper = await insertPerson(t.db, "helper");
    const p3 = await as(helper, "POST", `/api/rides/${stranger.id}/join`, {
      passengerCount: 1,
      dropoffLocation: "Bedok",
    });
    const messages = await t.db
      .insert(rideMessages)
      .values([
        { rideId: own.id, authorId: other.id, text: "At exit B" },
        { rideId: stranger.id, authorId: helper.id, text: "Running late" },
      ])
      .returning({ id: rideMessages.id });
    const everyRide = await t.db.select({ id: rides.id }).from(rides);
    return {
      rider,
      other,
      rides: [own.id, joinedRide.id, stranger.id, past.id],
      allRides: everyRide.map((ride) => ride.id),
      passengers: [p1.id, p2.id, p3.id],
      messages: messages.map((message) => message.id),
      users: [rider.id, other.id, helper.id],
    };
  }

  async function send(target: Target, request: FuzzRequest) {
    const [method] = target.route.split(" ") as ["GET" | "POST" | "PATCH" | "PUT" | "DELETE"];
    let cookie: string | null = null;
    if (!request.visitor) {
      // A logout or a new session ends the session it is sent with: give it one of its own.
      if (target.consumesSession) {
        cookie = await newSessionCookie(t.db, rider.id);
        lastFingerprint = undefined;
      } else {
        cookie = riderCookie;
      }
    }
    const payload = request.body?.payload?.replaceAll(
      JSON.stringify(CURRENT_PASSWORD).slice(1, -1),
      JSON.stringify(riderPassword).slice(1, -1),
    );
    // "wrong password" and the like are among the passwords a fuzzed change may have set.
    if (target.neverWithPassword && payload?.includes(JSON.stringify(riderPassword))) return;
    const write = method !== "GET";
    // The state after one write is the state before the next: only reads and set-up break the chain.
    const before = write ? (lastFingerprint ?? (await dbFingerprint(t.db))) : undefined;
    lastFingerprint = undefined;
    const response = await injectAs(t.app, cookie, {
      method,
      url: request.url,
      ...(payload !== undefined ? { payload } : {}),
      headers: {
        ...request.headers,
        ...(request.body?.contentType ? { "content-type": request.body.contentType } : {}),
      },
    });
    sent += 1;
    statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
    if (process.env.FUZZ_DEBUG && response.statusCode >= 400) {
      const key = `${target.route} ${response.statusCode} ${String(response.json().error).slice(0, 60)}`;
      debug.set(key, (debug.get(key) ?? 0) + 1);
    }
    await audit.record(
      { id: request.visitor ? null : rider.id },
      { method, url: request.url },
      response,
    );

    const where = `${method} ${request.url.slice(0, 200)} as ${request.visitor ? "visitor" : "rider"} (seed ${FUZZ_SEED}) answered ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.headers["content-type"], where).toMatch(/^application\/json/);
      const error = (response.json() as { error?: unknown }).error;
      expect(typeof error, where).toBe("string");
      expect((error as string).length, where).toBeGreaterThan(0);
    }
    if (before) {
      lastFingerprint = await dbFingerprint(t.db);
      const changed = changedTables(before, lastFingerprint);
      if (response.statusCode >= 400) expect(changed, `refused but changed: ${where}`).toEqual([]);
    }
    // Keep track of the rider's password when a fuzzed change went through, and carry on with the
    // new token it gives (a change ends every session, the one it was made from included).
    if (target.route === "POST /api/reset-password" && response.statusCode === 200 && payload) {
      riderPassword = (JSON.parse(payload) as { newPassword: string }).newPassword;
      riderCookie = sessionCookie(response.headers["set-cookie"]);
    }
  }

  beforeAll(async () => {
    t = await fuzzedApp();
    rider = await insertPerson(t.db, "fuzzrider");
    other = await insertPerson(t.db, "fuzzother");
    riderCookie = await newSessionCookie(t.db, rider.id);
    audit = new ResponseAudit(t.db);
    audit.watch(rider, other);
  });

  afterAll(async () => {
    const statuses = [...statusCounts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    const failures = [...statusCounts].filter(([status]) => status >= 500).length;
    console.log(
      `[fuzz ${share}/${shares}] ${sent} generated requests (of ${planned}; ${SHARE_MS / 1000} s allowed) to ${targets.length} routes, seed ${FUZZ_SEED}, ${failures ? "5xx SEEN" : "no 5xx"}; statuses ${statuses.join(" ")}; ${audit.responses} responses audited`,
    );
    if (process.env.FUZZ_DEBUG) console.log([...debug].sort((a, b) => b[1] - a[1]).slice(0, 60));
    expect(await audit.finish()).toEqual([]);
    await t.close();
  });

  describe(`fuzzing routes, share ${share} of ${shares}`, () => {
    it.each(targets.map((target) => [target.route, target]))(
      "%s: never 5xx, errors as JSON, refusals change nothing",
      async (_route, target) => {
        const runs = runsOf(target);
        deadline ||= Date.now() + SHARE_MS;
        const until = Date.now() + Math.max(LEAST_MS, ((deadline - Date.now()) * runs) / runsLeft);
        runsLeft -= runs;
        const pool = await makePool();
        lastFingerprint = undefined;
        const arbitrary = fc.tuple(
          target.request(pool),
          fc.constantFrom(false, false, false, true),
        );
        await fc.assert(
          fc.asyncProperty(arbitrary, async ([request, visitor]) => {
            // Past the route's time the rest of its cases are drawn and not sent. (fast-check's
            // own interruptAfterTimeLimit leaves the request under way running into the next.)
            if (Date.now() < until) await send(target, { ...request, visitor });
          }),
          {
            seed: FUZZ_SEED + TARGETS.indexOf(target),
            numRuns: runs,
            endOnFailure: false,
          },
        );
      },
      120_000,
    );

    it("the fuzzed rider was logged in throughout", async () => {
      const me = await injectAs(t.app, riderCookie, { method: "GET", url: "/api/auth/me" });
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(rider.id);
    });
  });
}
