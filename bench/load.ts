// The load generator, run as its own process (`node --import tsx bench/load.ts <job.json>`) so it
// does not share an event loop with the server it measures. Drives one scenario with autocannon:
// a warm-up, then the measured run; prints the figures as one JSON line.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { type CpuPerRequest, watchCpu } from "./cpu.ts";

export type Scenario =
  | "ceiling"
  | "config"
  | "health"
  | "list"
  | "listUser"
  | "ride"
  | "rideUser"
  | "popularRide"
  | "stats"
  | "passengers"
  | "me"
  | "page"
  | "pageUser"
  | "ridePageUser"
  | "writes";

export interface LoadJob {
  /** One app, or several instances of it: connections are spread over them in turn. */
  url: string | string[];
  /** The app's processes, and the PostgreSQL database they use (null: PGlite), for CPU figures. */
  appPids: number[];
  database: string | null;
  scenario: Scenario;
  connections: number;
  durationSec: number;
  warmupSec: number;
  /** The home list call's path and query. */
  listPath: string;
  rideIds: number[];
  /** The rides of the home list's first page: the ones a link pasted into a group points at. */
  firstPageRideIds: number[];
  joinableRideIds: number[];
  readerCookies: string[];
  writerCookies: string[];
}

export interface LoadFigures {
  scenario: Scenario;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSec: number;
  cpu: CpuPerRequest | null;
}

// What a browser sends: the server compresses what is worth compressing, as it would for users.
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "application/json" };
// The page a link opens, as the browser asks for it: drawn on the server (decision 037).
const PAGE_HEADERS = { ...BROWSER_HEADERS, accept: "text/html", "sec-fetch-dest": "document" };
const TIMEOUT_SEC = 30;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

type Request = autocannon.Request;
type Slot = {
  slot?: number;
  cookie?: string;
  rideId?: number;
  passengerId?: number;
};

/** The request pipeline of one connection for the scenario. */
function requestsFor(job: LoadJob, warmup: boolean): Request[] {
  const withCookie = (request: Request, cookie: string): Request => ({
    ...request,
    headers: { ...request.headers, cookie },
  });
  switch (job.scenario) {
    case "ceiling":
      return [{ method: "GET", path: "/" }];
    case "config":
      return [{ method: "GET", path: "/api/config" }];
    case "health":
      return [{ method: "GET", path: "/api/health" }];
    case "list":
      return [{ method: "GET", path: job.listPath }];
    case "listUser":
      return [
        {
          method: "GET",
          setupRequest: (request) =>
            withCookie({ ...request, path: job.listPath }, pick(job.readerCookies)),
        },
      ];
    case "stats":
      return [{ method: "GET", path: "/api/stats" }];
    case "ride":
      return [
        {
          method: "GET",
          setupRequest: (request) => ({ ...request, path: `/api/rides/${pick(job.rideIds)}` }),
        },
      ];
    case "rideUser":
      return [
        {
          method: "GET",
          setupRequest: (request) =>
            withCookie(
              { ...request, path: `/api/rides/${pick(job.rideIds)}` },
              pick(job.readerCookies),
            ),
        },
      ];
    case "popularRide":
      return [
        {
          method: "GET",
          setupRequest: (request) => ({
            ...request,
            path: `/api/rides/${pick(job.firstPageRideIds)}`,
          }),
        },
      ];
    case "passengers":
      return [
        {
          method: "GET",
          setupRequest: (request) =>
            withCookie(
              { ...request, path: `/api/rides/${pick(job.rideIds)}/passengers` },
              pick(job.readerCookies),
            ),
        },
      ];
    case "me":
      return [
        {
          method: "GET",
          setupRequest: (request) =>
            withCookie({ ...request, path: "/api/auth/me" }, pick(job.readerCookies)),
        },
      ];
    case "page":
      return [{ method: "GET", path: "/home", headers: PAGE_HEADERS }];
    case "pageUser":
      return [
        {
          method: "GET",
          headers: PAGE_HEADERS,
          setupRequest: (request) =>
            withCookie({ ...request, path: "/home" }, pick(job.readerCookies)),
        },
      ];
    case "ridePageUser":
      // A link pasted into a group: one of the home list's first rides.
      return [
        {
          method: "GET",
          headers: PAGE_HEADERS,
          setupRequest: (request) =>
            withCookie(
              { ...request, path: `/rides/${pick(job.firstPageRideIds)}` },
              pick(job.readerCookies),
            ),
        },
      ];
    case "writes": {
      // Pairs cut short when the warm-up ends leave their writers on the rides: the measured run
      // writes with the other half.
      const half = Math.floor(job.writerCookies.length / 2);
      const writerCookies = warmup
        ? job.writerCookies.slice(0, half)
        : job.writerCookies.slice(half);
      return writeMix({ ...job, writerCookies });
    }
  }
}

/**
 * Join, then leave, over and over: each connection owns its own writers (so one writer never has
 * two requests in flight) and its own upcoming ride with seats left, so connections do not queue
 * on one ride's row lock. The same loop runs against the ceiling server.
 */
function writeMix(job: LoadJob): Request[] {
  // autocannon resets a connection's context every round, so a connection takes a free slot (a
  // ride and its writers) for each pair and hands it back when the pair ends: no two pairs in
  // flight share a ride or a writer.
  const free = Array.from({ length: job.connections }, (_, slot) => slot);
  const turns = free.map(() => 0);
  const perSlot = Math.max(1, Math.floor(job.writerCookies.length / job.connections));
  const release = (context: Slot) => {
    if (context.slot !== undefined) free.push(context.slot);
    context.slot = undefined;
  };
  return [
    {
      method: "POST",
      setupRequest: (request, ctx) => {
        const context = ctx as Slot;
        // autocannon may build a connection's first request twice: keep the slot taken.
        const slot = context.slot ?? free.shift() ?? 0;
        const turn = ((turns[slot] ?? 0) + 1) % perSlot;
        turns[slot] = turn;
        context.slot = slot;
        context.cookie = job.writerCookies[slot * perSlot + turn] ?? "";
        context.rideId = job.joinableRideIds[slot % job.joinableRideIds.length];
        context.passengerId = undefined;
        return {
          ...request,
          path: `/api/rides/${context.rideId}/join`,
          headers: {
            ...request.headers,
            cookie: context.cookie,
            "content-type": "application/json",
          },
          body: JSON.stringify({ passengerCount: 1, dropoffLocation: "Tampines Mall" }),
        };
      },
      onResponse: (status, body, ctx) => {
        const context = ctx as Slot;
        if (status === 201) context.passengerId = (JSON.parse(body) as { id: number }).id;
        else release(context);
      },
    },
    {
      method: "DELETE",
      setupRequest: (request, ctx) => {
        const context = ctx as Slot;
        // The join was refused: start over (autocannon counts a reset).
        if (context.passengerId === undefined) return undefined as unknown as Request;
        return {
          ...request,
          path: `/api/rides/${context.rideId}/passengers/${context.passengerId}`,
          headers: { ...request.headers, cookie: context.cookie ?? "" },
          body: undefined,
        };
      },
      onResponse: (_status, _body, ctx) => release(ctx as Slot),
    },
  ];
}

function run(job: LoadJob, durationSec: number, warmup = false) {
  return autocannon({
    // Several URLs spread the connections over them (autocannon's types name one string only).
    url: job.url as string,
    connections: job.connections,
    duration: durationSec,
    timeout: TIMEOUT_SEC,
    headers: BROWSER_HEADERS,
    requests: requestsFor(job, warmup),
  });
}

async function main() {
  const path = process.argv[2];
  if (!path) throw new Error("usage: load.ts <job.json>");
  const job = JSON.parse(readFileSync(path, "utf8")) as LoadJob;
  for (const url of [job.url].flat()) {
    if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) {
      throw new Error(`the benchmark only targets 127.0.0.1, not ${url}`);
    }
  }
  if (job.warmupSec > 0) await run(job, job.warmupSec, true);
  const cpu = watchCpu(job.appPids, job.database);
  const result = await run(job, job.durationSec);
  const figures: LoadFigures = {
    scenario: job.scenario,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSec: result.throughput.average,
    cpu: cpu.stop(result.requests.total),
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
