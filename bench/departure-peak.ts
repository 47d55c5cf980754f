// The departure peak of `npm run bench` (issue 29, docs/SCALE.md): many riders joining the same
// few rides within moments, on two app instances sharing one PostgreSQL — what riders waited, what
// they were told, and that no ride took more than its seats.
//
//   BENCH_PEAK=0                   skip it (it needs BENCH_DATABASE_URL: two instances)
//   BENCH_PEAK_RIDERS=600          riders, each trying one join
//   BENCH_PEAK_RIDES=8             rides they pile onto (4 seats each, the organizer in one)
//   BENCH_PEAK_WARM=0              riders who first press Join on 8 other rides, unmeasured: the
//                                  instances' code warm, as a server's is hours after its start
//   BENCH_PEAK_SESSIONS=0          1: each rider's session read first (`/api/auth/me`) through the
//                                  instance they press Join on, as opening the ride's page does
import { Agent, request } from "node:http";
import { eq, sql } from "drizzle-orm";
import { ridePassengers, rides } from "../src/server/db/schema/index.ts";
import { type ChildServer, startChildServer } from "../src/server/testing/child-server.ts";
import { newRideBody } from "../src/server/testing/rides.ts";
import { scratchDatabase } from "../src/server/testing/scratch-database.ts";
import { insertRidersWithSessions } from "../src/server/testing/users.ts";
import { BENCH_SERVER_ENV, startCeilingServer } from "./app-process.ts";
import { fmt, percentile } from "./numbers.ts";

const RIDERS = Number(process.env.BENCH_PEAK_RIDERS ?? 600);
const RIDES = Number(process.env.BENCH_PEAK_RIDES ?? 8);
const WARM_RIDERS = Number(process.env.BENCH_PEAK_WARM ?? 0);
const SESSIONS_READ = process.env.BENCH_PEAK_SESSIONS === "1";
/** Riders pressing Join at the same moment: phones in a group chat, not a load generator. */
const IN_FLIGHT = 64;
const SEATS = 4;
const STOPS = ["Jurong East MRT", "Bishan MRT", "Changi Airport T3", "Tampines Mall"];

export interface PeakFigures {
  riders: number;
  rides: number;
  seconds: number;
  /** Join answers by status: 201 seated, 409 full (or taken meanwhile). */
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The same taps against two bare node:http servers. */
  ceilingP50Ms: number;
  ceilingP99Ms: number;
  /** Seated parties after the peak, against the seats there were. */
  seated: number;
  seats: number;
  /** Rides whose counter disagrees with their rows, or with more riders than seats: must be 0. */
  broken: number;
}

export const peakWanted = (onlyCalls: string[] | undefined, postgresUrl: string | undefined) =>
  Boolean(postgresUrl) &&
  process.env.BENCH_PEAK !== "0" &&
  (!onlyCalls || onlyCalls.includes("peak"));

// node:http's own client: fetch sent the same 600 taps to bare servers in about three times as
// long, its own p99 alone about the goal's 100 ms (docs/PERFORMANCE.md, ninth session).
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** A POST of `body` as JSON, or a GET without one. */
function send(url: string, cookie: string, body?: unknown) {
  const started = performance.now();
  const payload = body === undefined ? "" : JSON.stringify(body);
  const headers = payload
    ? { cookie, "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
    : { cookie };
  return new Promise<{ status: number; ms: number; text: string }>((resolve, reject) => {
    const sent = request(url, { method: payload ? "POST" : "GET", agent, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, text }),
      );
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end(payload);
  });
}

export async function benchDeparturePeak(appRoot: string, serverUrl: string): Promise<PeakFigures> {
  const database = await scratchDatabase({ kind: "postgres", serverUrl });
  const apps: ChildServer[] = [];
  try {
    const opened = await database.open();
    let people: { id: number; cookie: string }[];
    try {
      people = await insertRidersWithSessions(opened.db, RIDES + RIDERS + WARM_RIDERS);
    } finally {
      await opened.close();
    }
    const organizers = people.slice(0, RIDES);
    const riders = people.slice(RIDES);
    const env = { ...BENCH_SERVER_ENV, ...database.env };
    apps.push(await startChildServer({ env, root: appRoot }));
    apps.push(await startChildServer({ env, root: appRoot }));
    /** A ride of each organizer's, made through the first instance; their ids. */
    const makeRides = async () => {
      const rideIds: number[] = [];
      for (const organizer of organizers) {
        const created = await send(
          `${apps[0]?.url}/api/rides`,
          organizer.cookie,
          newRideBody({ direction: "FC->SG", daysAhead: 1, maxPassengers: SEATS }),
        );
        if (created.status !== 201)
          throw new Error(`a peak ride was not created (${created.status})`);
        rideIds.push((JSON.parse(created.text) as { id: number }).id);
      }
      return rideIds;
    };

    // Every rider presses Join once, on a ride picked at random, through either server.
    const press = async (urls: string[], who: typeof riders, rideIds: number[]) => {
      const statuses: Record<string, number> = {};
      const times: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < who.length) {
            const index = next++;
            const rider = who[index];
            const rideId = rideIds[index % rideIds.length];
            const url = urls[index % urls.length];
            if (!rider || rideId === undefined || !url) continue;
            const answer = await send(`${url}/api/rides/${rideId}/join`, rider.cookie, {
              passengerCount: 1 + (index % 2),
              dropoffLocation: STOPS[index % STOPS.length],
            });
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            times.push(answer.ms);
          }
        }),
      );
      return { statuses, times };
    };
    const urls = apps.map((app) => app.url);
    if (WARM_RIDERS > 0) await press(urls, riders.slice(RIDERS), await makeRides());
    const rideIds = await makeRides();
    if (SESSIONS_READ) {
      const who = riders.slice(0, RIDERS);
      await Promise.all(
        who.map((rider, index) => send(`${urls[index % urls.length]}/api/auth/me`, rider.cookie)),
      );
    }
    const started = performance.now();
    const { statuses, times } = await press(urls, riders.slice(0, RIDERS), rideIds);
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    // The same taps against two bare node:http servers just started: what the client and the
    // machine cost before any app does anything. Measured after the app's, so this client is the
    // warmer of the two.
    const ceilings = [await startCeilingServer(), await startCeilingServer()];
    const bare = await press(
      ceilings.map((ceiling) => ceiling.url),
      riders.slice(0, RIDERS),
      rideIds,
    ).finally(() => {
      for (const ceiling of ceilings) ceiling.stop();
    });
    bare.times.sort((a, b) => a - b);

    const check = await database.open();
    try {
      const rows = await check.db
        .select({
          id: rides.id,
          max: rides.maxPassengers,
          current: rides.currentPassengers,
          seated: sql<number>`coalesce(sum(${ridePassengers.passengerCount}), 0)::int`,
        })
        .from(rides)
        .leftJoin(ridePassengers, eq(ridePassengers.rideId, rides.id))
        .groupBy(rides.id);
      const measured = rows.filter((row) => rideIds.includes(row.id));
      return {
        riders: RIDERS,
        rides: rideIds.length,
        seconds,
        statuses,
        p50Ms: percentile(times, 50),
        p99Ms: percentile(times, 99),
        maxMs: times[times.length - 1] ?? 0,
        ceilingP50Ms: percentile(bare.times, 50),
        ceilingP99Ms: percentile(bare.times, 99),
        seated: measured.reduce((sum, row) => sum + row.seated, 0),
        seats: measured.reduce((sum, row) => sum + row.max, 0),
        broken: rows.filter((row) => row.seated !== row.current || row.seated > row.max).length,
      };
    } finally {
      await check.close();
    }
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await database.drop();
  }
}

export function peakSection(figures: PeakFigures | null): string | null {
  if (!figures) return null;
  const f = figures;
  const answers = Object.entries(f.statuses)
    .map(([status, count]) => `${fmt(count)} × ${status}`)
    .join(", ");
  return [
    "### Departure peak: two instances, one PostgreSQL",
    "",
    `${fmt(f.riders)} riders pressed Join once each, ${IN_FLIGHT} at a time, on ${f.rides} rides of ${SEATS} seats (the organizer in one), spread over two app instances${WARM_RIDERS > 0 ? `, after ${fmt(WARM_RIDERS)} others had pressed it on ${f.rides} other rides (unmeasured)` : ", just started"}${SESSIONS_READ ? ", each rider's session read first through the instance they pressed on" : ""}. It took ${fmt(f.seconds, 1)} s (${fmt(f.riders / f.seconds)} joins/s); answers: ${answers}; a rider waited p50 ${fmt(f.p50Ms)} ms, p99 ${fmt(f.p99Ms)} ms, at most ${fmt(f.maxMs)} ms; the same taps against two bare \`node:http\` servers just started waited p50 ${fmt(f.ceilingP50Ms)} ms, p99 ${fmt(f.ceilingP99Ms)} ms. Afterwards ${fmt(f.seated)} of ${fmt(f.seats)} seats were taken and **${f.broken} rides** had a counter that disagreed with their rows or more riders than seats.`,
  ].join("\n");
}
