// `npm run lighthouse` (runs under tsx: it seeds through the app's TypeScript database layer).
// Starts the built app on a fresh PGlite with a small seed, runs Lighthouse 12 (Node 20: 13 needs
// Node >= 22.19) against /home, /rides/{id} and /auth with Debian's Chromium, mobile emulation and
// simulated throttling, 5 runs each, and reports the medians; rewrites the lighthouse section of
// docs/PERFORMANCE.md. Nothing leaves 127.0.0.1: the map's tile and place-search URLs point at
// a closed local port and Chromium resolves no other host.
//
//   LIGHTHOUSE_RUNS=5        runs per page
//   LIGHTHOUSE_WRITE_DOC=0   print only
//   LIGHTHOUSE_JSON=path     also write the medians there (`npm run bench` reads them)
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { BENCH_SERVER_ENV, ROOT, snapshotApp } from "../bench/app-process.ts";
import { writeDocSection } from "../bench/doc-section.mjs";
import { seedDatabase } from "../bench/seed.ts";
import { startChildServer } from "../src/server/testing/child-server.ts";
import { scratchDatabase } from "../src/server/testing/scratch-database.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const RUN_TIMEOUT_MS = 180_000;
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_ARGS,
  // Any host but the app's fails to resolve at once: no request leaves the machine, none hangs.
  '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"',
];
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in its own process; resolves with the parsed report. */
function runLighthouse(url, outputPath) {
  const args = [
    url,
    "--only-categories=performance,accessibility",
    "--output=json",
    `--output-path=${outputPath}`,
    "--quiet",
    "--no-enable-error-reporting",
    "--throttling-method=simulate",
    "--max-wait-for-load=45000",
    "--disable-full-page-screenshot",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, "node_modules/.bin/lighthouse"), args, {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, CHROME_PATH },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), RUN_TIMEOUT_MS);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(new Error(`lighthouse ${url} failed (${signal ?? code}):\n${stderr}`));
        return;
      }
      resolve(JSON.parse(readFileSync(outputPath, "utf8")));
    });
  });
}

/** A run that fails (a busy machine can make Chromium miss its first paint) is tried again. */
async function runWithRetries(url, outputPath, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const report = await runLighthouse(url, outputPath);
      if (!report.runtimeError || attempt === attempts) return report;
      process.stderr.write(`  runtime error ${report.runtimeError.code}; trying again\n`);
    } catch (error) {
      if (attempt === attempts) throw error;
      process.stderr.write(`  ${String(error.message).split("\n")[0]}; trying again\n`);
    }
  }
}

function summarize(page, reports) {
  const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const runtimeErrors = reports.map((report) => report.runtimeError?.code).filter(Boolean);
  return {
    page,
    runs: reports.length,
    performance: median(reports.map((report) => score(report, "performance"))),
    accessibility: median(reports.map((report) => score(report, "accessibility"))),
    performanceRuns: reports.map((report) => score(report, "performance")),
    accessibilityRuns: reports.map((report) => score(report, "accessibility")),
    metrics: Object.fromEntries(
      METRICS.map(([id, label]) => [
        label,
        median(reports.map((report) => report.audits[id]?.numericValue ?? 0)),
      ]),
    ),
    failedA11y: [
      ...new Set(
        reports.flatMap((report) =>
          (report.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
            .map((ref) => report.audits[ref.id].title),
        ),
      ),
    ],
    runtimeErrors,
    lighthouseVersion: reports[0]?.lighthouseVersion,
  };
}

const metric = (label, value) =>
  label === "CLS" ? value.toFixed(3) : `${(value / 1000).toFixed(1)} s`;

function chromiumVersion() {
  try {
    const text = execFileSync(CHROME_PATH, ["--version"], { stdio: ["ignore", "pipe", "ignore"] });
    return /Chromium [\d.]+/.exec(text.toString())?.[0] ?? "Chromium";
  } catch {
    return "Chromium";
  }
}

function documentSection(results, loadAtStart) {
  const first = results[0];
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run lighthouse\`: Lighthouse ${first?.lighthouseVersion ?? "12"} (Node ${process.version}; Lighthouse 13 needs Node ≥ 22.19), Debian's ${chromiumVersion()} headless, default mobile emulation with simulated throttling (slow 4G, 4× CPU slowdown), **median of ${RUNS} runs** per page. The built app on a fresh PGlite seeded with 30 rides, visited anonymously; the map's tile URL points at a closed local port (no network here), so maps draw no tiles. 1-minute load average at the start: ${loadAtStart.toFixed(2)} on ${cpus().length} cores${loadAtStart > 1 ? " — other work was running, which inflates TBT and the simulated timings" : ""}.`,
    "",
    "| page | performance | accessibility | FCP | LCP | TBT | CLS | SI | performance runs |",
    "|---|--:|--:|--:|--:|--:|--:|--:|---|",
    ...results.map(
      (r) =>
        `| \`${r.page}\` | **${r.performance}** | **${r.accessibility}** | ${METRICS.map(([, label]) => metric(label, r.metrics[label])).join(" | ")} | ${r.performanceRuns.join(", ")} |`,
    ),
  ];
  const failing = results.filter((r) => r.failedA11y.length > 0);
  if (failing.length > 0) {
    lines.push("", "Accessibility audits that failed in at least one run:", "");
    for (const r of failing) lines.push(`- \`${r.page}\`: ${r.failedA11y.join("; ")}`);
  }
  return lines.join("\n");
}

async function main() {
  // The built client, rebuilt first if its sources changed; then a private copy of the app, so
  // a rebuild in the work tree during the runs cannot pull the page from under Lighthouse.
  const loadAtStart = loadavg()[0] ?? 0;
  execFileSync(process.execPath, ["scripts/build-if-needed.mjs"], { cwd: ROOT, stdio: "inherit" });
  const snapshot = snapshotApp();
  const database = await scratchDatabase({ kind: "pglite" });
  const workDir = mkdtempSync(join(tmpdir(), "fcr-lighthouse-"));
  let app;
  try {
    const opened = await database.open();
    let rideId;
    try {
      const seeded = await seedDatabase(opened.db, 30);
      // The first seeded ride is upcoming (every fifth is).
      rideId = seeded.rideIds[0];
    } finally {
      await opened.close();
    }
    // Tiles and place search point at a closed local port: a map draws no tiles, nothing waits.
    app = await startChildServer({
      env: {
        ...BENCH_SERVER_ENV,
        ...database.env,
        TILE_URL: "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png",
        PLACE_SEARCH_URL: "http://127.0.0.1:9/search",
      },
      root: snapshot.root,
    });
    const pages = ["/home", `/rides/${rideId}`, "/auth"];
    const results = [];
    for (const page of pages) {
      const reports = [];
      for (let run = 1; run <= RUNS; run += 1) {
        process.stderr.write(`lighthouse ${page} run ${run}/${RUNS}...\n`);
        reports.push(await runWithRetries(`${app.url}${page}`, join(workDir, "report.json")));
      }
      results.push(summarize(page, reports));
    }
    console.log("page             performance  accessibility  FCP     LCP     TBT     CLS    SI");
    for (const r of results) {
      console.log(
        `${r.page.padEnd(16)} ${String(r.performance).padStart(11)}  ${String(r.accessibility).padStart(13)}  ${METRICS.map(([, label]) => metric(label, r.metrics[label]).padEnd(6)).join("  ")}`,
      );
      if (r.runtimeErrors.length > 0)
        console.log(`  runtime errors: ${r.runtimeErrors.join(", ")}`);
    }
    if (process.env.LIGHTHOUSE_JSON) {
      writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(results));
    }
    if (process.env.LIGHTHOUSE_WRITE_DOC !== "0") {
      writeDocSection("lighthouse", documentSection(results, loadAtStart));
      process.stderr.write("docs/PERFORMANCE.md: lighthouse section rewritten\n");
    }
  } finally {
    await app?.stop();
    await database.drop();
    snapshot.remove();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
