// The scale-out row of `npm run bench` (issue 29): three app instances behind HAProxy (Debian's
// package, installed when missing) on one PostgreSQL — the logged-in list's throughput through
// the proxy against one instance alone, and that sessions, events and shared reads hold across
// the instances.
//
//   BENCH_SCALE_OUT=0              skip it (it needs BENCH_DATABASE_URL; `scaleOut` in BENCH_CALLS)
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { RIDE_PAGE_SIZE } from "../src/domain/ride/ride-list.ts";
import { type ChildServer, startChildServer } from "../src/server/testing/child-server.ts";
import { freePort } from "../src/server/testing/free-port.ts";
import { newRideBody } from "../src/server/testing/rides.ts";
import { scratchDatabase } from "../src/server/testing/scratch-database.ts";
import { insertRidersWithSessions } from "../src/server/testing/users.ts";
import { BENCH_SERVER_ENV } from "./app-process.ts";
import type { LoadFigures, LoadJob } from "./load.ts";
import { fmt, sleep } from "./numbers.ts";
import { seedDatabase } from "./seed.ts";

const INSTANCES = 3;
const RIDES = 2_000;
const CONNECTIONS = 32;
const DURATION_SEC = 3;

export interface ScaleOutFigures {
  haproxy: string;
  one: LoadFigures;
  proxied: LoadFigures;
  /** GET /api/auth/me through the proxy, round-robin over every instance: all 200. */
  sessionChecks: { ok: number; of: number };
  /** A stream on instance 1 hears a change written on instance 2 (ms), or null. */
  eventMs: number | null;
  /** Instance 3's shared read of a ride shows a change written on instance 2 (ms), or null. */
  sharedReadMs: number | null;
}

export const scaleOutWanted = (onlyCalls: string[] | undefined, postgresUrl: string | undefined) =>
  Boolean(postgresUrl) &&
  process.env.BENCH_SCALE_OUT !== "0" &&
  (!onlyCalls || onlyCalls.includes("scaleOut"));

/** HAProxy's version line, installing Debian's package first when it is missing. */
function haproxyVersion(): string {
  const version = () =>
    execFileSync("haproxy", ["-v"], { encoding: "utf8" }).split("\n")[0]?.trim() ?? "";
  try {
    return version();
  } catch {
    execFileSync("apt-get", ["install", "-y", "-qq", "haproxy"], { stdio: "inherit" });
    return version();
  }
}

function startHaproxy(workDir: string, port: number, apps: ChildServer[]): ChildProcess {
  const config = join(workDir, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "global",
      "  maxconn 4096",
      "defaults",
      "  mode http",
      "  option http-keep-alive",
      "  timeout connect 5s",
      "  timeout client 60s",
      "  timeout server 60s",
      "frontend app",
      `  bind 127.0.0.1:${port}`,
      "  default_backend instances",
      "backend instances",
      "  balance roundrobin",
      ...apps.map((app, index) => `  server app${index + 1} ${new URL(app.url).host}`),
      "",
    ].join("\n"),
  );
  return spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "ignore", "inherit"] });
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started;
    await sleep(20);
  }
  return null;
}

/**
 * The three checks that the instances act as one app, each across two instances: the organizer
 * writes, a reader with no part in the ride reads (the view instances share between readers).
 */
async function acrossInstances(
  proxy: string,
  apps: ChildServer[],
  organizer: string,
  reader: string,
) {
  const [first, second, third] = apps.map((app) => app.url);
  let ok = 0;
  const rounds = INSTANCES * 10;
  for (let round = 0; round < rounds; round++) {
    const me = await fetch(`${proxy}/api/auth/me`, { headers: { cookie: reader } });
    await me.arrayBuffer();
    if (me.status === 200) ok++;
  }
  const rideBody = newRideBody({ daysAhead: 2 });
  const created = await fetch(`${second}/api/rides`, {
    method: "POST",
    headers: { cookie: organizer, "content-type": "application/json" },
    body: JSON.stringify(rideBody),
  });
  const { id: rideId } = (await created.json()) as { id: number };
  const seats = async () => {
    const ride = await fetch(`${third}/api/rides/${rideId}`, { headers: { cookie: reader } });
    return ((await ride.json()) as { maxPassengers: number }).maxPassengers;
  };
  await seats(); // instance 3 now shares its read of the ride

  const heard = new AbortController();
  let eventAt: number | null = null;
  const stream = await fetch(`${first}/api/events?ride=${rideId}`, {
    headers: { cookie: reader, accept: "text/event-stream" },
    signal: heard.signal,
  });
  void (async () => {
    const chunks = stream.body?.getReader();
    const decoder = new TextDecoder();
    try {
      for (let read = await chunks?.read(); read && !read.done; read = await chunks?.read()) {
        if (decoder.decode(read.value).includes("event: ride")) eventAt ??= performance.now();
      }
    } catch {
      // aborted below
    }
  })();
  await sleep(300);
  const writtenAt = performance.now();
  const changed = await fetch(`${second}/api/rides/${rideId}`, {
    method: "PATCH",
    headers: { cookie: organizer, "content-type": "application/json" },
    body: JSON.stringify({ ...rideBody, maxPassengers: 6 }),
  });
  await changed.arrayBuffer();
  const sharedReadMs = await until(async () => (await seats()) === 6, 5_000);
  await until(async () => eventAt !== null, 5_000);
  heard.abort();
  return {
    sessionChecks: { ok, of: rounds },
    eventMs: eventAt === null ? null : eventAt - writtenAt,
    sharedReadMs,
  };
}

export async function benchScaleOut(
  appRoot: string,
  serverUrl: string,
  workDir: string,
  drive: (job: LoadJob) => Promise<LoadFigures>,
): Promise<ScaleOutFigures> {
  const haproxy = haproxyVersion();
  const database = await scratchDatabase({ kind: "postgres", serverUrl });
  const apps: ChildServer[] = [];
  let proxy: ChildProcess | undefined;
  try {
    const opened = await database.open();
    let readerCookies: string[];
    let rideIds: number[];
    let organizer: string;
    try {
      const seeded = await seedDatabase(opened.db, RIDES);
      readerCookies = seeded.readerCookies;
      rideIds = seeded.rideIds;
      organizer = (await insertRidersWithSessions(opened.db, 1))[0]?.cookie ?? "";
    } finally {
      await opened.close();
    }
    const env = { ...BENCH_SERVER_ENV, ...database.env };
    for (let index = 0; index < INSTANCES; index++) {
      apps.push(await startChildServer({ env, root: appRoot }));
    }
    const port = await freePort();
    proxy = startHaproxy(workDir, port, apps);
    const proxyUrl = `http://127.0.0.1:${port}`;
    const up = await until(async () => {
      try {
        return (await fetch(`${proxyUrl}/api/health`)).ok;
      } catch {
        return false;
      }
    }, 10_000);
    if (up === null) throw new Error("HAProxy did not answer");

    const job = (url: string, pids: number[]): LoadJob => ({
      url,
      appPids: pids,
      database: database.name,
      scenario: "listUser",
      connections: CONNECTIONS,
      durationSec: DURATION_SEC,
      warmupSec: 1,
      listPath: `/api/rides?limit=${RIDE_PAGE_SIZE}`,
      rideIds,
      firstPageRideIds: [],
      joinableRideIds: [],
      readerCookies,
      writerCookies: [],
    });
    const [first] = apps;
    if (!first) throw new Error("no instance started");
    const one = await drive(job(first.url, [first.pid]));
    const proxied = await drive(
      job(
        proxyUrl,
        apps.map((app) => app.pid),
      ),
    );
    const reader = readerCookies[0] ?? "";
    const across = await acrossInstances(proxyUrl, apps, organizer, reader);
    return { haproxy, one, proxied, ...across };
  } finally {
    proxy?.kill("SIGTERM");
    await Promise.all(apps.map((app) => app.stop()));
    await database.drop();
  }
}

const ms = (value: number | null) => (value === null ? "**not seen in 5 s**" : `${fmt(value)} ms`);

export function scaleOutSection(figures: ScaleOutFigures | null): string | null {
  if (!figures) return null;
  const f = figures;
  return [
    `### Scale-out: ${INSTANCES} instances behind HAProxy, one PostgreSQL`,
    "",
    `${f.haproxy}, round robin with keep-alive, on the same two cores as the instances, PostgreSQL and the load generator; ${fmt(RIDES)} rides, the home list logged in (${CONNECTIONS} connections, ${DURATION_SEC} s).`,
    "",
    "| | req/s | p50 / p99 |",
    "|---|--:|--:|",
    `| one instance, direct | ${fmt(f.one.rps)} | ${f.one.p50} / ${f.one.p99} ms |`,
    `| ${INSTANCES} instances through HAProxy | ${fmt(f.proxied.rps)} (${fmt(f.proxied.rps / f.one.rps, 2)}×) | ${f.proxied.p50} / ${f.proxied.p99} ms |`,
    "",
    `Across the instances: a session answered on every instance (${f.sessionChecks.ok} of ${f.sessionChecks.of} \`/api/auth/me\` through the proxy were 200); a change written on instance 2 reached a stream on instance 1 after ${ms(f.eventMs)}, and instance 3's shared read of the ride showed it after ${ms(f.sharedReadMs)}.`,
  ].join("\n");
}
