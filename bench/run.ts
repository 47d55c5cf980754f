// `npm run bench`: the app's main calls under load, on PGlite (and on PostgreSQL when
// BENCH_DATABASE_URL is set), at three data sizes, against the ceiling of a bare node:http server.
// Prints a table and rewrites the bench section of docs/PERFORMANCE.md.
//
//   BENCH_SIZES=1000,10000,100000  rides per data set
//   BENCH_DURATION=5               seconds measured per call (after BENCH_WARMUP=1 s of warm-up)
//   BENCH_CONNECTIONS=32           concurrent connections
//   BENCH_DATABASE_URL=postgres:// a PostgreSQL server: a fresh database is created and dropped
//   BENCH_PAGE_SIZE=20             the client's page size, when the server pages the list
//   BENCH_WRITE_DOC=0              print only; leave docs/PERFORMANCE.md alone
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RIDE_PAGE_SIZE } from "../src/domain/ride-list.ts";
import {
  type BenchDatabase,
  type DatabaseKind,
  databaseVersion,
  freePort,
  freshPglite,
  freshPostgres,
  ROOT,
  snapshotApp,
  startApp,
} from "./app-process.ts";
import { writeDocSection } from "./doc-section.mjs";
import { type ListProfile, profileList } from "./list-profile.ts";
import type { LoadFigures, LoadJob, Scenario } from "./load.ts";
import { describeMachine, type Machine } from "./machine.ts";
import { type SeededData, seedDatabase } from "./seed.ts";

const sizes = (process.env.BENCH_SIZES ?? "1000,10000,100000")
  .split(",")
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const durationSec = Number(process.env.BENCH_DURATION ?? 5);
const warmupSec = Number(process.env.BENCH_WARMUP ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const writeDoc = process.env.BENCH_WRITE_DOC !== "0";

const CALLS: { scenario: Exclude<Scenario, "ceiling">; label: string; reference?: true }[] = [
  { scenario: "list", label: "home list" },
  { scenario: "ride", label: "GET /api/rides/{id}" },
  { scenario: "stats", label: "GET /api/stats" },
  { scenario: "passengers", label: "GET /api/rides/{id}/passengers (logged in)" },
  { scenario: "me", label: "GET /api/auth/me (logged in)" },
  { scenario: "writes", label: "join + leave (logged in)" },
  // References, at the first size only (they read no ride): the framework with no database,
  // and one trivial query. They split a call's cost into framework, round trip and query work.
  { scenario: "config", label: "ref: GET /api/config (no database)", reference: true },
  { scenario: "health", label: "ref: GET /api/health (select 1)", reference: true },
];

// Targets: a list at 100k may cost 1.5x what it costs at 1k; shares of the ceiling per database.
const TARGETS = {
  listGrowth: 1.5,
  postgres: { ride: 0.4, list: 0.25, p99Ms: 25 },
  pglite: { ride: 0.2, list: 0.12 },
} as const;

interface ListShape {
  path: string;
  paged: boolean;
  pageSize: number;
  rows: number;
  bytes: number;
  encoding: string;
}

interface SizeResult {
  size: number;
  seeded: Omit<SeededData, "rideIds" | "joinableRideIds" | "readerCookies" | "writerCookies">;
  /** The list call built in-process: one page as the client asks it, and the whole list. */
  profile: { page: ListProfile; whole: ListProfile };
  list: ListShape;
  calls: Record<string, LoadFigures>;
}

interface DatabaseResult {
  kind: DatabaseKind;
  version: string;
  sizes: SizeResult[];
}

const log = (message: string) => process.stderr.write(`${message}\n`);

/** The client's page size (BENCH_PAGE_SIZE overrides it). */
const clientPageSize = () => Number(process.env.BENCH_PAGE_SIZE ?? RIDE_PAGE_SIZE);

function itemsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === "object") {
    for (const key of ["items", "rides", "data", "results"]) {
      const value = (body as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value;
    }
  }
  return [];
}

/** Whether the server pages GET /api/rides (`limit`), and what the home list call answers. */
async function probeList(url: string, pageSize: number): Promise<ListShape> {
  const fetchList = async (path: string) => {
    const response = await fetch(`${url}${path}`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    const text = await response.text();
    return {
      ok: response.ok,
      rows: response.ok ? itemsOf(JSON.parse(text)).length : 0,
      bytes: Buffer.byteLength(text),
      encoding: response.headers.get("content-encoding") ?? "identity",
    };
  };
  const unpaged = await fetchList("/api/rides");
  const probe = await fetchList("/api/rides?limit=2");
  const paged = probe.ok && probe.rows <= 2 && unpaged.rows > 2;
  const path = paged ? `/api/rides?limit=${pageSize}` : "/api/rides";
  const shape = paged ? await fetchList(path) : unpaged;
  return { path, paged, pageSize, rows: shape.rows, bytes: shape.bytes, encoding: shape.encoding };
}

/** Runs bench/load.ts in its own process and reads its one JSON line. */
async function drive(job: LoadJob, workDir: string): Promise<LoadFigures> {
  const jobPath = join(workDir, `job-${job.scenario}.json`);
  writeFileSync(jobPath, JSON.stringify(job));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/load.ts", jobPath], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("exit", (code) => {
      const line = stdout.trim().split("\n").pop();
      if (code === 0 && line) resolve(JSON.parse(line) as LoadFigures);
      else reject(new Error(`load generator failed (${code}): ${stderr.slice(-2000)}`));
    });
  });
}

function emptyJob(url: string, scenario: Scenario): LoadJob {
  return {
    url,
    scenario,
    connections,
    durationSec,
    warmupSec,
    listPath: "/api/rides",
    rideIds: [],
    joinableRideIds: [],
    readerCookies: [],
    writerCookies: [],
  };
}

async function measureCeiling(workDir: string): Promise<LoadFigures> {
  const port = await freePort();
  const child = spawn(process.execPath, ["bench/ceiling-server.mjs", String(port)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once("data", () => resolve());
      child.once("exit", (code) => reject(new Error(`ceiling server exited (${code})`)));
    });
    return await drive(emptyJob(`http://127.0.0.1:${port}`, "ceiling"), workDir);
  } finally {
    child.kill("SIGTERM");
  }
}

async function benchSize(
  appRoot: string,
  database: BenchDatabase,
  size: number,
  pageSize: number,
  workDir: string,
  first: boolean,
): Promise<SizeResult> {
  const opened = await database.open();
  let seeded: SeededData;
  let profile: SizeResult["profile"];
  try {
    seeded = await seedDatabase(opened.db, size);
    log(
      `  seeded ${size} rides, ${seeded.users} users, ${seeded.passengers} passengers in ${(seeded.seedMs / 1000).toFixed(1)} s`,
    );
    profile = {
      page: await profileList(opened.db, pageSize),
      whole: await profileList(opened.db, undefined, size >= 100_000 ? 3 : 5),
    };
  } finally {
    await opened.close();
  }
  const app = await startApp(database.env, [], appRoot);
  try {
    const list = await probeList(app.url, pageSize);
    const calls: Record<string, LoadFigures> = {};
    for (const { scenario, label, reference } of CALLS) {
      if (reference && !first) continue;
      const figures = await drive(
        {
          ...emptyJob(app.url, scenario),
          listPath: list.path,
          rideIds: seeded.rideIds,
          joinableRideIds: seeded.joinableRideIds,
          readerCookies: seeded.readerCookies,
          writerCookies: seeded.writerCookies,
        },
        workDir,
      );
      calls[scenario] = figures;
      log(
        `  ${label.padEnd(44)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms${figures.non2xx ? `  non-2xx ${figures.non2xx}` : ""}`,
      );
    }
    const {
      rideIds: _r,
      joinableRideIds: _j,
      readerCookies: _rc,
      writerCookies: _wc,
      ...rest
    } = seeded;
    return { size, seeded: rest, profile, list, calls };
  } finally {
    await app.stop();
  }
}

// ---- reporting ----

const fmt = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (value: number) => `${fmt(value * 100)}%`;
const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${fmt(bytes / 1024 / 1024, 1)} MB` : `${fmt(bytes / 1024, 1)} KB`;
const mark = (ok: boolean) => (ok ? "✅ met" : "❌ missed");
const dbName = (kind: DatabaseKind) => (kind === "pglite" ? "PGlite" : "PostgreSQL");

function callTable(result: DatabaseResult, ceiling: LoadFigures): string {
  const lines = [
    "| call | rides | req/s | p50 ms | p99 ms | of ceiling | non-2xx |",
    "|---|--:|--:|--:|--:|--:|--:|",
  ];
  for (const { scenario, label } of CALLS) {
    for (const size of result.sizes) {
      const f = size.calls[scenario];
      if (!f) continue;
      lines.push(
        `| ${label} | ${fmt(size.size)} | ${fmt(f.rps)} | ${f.p50} | ${f.p99} | ${pct(f.rps / ceiling.rps)} | ${fmt(f.non2xx + f.errors)} |`,
      );
    }
  }
  return lines.join("\n");
}

function listTable(result: DatabaseResult, pageSize: number): string {
  const lines = [
    "| rides | upcoming | built | rows | body | query + decode ms | objects ms | response schema ms | JSON ms | brotli ms | brotli body |",
    "|--:|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const s of result.sizes) {
    for (const [label, p] of [
      [`a page (limit ${pageSize})`, s.profile.page],
      ["whole list (no limit)", s.profile.whole],
    ] as const) {
      lines.push(
        `| ${fmt(s.size)} | ${fmt(s.seeded.upcoming)} | ${label} | ${fmt(p.rows)} | ${kb(p.bytes)} | ${fmt(p.queryMs, 1)} | ${fmt(p.mapMs, 1)} | ${fmt(p.schemaMs, 1)} | ${fmt(p.jsonMs, 1)} | ${fmt(p.compressMs, 1)} | ${kb(p.compressedBytes)} |`,
      );
    }
  }
  return lines.join("\n");
}

interface TargetCheck {
  database: DatabaseKind;
  what: string;
  figure: string;
  ok: boolean;
}

function checkTargets(results: DatabaseResult[], ceiling: LoadFigures): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const result of results) {
    const first = result.sizes[0];
    const last = result.sizes[result.sizes.length - 1];
    if (!first || !last) continue;
    const listFirst = first.calls.list;
    const listLast = last.calls.list;
    if (listFirst && listLast && last !== first) {
      const growth = listFirst.rps / Math.max(listLast.rps, 0.01);
      checks.push({
        database: result.kind,
        what: `home list at ${fmt(last.size)} rides costs ≤ ${TARGETS.listGrowth}× its cost at ${fmt(first.size)} (req/s ratio)`,
        figure: `${fmt(growth, 2)}× (${fmt(listFirst.rps)} → ${fmt(listLast.rps)} req/s)`,
        ok: growth <= TARGETS.listGrowth,
      });
    }
    const target = result.kind === "postgres" ? TARGETS.postgres : TARGETS.pglite;
    const ride = last.calls.ride;
    const list = listLast;
    if (ride) {
      checks.push({
        database: result.kind,
        what: `GET /api/rides/{id} ≥ ${pct(target.ride)} of ceiling at ${fmt(last.size)} rides`,
        figure: pct(ride.rps / ceiling.rps),
        ok: ride.rps / ceiling.rps >= target.ride,
      });
    }
    if (list) {
      checks.push({
        database: result.kind,
        what: `home list ≥ ${pct(target.list)} of ceiling at ${fmt(last.size)} rides`,
        figure: pct(list.rps / ceiling.rps),
        ok: list.rps / ceiling.rps >= target.list,
      });
    }
    if (result.kind === "postgres") {
      for (const [name, f] of [
        ["GET /api/rides/{id}", ride],
        ["home list", list],
      ] as const) {
        if (!f) continue;
        checks.push({
          database: result.kind,
          what: `${name} p99 < ${TARGETS.postgres.p99Ms} ms at ${connections} connections, ${fmt(last.size)} rides`,
          figure: `${f.p99} ms`,
          ok: f.p99 < TARGETS.postgres.p99Ms,
        });
      }
    }
  }
  return checks;
}

/** One paragraph that reads the figures: what scales, what dominates, what falls short and why. */
function reading(results: DatabaseResult[], ceiling: LoadFigures, checks: TargetCheck[]): string {
  const sentences: string[] = [];
  sentences.push(
    `The bare node:http ceiling answered ${fmt(ceiling.rps)} req/s (p99 ${ceiling.p99} ms) with the load generator on the same two cores, so every share below is of what this machine can serve at all.`,
  );
  for (const result of results) {
    const first = result.sizes[0];
    const last = result.sizes[result.sizes.length - 1];
    if (!first || !last) continue;
    const name = dbName(result.kind);
    const lf = first.calls.list;
    const ll = last.calls.list;
    if (lf && ll) {
      const p = last.list.paged ? last.profile.page : last.profile.whole;
      const serverSide = p.mapMs + p.schemaMs + p.jsonMs + p.compressMs;
      const dominant =
        p.queryMs >= serverSide
          ? `the query and its row decoding (${fmt(p.queryMs, 1)} ms of ${fmt(p.queryMs + serverSide, 1)} ms in-process)`
          : `turning rows into a response (${fmt(serverSide, 1)} ms: objects ${fmt(p.mapMs, 1)}, response schema ${fmt(p.schemaMs, 1)}, JSON ${fmt(p.jsonMs, 1)}, brotli ${fmt(p.compressMs, 1)}) more than the query (${fmt(p.queryMs, 1)} ms)`;
      sentences.push(
        last.list.paged
          ? `On ${name} the home list is paged (${fmt(last.list.rows)} rows, ${kb(last.list.bytes)} at ${fmt(last.size)} rides) and went from ${fmt(lf.rps)} to ${fmt(ll.rps)} req/s between ${fmt(first.size)} and ${fmt(last.size)} rides; what is left of its cost is ${dominant}.`
          : `On ${name} the home list answers every upcoming ride — ${fmt(first.list.rows)} rows (${kb(first.list.bytes)}) at ${fmt(first.size)} rides, ${fmt(last.list.rows)} rows (${kb(last.list.bytes)}) at ${fmt(last.size)} — so it falls from ${fmt(lf.rps)} to ${fmt(ll.rps)} req/s (p99 ${fmt(ll.p99)} ms); its cost grows with the result, and at ${fmt(last.size)} rides it is dominated by ${dominant}.`,
      );
    }
  }
  const missed = checks.filter((check) => !check.ok);
  sentences.push(
    missed.length === 0
      ? "Every target is met."
      : `${missed.length} of ${checks.length} targets are missed; the next section says why and what would close each.`,
  );
  return sentences.join(" ");
}

/** Milliseconds of the whole machine per request at saturation: 1000 / req/s. */
const msPer = (figures: LoadFigures | undefined) =>
  figures ? 1000 / Math.max(figures.rps, 0.01) : 0;

function shortfalls(
  results: DatabaseResult[],
  checks: TargetCheck[],
  ceiling: LoadFigures,
): string {
  const notes: string[] = [];
  for (const result of results) {
    const missed = checks.filter((check) => !check.ok && check.database === result.kind);
    const first = result.sizes[0];
    const last = result.sizes[result.sizes.length - 1];
    if (!first || !last) continue;
    const name = dbName(result.kind);
    const growthMissed = missed.some((check) => check.what.includes("costs ≤"));
    if (growthMissed && !last.list.paged) {
      notes.push(
        `- **${name}, home list growth.** \`GET /api/rides\` answered without a limit: every upcoming ride (${fmt(last.list.rows)} at ${fmt(last.size)} rides, ${kb(last.list.bytes)}), joined, mapped, serialized and compressed on every call, so its cost grows with the table. **Closes it:** keyset paging (\`limit\` = the client's page size, \`cursor\` = the last row's (date, id)) read through \`rides(date)\` in the list's order.`,
      );
    } else if (growthMissed) {
      const a = first.profile.page.queryMs;
      const b = last.profile.page.queryMs;
      notes.push(
        b <= a * 1.5 + 1
          ? `- **${name}, home list growth.** The list is paged and a page does not cost more on the bigger table (built in-process: query ${fmt(a, 1)} ms at ${fmt(first.size)} rides, ${fmt(b, 1)} ms at ${fmt(last.size)}), so the req/s ratio measured here is the machine's other load moving between runs, not the data: run again on an idle machine before reading it as a regression.`
          : `- **${name}, home list growth.** A page costs more on the bigger table (query ${fmt(a, 1)} ms at ${fmt(first.size)} rides, ${fmt(b, 1)} ms at ${fmt(last.size)}): \`EXPLAIN\` the first page and a cursor page; both should be an index scan on \`rides(date)\` under a \`Limit\`, with no \`Sort\` of the whole upcoming set.`,
      );
    }
    const shareMissed = missed.filter((check) => !check.what.includes("costs ≤"));
    if (shareMissed.length > 0) {
      const config = first.calls.config;
      const health = first.calls.health;
      const ride = last.calls.ride;
      const list = last.calls.list;
      const share = (f: LoadFigures | undefined) => (f ? pct(f.rps / ceiling.rps) : "–");
      const parts = [
        `- **${name}, share of the ceiling${result.kind === "postgres" ? " and p99" : ""}.** The reference calls split the cost: the framework alone (\`GET /api/config\`, no database) answers ${fmt(config?.rps ?? 0)} req/s (${share(config)} of the ceiling, ${fmt(msPer(config), 2)} ms of machine time a request); one trivial query (\`GET /api/health\`) ${fmt(health?.rps ?? 0)} req/s (${share(health)}, ${fmt(msPer(health), 2)} ms); \`GET /api/rides/{id}\` ${fmt(ride?.rps ?? 0)} req/s (${fmt(msPer(ride), 2)} ms) and the home list ${fmt(list?.rps ?? 0)} req/s (${fmt(msPer(list), 2)} ms) at ${fmt(last.size)} rides.`,
      ];
      if (config && config.rps / ceiling.rps < (result.kind === "postgres" ? 0.4 : 0.2)) {
        parts.push(
          `Even with no database the app stays under the target share: every response goes through the security headers, the compression negotiation, the session hook and the zod response encoding.`,
        );
      }
      parts.push(
        `So most of a ride read is the database work around its queries, not Fastify: ${result.kind === "postgres" ? "one Drizzle query a call (with the session lookup when logged in), built as SQL text in JavaScript on every request and sent unnamed, so PostgreSQL parses and plans it again — on the same two cores as the app and the load generator" : "PGlite runs every query inside WASM on the app's own thread, through its one connection, so queries queue and each one takes JavaScript time from the server"}.`,
        `**Closes it:** (1) prepared statements for the hot reads (Drizzle \`.prepare(name)\` with \`sql.placeholder\`: the ride by id, the session lookup, the list page); (2) a short-lived (1–2 s) in-process cache of anonymous reads — a ride by id, the first page of each list filter — cleared by this instance's own writes; only this brings a database-backed call near ${result.kind === "postgres" ? "40%" : "20%"} of a bare node:http server.`,
      );
      if (result.kind === "postgres" && shareMissed.some((check) => check.what.includes("p99"))) {
        parts.push(
          `At ${connections} connections latency follows throughput (Little's law: mean latency ≈ ${connections} / req/s), so p99 < ${TARGETS.postgres.p99Ms} ms needs well over ${fmt((connections / TARGETS.postgres.p99Ms) * 1000)} req/s: it comes with the throughput, not separately.`,
        );
      }
      notes.push(parts.join(" "));
    }
    const statsFirst = first.calls.stats;
    const statsLast = last.calls.stats;
    if (statsFirst && statsLast && last !== first && statsLast.rps < statsFirst.rps / 3) {
      notes.push(
        `- **${name}, GET /api/stats (no target, but it does not scale).** ${fmt(statsFirst.rps)} req/s at ${fmt(first.size)} rides, ${fmt(statsLast.rps)} at ${fmt(last.size)}: \`count(*)\` of rides and of users scans both tables on every call. **Closes it:** cache the two counts in the process for 30–60 s (a landing-page counter need not be exact to the second), or read them from a counter row kept by the writes.`,
      );
    }
  }
  return notes.join("\n");
}

function documentSection(
  pageSize: number,
  machine: Machine,
  versions: string[],
  ceiling: LoadFigures,
  results: DatabaseResult[],
  startedAt: Date,
  elapsedSec: number,
): string {
  const checks = checkTargets(results, ceiling);
  const parts: string[] = [];
  parts.push(
    `Measured ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC on commit ${machine.commit}, in ${fmt(elapsedSec)} s.`,
    "",
    `- **Command:** \`${postgresUrl ? "BENCH_DATABASE_URL=postgres://… " : ""}${process.env.BENCH_SIZES ? `BENCH_SIZES=${process.env.BENCH_SIZES} ` : ""}npm run bench\``,
    `- **Machine:** ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB memory; Node ${machine.node}; ${versions.join("; ")}; 1-minute load average at the start ${fmt(machine.loadAtStart, 2)}${machine.loadAtStart > 0.5 ? " (other work was running: figures are lower than on an idle machine)" : ""}.`,
    `- **Load:** autocannon in its own process, ${connections} connections, ${warmupSec} s warm-up then ${durationSec} s per call, browser-like \`accept-encoding: gzip, deflate, br\`. The app (\`tsx src/server/main.ts\` from a copy of the work tree taken at the start, LOG_LEVEL=warn, on 127.0.0.1), its database and the load generator share the machine's cores.`,
    "- **Data:** per size, a fresh database seeded through the database layer: one user per two rides (1% vendors), about three passenger rows a ride, a fifth of the rides upcoming (15% of those assigned to a vendor), the past ones 60% completed and 15% assigned, both directions; 64 readers and 256 writers with sessions. The home list is anonymous with the default filters; single-ride reads pick a random ride of the whole table; the write mix joins a random upcoming ride with seats left and leaves it again, with a different writer on each connection.",
    `- **Ceiling:** a bare \`node:http\` server answering \`{"status":"ok"}\`: **${fmt(ceiling.rps)} req/s**, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms.`,
    "",
  );
  for (const result of results) {
    parts.push(`### ${result.version}`, "", callTable(result, ceiling), "");
    parts.push(
      "The home list call at each size — what it answered, and where its time goes when built in-process on the same data (median of 5, no HTTP):",
      "",
      listTable(result, pageSize),
      "",
    );
  }
  const headline = results
    .map((result) => {
      const first = result.sizes[0];
      const last = result.sizes[result.sizes.length - 1];
      const a = first?.calls.list?.rps;
      const b = last?.calls.list?.rps;
      if (!first || !last || first === last || !a || !b) return undefined;
      return `**${dbName(result.kind)}: home list at ${fmt(last.size)} rides vs at ${fmt(first.size)} (req/s) = ${fmt(b / a, 3)}** (${fmt(b)} / ${fmt(a)}; cost ${fmt(a / b, 1)}×)`;
    })
    .filter(Boolean);
  if (headline.length > 0) parts.push(headline.join("  \n"), "");
  parts.push(
    "### Targets",
    "",
    "| database | target | measured | |",
    "|---|---|---|---|",
    ...checks.map(
      (check) =>
        `| ${dbName(check.database)} | ${check.what} | ${check.figure} | ${mark(check.ok)} |`,
    ),
    "",
    "### Reading",
    "",
    reading(results, ceiling, checks),
    "",
  );
  const notes = shortfalls(results, checks, ceiling);
  if (notes) parts.push("### What falls short, why, and what would close it", "", notes);
  return parts.join("\n");
}

function printTable(ceiling: LoadFigures, results: DatabaseResult[]) {
  const rows: string[][] = [
    ["database", "rides", "call", "req/s", "p50 ms", "p99 ms", "of ceiling"],
  ];
  rows.push([
    "-",
    "-",
    "ceiling (node:http)",
    fmt(ceiling.rps),
    `${ceiling.p50}`,
    `${ceiling.p99}`,
    "100%",
  ]);
  for (const result of results) {
    for (const size of result.sizes) {
      for (const { scenario, label } of CALLS) {
        const f = size.calls[scenario];
        if (!f) continue;
        rows.push([
          dbName(result.kind),
          fmt(size.size),
          label,
          fmt(f.rps),
          `${f.p50}`,
          `${f.p99}`,
          pct(f.rps / ceiling.rps),
        ]);
      }
    }
  }
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) =>
          column >= 3 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join("  "),
    );
  }
  for (const result of results) {
    const first = result.sizes[0];
    const last = result.sizes[result.sizes.length - 1];
    const a = first?.calls.list?.rps;
    const b = last?.calls.list?.rps;
    if (first && last && first !== last && a && b) {
      console.log(
        `${dbName(result.kind)}: home list at ${fmt(last.size)} rides vs at ${fmt(first.size)} (req/s) = ${fmt(b / a, 3)} (cost ${fmt(a / b, 1)}x)`,
      );
    }
  }
}

async function main() {
  if (sizes.length === 0) throw new Error("BENCH_SIZES names no size");
  const startedAt = new Date();
  const workDir = mkdtempSync(join(tmpdir(), "fcr-bench-jobs-"));
  // The app as it is now, in a private copy: edits in the work tree during the run change nothing.
  const snapshot = snapshotApp();
  const machine = describeMachine();
  const pageSize = clientPageSize();
  const kinds: DatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];
  log(
    `bench: sizes ${sizes.join(", ")}; ${durationSec} s per call, ${connections} connections; ${kinds.join(" and ")}`,
  );
  try {
    log("ceiling (bare node:http)...");
    const ceiling = await measureCeiling(workDir);
    log(`  ${fmt(ceiling.rps)} req/s  p50 ${ceiling.p50} ms  p99 ${ceiling.p99} ms`);
    const results: DatabaseResult[] = [];
    const versions: string[] = [];
    for (const kind of kinds) {
      const version = await databaseVersion(kind, postgresUrl);
      versions.push(version);
      const result: DatabaseResult = { kind, version, sizes: [] };
      for (const size of sizes) {
        log(`${dbName(kind)}, ${fmt(size)} rides...`);
        const database = kind === "pglite" ? freshPglite() : await freshPostgres(postgresUrl ?? "");
        try {
          result.sizes.push(
            await benchSize(
              snapshot.root,
              database,
              size,
              pageSize,
              workDir,
              result.sizes.length === 0,
            ),
          );
        } finally {
          await database.drop();
        }
      }
      results.push(result);
    }
    printTable(ceiling, results);
    if (writeDoc) {
      const elapsedSec = (Date.now() - startedAt.getTime()) / 1000;
      writeDocSection(
        "bench",
        documentSection(pageSize, machine, versions, ceiling, results, startedAt, elapsedSec),
      );
      log("docs/PERFORMANCE.md: bench section rewritten");
    }
  } finally {
    snapshot.remove();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
