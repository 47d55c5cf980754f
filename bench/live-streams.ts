// The live-page rows of `npm run bench` (issue 29): many open GET /api/events streams on one
// instance — the server's memory per stream, one ride event delivered to every stream, and the
// latency of other requests while they are open and events fan out.
//
//   BENCH_STREAMS=0                skip these rows
//   BENCH_STREAMS_COUNT=10000      streams to open (capped below the open-files limit)

import { readFileSync } from "node:fs";
import { type ClientRequest, request as httpRequest } from "node:http";
import { MAX_STREAMS_PER_USER } from "../src/server/notifications/stream-routes.ts";
import { type ChildServer, startChildServer } from "../src/server/testing/child-server.ts";
import { newRideBody } from "../src/server/testing/rides.ts";
import { scratchDatabase } from "../src/server/testing/scratch-database.ts";
import { insertRidersWithSessions } from "../src/server/testing/users.ts";
import { BENCH_SERVER_ENV } from "./app-process.ts";
import type { LoadFigures, LoadJob } from "./load.ts";
import { fmt, percentile, sleep } from "./numbers.ts";

const WANTED_STREAMS = Number(process.env.BENCH_STREAMS_COUNT ?? 10_000);
/** Streams opened at once: the server's accept queue, not the bench, should set the pace. */
const OPEN_BATCH = 250;
/** Ride events fired while the other requests run, one every EVENT_GAP_MS. */
const EVENTS = 5;
const EVENT_GAP_MS = 1_000;
const OTHERS_CONNECTIONS = 32;
/** Sockets each side keeps besides the streams (files, the database, the load generator). */
const SPARE_FILES = 1_000;

export interface LiveStreamFigures {
  streams: number;
  openFilesLimit: number;
  openSec: number;
  /** The server's resident memory before the streams and with them, in MB. */
  rssBeforeMb: number;
  rssAfterMb: number;
  kbPerStream: number;
  events: number;
  /** From the write's request to each stream's `event: ride`, over every stream and event. */
  deliveredShare: number;
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  deliveryMaxMs: number;
  /** GET /api/rides/{id} by visitors meanwhile (autocannon in its own process). */
  others: LoadFigures;
}

export const liveStreamsWanted = (onlyCalls: string[] | undefined) =>
  process.env.BENCH_STREAMS !== "0" && (!onlyCalls || onlyCalls.includes("streams"));

/** The soft limit on open files: each stream is a socket on both sides. */
function openFilesLimit(): number {
  const line = readFileSync("/proc/self/limits", "utf8")
    .split("\n")
    .find((text) => text.startsWith("Max open files"));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === "unlimited" ? Number.POSITIVE_INFINITY : Number(soft ?? 1024);
}

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? 0) / 1024;
};

interface Stream {
  request: ClientRequest;
  /** When each `event: ride` arrived (performance.now()). */
  rideEvents: number[];
}

/** Opens one stream watching the ride; resolves once the server has said `: connected`. */
function openStream(url: URL, rideId: number, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { request: undefined as unknown as ClientRequest, rideEvents: [] };
    stream.request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `/api/events?ride=${rideId}`,
        headers: { cookie, accept: "text/event-stream" },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (chunk.includes(": connected")) resolve(stream);
          if (chunk.includes("event: ride")) stream.rideEvents.push(performance.now());
        });
      },
    );
    stream.request.on("error", reject);
    stream.request.end();
  });
}

async function writeJson(url: string, method: string, cookie: string, body: unknown) {
  const response = await fetch(url, {
    method,
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ id: number }>;
}

/**
 * Opens the streams on a fresh instance (PGlite), then drives visitors' ride reads for a few
 * seconds while the organizer changes the watched ride once a second; each change is one
 * `event: ride` to every stream.
 */
export async function benchLiveStreams(
  appRoot: string,
  drive: (job: LoadJob) => Promise<LoadFigures>,
): Promise<LiveStreamFigures> {
  const limit = openFilesLimit();
  const streamsWanted = Math.min(WANTED_STREAMS, limit - SPARE_FILES);
  const users = Math.ceil(streamsWanted / MAX_STREAMS_PER_USER);
  const database = await scratchDatabase({ kind: "pglite" });
  let app: ChildServer | undefined;
  const streams: Stream[] = [];
  try {
    const opened = await database.open();
    let riders: { id: number; cookie: string }[];
    try {
      riders = await insertRidersWithSessions(opened.db, users + 1);
    } finally {
      await opened.close();
    }
    const [organizer, ...readers] = riders;
    if (!organizer) throw new Error("no organizer was seeded");
    app = await startChildServer({ env: { ...BENCH_SERVER_ENV, ...database.env }, root: appRoot });
    const url = new URL(app.url);
    const rideBody = newRideBody({ daysAhead: 2 });
    const ride = await writeJson(`${app.url}/api/rides`, "POST", organizer.cookie, rideBody);
    await sleep(500);
    const rssBeforeMb = rssMb(app.pid);

    const openStart = performance.now();
    while (streams.length < streamsWanted) {
      const batch = Array.from(
        { length: Math.min(OPEN_BATCH, streamsWanted - streams.length) },
        (_, index) => {
          const reader = readers[Math.floor((streams.length + index) / MAX_STREAMS_PER_USER)];
          return openStream(url, ride.id, reader?.cookie ?? "");
        },
      );
      streams.push(...(await Promise.all(batch)));
    }
    const openSec = (performance.now() - openStart) / 1000;
    await sleep(1_000);
    const rssAfterMb = rssMb(app.pid);

    const sentAt: number[] = [];
    const others = drive({
      url: app.url,
      appPids: [app.pid],
      database: null,
      scenario: "ride",
      connections: OTHERS_CONNECTIONS,
      durationSec: (EVENTS * EVENT_GAP_MS) / 1000 + 1,
      warmupSec: 1,
      listPath: "/api/rides",
      rideIds: [ride.id],
      firstPageRideIds: [ride.id],
      joinableRideIds: [],
      readerCookies: [],
      writerCookies: [],
    });
    // The warm-up second passes before the changes start.
    await sleep(1_500);
    for (let event = 0; event < EVENTS; event++) {
      sentAt.push(performance.now());
      // An edit sends the whole ride, as the form does.
      await writeJson(`${app.url}/api/rides/${ride.id}`, "PATCH", organizer.cookie, {
        ...rideBody,
        maxPassengers: event % 2 === 0 ? 5 : 4,
      });
      await sleep(EVENT_GAP_MS);
    }
    const othersFigures = await others;
    await sleep(2_000);

    const delays: number[] = [];
    for (const stream of streams) {
      // Each event is the first `event: ride` after its write was sent.
      for (const sent of sentAt) {
        const arrived = stream.rideEvents.find((at) => at >= sent);
        if (arrived !== undefined) delays.push(arrived - sent);
      }
    }
    delays.sort((a, b) => a - b);
    return {
      streams: streams.length,
      openFilesLimit: limit,
      openSec,
      rssBeforeMb,
      rssAfterMb,
      kbPerStream: ((rssAfterMb - rssBeforeMb) * 1024) / streams.length,
      events: EVENTS,
      deliveredShare: delays.length / (streams.length * EVENTS),
      deliveryP50Ms: percentile(delays, 50),
      deliveryP99Ms: percentile(delays, 99),
      deliveryMaxMs: delays[delays.length - 1] ?? 0,
      others: othersFigures,
    };
  } finally {
    for (const stream of streams) stream.request.destroy();
    await app?.stop();
    await database.drop();
  }
}

/** The rows for docs/PERFORMANCE.md, with the targets met or missed. */
export function liveStreamsSection(figures: LiveStreamFigures | null): string | null {
  if (!figures) return null;
  const f = figures;
  const mark = (ok: boolean) => (ok ? "✅ met" : "❌ missed");
  return [
    `### Live pages: ${fmt(f.streams)} open \`/api/events\` streams on one instance (PGlite)`,
    "",
    `Opened in ${fmt(f.openSec, 1)} s (${MAX_STREAMS_PER_USER} a reader, each watching one ride; open-files limit ${fmt(f.openFilesLimit)}); the bench process holds the other ends, so the delivery times include its own reading of ${fmt(f.streams)} sockets.`,
    "",
    "| row | measured | target | |",
    "|---|--:|--:|---|",
    `| server memory per stream (RSS ${fmt(f.rssBeforeMb)} → ${fmt(f.rssAfterMb)} MB) | ${fmt(f.kbPerStream, 1)} KB | | |`,
    `| a ride event delivered to every stream: p50 / p99 / max over ${f.events} events (${fmt(f.deliveredShare * 100, 1)}% delivered) | ${fmt(f.deliveryP50Ms)} / ${fmt(f.deliveryP99Ms)} / ${fmt(f.deliveryMaxMs)} ms | p99 ≤ 2,000 ms | ${mark(f.deliveredShare === 1 && f.deliveryP99Ms <= 2_000)} |`,
    `| GET /api/rides/{id} meanwhile (${OTHERS_CONNECTIONS} connections): req/s, p50 / p99 | ${fmt(f.others.rps)}, ${f.others.p50} / ${f.others.p99} ms | p99 ≤ 25 ms | ${mark(f.others.p99 <= 25)} |`,
  ].join("\n");
}
