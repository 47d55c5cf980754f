// The bench's first-paint rows: the built app on a fresh PGlite with a small seed (as
// `npm run lighthouse` uses), the first ride card under a slow phone connection in Chromium
// (first-card.ts), and Lighthouse's mobile LCP (scripts/lighthouse.mjs, one run per page unless
// BENCH_LIGHTHOUSE_RUNS says more). Either can be skipped on a slow machine:
//
//   BENCH_BROWSER=0          no first-card rows      BENCH_BROWSER_RUNS=3      runs per page
//   BENCH_LIGHTHOUSE=0       no Lighthouse rows      BENCH_LIGHTHOUSE_RUNS=1   runs per page
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startChildServer } from "../src/server/testing/child-server.ts";
import { scratchDatabase } from "../src/server/testing/scratch-database.ts";
import { BENCH_SERVER_ENV, ROOT } from "./app-process.ts";
import { type FirstCardFigures, measureFirstCards } from "./first-card.ts";
import { seedDatabase } from "./seed.ts";

export interface LighthouseFigures {
  page: string;
  performance: number;
  runs: number;
  metrics: { FCP: number; LCP: number; TBT: number };
}

export interface FirstPaintResult {
  cards: FirstCardFigures[] | null;
  lighthouse: LighthouseFigures[] | null;
}

export const FIRST_PAINT_TARGETS = {
  firstCardMs: 2_500,
  lcpMs: 1_500,
  interactiveMs: 3_500,
} as const;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** Whether the rows run: on unless turned off, and named when BENCH_CALLS picks calls. */
export function firstPaintWanted(onlyCalls: string[] | undefined) {
  const wanted = (flag: string, key: string) =>
    process.env[flag] !== "0" && (!onlyCalls || onlyCalls.includes(key));
  return {
    browser: wanted("BENCH_BROWSER", "firstCard"),
    lighthouse: wanted("BENCH_LIGHTHOUSE", "lighthouse"),
  };
}

/** The client must be built before the app is copied: the rows measure the built pages. */
export function buildClientIfNeeded() {
  execFileSync(process.execPath, ["scripts/build-if-needed.mjs"], { cwd: ROOT, stdio: "inherit" });
}

async function firstCards(appRoot: string, runs: number): Promise<FirstCardFigures[]> {
  const database = await scratchDatabase({ kind: "pglite" });
  try {
    const opened = await database.open();
    let rideId: number;
    let riderCookie: string;
    try {
      const seeded = await seedDatabase(opened.db, 30);
      // The first seeded ride is upcoming (every fifth is).
      rideId = seeded.rideIds[0] ?? 1;
      riderCookie = seeded.readerCookies[0] ?? "";
    } finally {
      await opened.close();
    }
    const app = await startChildServer({
      env: {
        ...BENCH_SERVER_ENV,
        ...database.env,
        TILE_URL: "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png",
        PLACE_SEARCH_URL: "http://127.0.0.1:9/search",
      },
      root: appRoot,
    });
    try {
      return await measureFirstCards(app.url, rideId, runs, riderCookie);
    } finally {
      await app.stop();
    }
  } finally {
    await database.drop();
  }
}

/** scripts/lighthouse.mjs in its own process, its medians read back from a JSON file. */
function lighthouse(workDir: string, runs: number): Promise<LighthouseFigures[]> {
  const output = join(workDir, "lighthouse.json");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/lighthouse.mjs"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        LIGHTHOUSE_RUNS: String(runs),
        LIGHTHOUSE_WRITE_DOC: "0",
        LIGHTHOUSE_JSON: output,
      },
    });
    child.on("exit", (code) => {
      if (code === 0 && existsSync(output))
        resolve(JSON.parse(readFileSync(output, "utf8")) as LighthouseFigures[]);
      else reject(new Error(`scripts/lighthouse.mjs failed (${code})`));
    });
  });
}

export async function benchFirstPaint(
  appRoot: string,
  workDir: string,
  wanted: { browser: boolean; lighthouse: boolean },
): Promise<FirstPaintResult> {
  let cards: FirstCardFigures[] | null = null;
  if (wanted.browser) {
    log("first ride card, 400 ms RTT and 400 kbit/s (Chromium, CDP)...");
    cards = await firstCards(appRoot, Number(process.env.BENCH_BROWSER_RUNS ?? 3));
    for (const card of cards) {
      const interactive =
        card.interactiveMs === null
          ? ""
          : `  interactive ${Math.round(card.interactiveMs)} ms (runs ${card.interactiveRuns.join(", ")})`;
      log(
        `  ${card.page.padEnd(12)} ${card.reader.padEnd(7)} first card ${Math.round(card.firstCardMs)} ms  LCP ${Math.round(card.lcpMs)} ms  (runs ${card.firstCardRuns.join(", ")})${interactive}`,
      );
    }
  }
  let pages: LighthouseFigures[] | null = null;
  if (wanted.lighthouse) {
    log("Lighthouse, mobile, simulated throttling...");
    pages = await lighthouse(workDir, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
    for (const page of pages) {
      log(
        `  ${page.page.padEnd(12)} LCP ${Math.round(page.metrics.LCP)} ms  performance ${page.performance}`,
      );
    }
  }
  return { cards, lighthouse: pages };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The section's table and its targets, for docs/PERFORMANCE.md. */
export function firstPaintSection(result: FirstPaintResult): string {
  const { cards, lighthouse: pages } = result;
  if (!cards && !pages) return "";
  const lines = [
    "### First paint on a slow phone connection",
    "",
    "The built app on a fresh PGlite seeded with 30 rides, opened with an empty cache. *First card*: Chromium with the network emulated over CDP (400 ms round trip, 400 kbit/s each way), the time from navigation to the list's first ride card (`/home`) or the ride's heading (`/rides/{id}`), and the browser's own LCP in the same runs; a visitor on a fast phone, then a signed-in rider on a slow phone (the same connection, its CPU 4× slower over CDP), for whom *interactive* is when the page was hydrated and answered taps (the app's `page-hydrated` mark; a tap before it is held and done then). *Lighthouse*: `scripts/lighthouse.mjs` (mobile, simulated throttling).",
    "",
    "| page | reader | measured by | runs | first card | LCP | interactive | target | |",
    "|---|---|---|--:|--:|--:|--:|---|---|",
  ];
  for (const card of cards ?? []) {
    const rider = card.interactiveMs !== null;
    const [target, ok] = rider
      ? [
          `interactive ≤ ${seconds(FIRST_PAINT_TARGETS.interactiveMs)}`,
          (card.interactiveMs ?? 0) <= FIRST_PAINT_TARGETS.interactiveMs,
        ]
      : [
          `first card ≤ ${seconds(FIRST_PAINT_TARGETS.firstCardMs)}`,
          card.firstCardMs <= FIRST_PAINT_TARGETS.firstCardMs,
        ];
    const phone = rider
      ? "slow phone, 400 ms / 400 kbit/s, CPU 4×"
      : "Chromium, 400 ms / 400 kbit/s";
    lines.push(
      `| \`${card.page}\` | ${rider ? "signed in" : "visitor"} | ${phone} | ${card.runs} | ${seconds(card.firstCardMs)} | ${seconds(card.lcpMs)} | ${rider ? seconds(card.interactiveMs ?? 0) : "–"} | ${target} | ${ok ? "✅ met" : "❌ missed"} |`,
    );
  }
  const drawn = (pages ?? []).filter((page) => page.page !== "/auth");
  for (const page of drawn) {
    const ok = page.metrics.LCP <= FIRST_PAINT_TARGETS.lcpMs;
    lines.push(
      `| \`${page.page}\` | visitor | Lighthouse mobile | ${page.runs} | – | ${seconds(page.metrics.LCP)} | – | LCP ≤ ${seconds(FIRST_PAINT_TARGETS.lcpMs)} | ${ok ? "✅ met" : "❌ missed"} |`,
    );
  }
  if (drawn.some((page) => page.metrics.LCP > FIRST_PAINT_TARGETS.lcpMs)) {
    const fcp = drawn.map((page) => `${seconds(page.metrics.FCP)} on \`${page.page}\``).join(", ");
    lines.push(
      "",
      `**Why Lighthouse's LCP is missed:** its simulation (Lantern) builds the LCP from every request that finished before the LCP it observed, whatever its priority, replayed at slow 4G. A drawn page asks for its scripts only once it has painted (decision 058), so what it still counts is what the page asks for before: its HTML, the stylesheet it preloads and its API preloads. Lighthouse's own FCP is ${fcp}, and the first card at 400 kbit/s is above.`,
    );
  }
  return lines.join("\n");
}
