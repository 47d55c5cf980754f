// The bench's browser rows (issues 29 and 40): how long after navigation a rider on a slow phone
// connection sees the first ride card, in Chromium with the network emulated over CDP (400 ms
// round trip, 400 kbit/s each way, empty cache), the page's largest contentful paint as the
// browser reports it under the same conditions, and, for a signed-in rider on a slow phone (its
// CPU 4× slower too), when the page answers taps: hydrated, the app's "page-hydrated" mark.
// Applied throttling, unlike Lighthouse's simulated one: the figures are what this browser took,
// on this machine.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

/** The slow phone connection of issue 29; issue 40's phone is also 4× slower at computing. */
export const SLOW_PHONE = { latencyMs: 400, kbitPerSec: 400, cpuSlowdown: 4 } as const;

/** Who opens the page: a visitor on a fast phone, or a signed-in rider on a slow one. */
export type Reader = { kind: "visitor" } | { kind: "rider"; cookie: string };

export interface FirstCardFigures {
  page: string;
  reader: Reader["kind"];
  /** What was waited for: the list's first card, or the ride's heading. */
  what: string;
  runs: number;
  /** Medians, ms after navigation started. */
  firstCardMs: number;
  lcpMs: number;
  /** When the page answered taps (hydrated); measured for the rider on the slow phone. */
  interactiveMs: number | null;
  /** Every run's first card, ms. */
  firstCardRuns: number[];
  interactiveRuns: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

// Runs in the page before its own scripts: the time (performance.now(), from navigation start)
// of the first frame drawn with the selector matching, and the last largest-contentful-paint
// entry. A prerendered card is in the document before its stylesheet arrives, but no frame is
// drawn until it has: the card shows with the first animation frame after it is there.
const RECORDER = `
  window.__bench = { card: null, lcp: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  let waiting = false;
  const seen = () => {
    if (waiting || !document.querySelector(window.__benchSelector)) return;
    waiting = true;
    requestAnimationFrame(() => {
      window.__bench.card = performance.now();
    });
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
`;

const hydratedAt = () => performance.getEntriesByName("page-hydrated")[0]?.startTime ?? null;

/** One page's first card, `runs` times, each in a fresh context (empty cache). */
async function measurePage(
  baseUrl: string,
  page: string,
  selector: string,
  runs: number,
  reader: Reader,
): Promise<FirstCardFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const cards: number[] = [];
  const lcps: number[] = [];
  const interactive: number[] = [];
  const rider = reader.kind === "rider";
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      if (rider) {
        const [name = "", value = ""] = reader.cookie.split("=");
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      const bytesPerSec = (SLOW_PHONE.kbitPerSec * 1000) / 8;
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: SLOW_PHONE.latencyMs,
        downloadThroughput: bytesPerSec,
        uploadThroughput: bytesPerSec,
      });
      if (rider) await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
      await tab.addInitScript(`window.__benchSelector = ${JSON.stringify(selector)};${RECORDER}`);
      await tab.goto(`${baseUrl}${page}`, { waitUntil: "commit", timeout: 60_000 });
      await tab.waitForFunction(
        () => (window as unknown as { __bench: { card: number | null } }).__bench.card !== null,
        undefined,
        { timeout: 60_000 },
      );
      if (rider) {
        await tab.waitForFunction(hydratedAt, undefined, { timeout: 60_000 });
        interactive.push((await tab.evaluate(hydratedAt)) ?? 0);
      }
      // LCP settles once the page stops painting bigger things; a short pause after the card.
      await tab.waitForTimeout(1_000);
      const figures = (await tab.evaluate("window.__bench")) as { card: number; lcp: number };
      cards.push(figures.card);
      lcps.push(figures.lcp ?? figures.card);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    page,
    reader: reader.kind,
    what: selector,
    runs,
    firstCardMs: median(cards),
    lcpMs: median(lcps),
    interactiveMs: rider ? median(interactive) : null,
    firstCardRuns: cards.map(Math.round),
    interactiveRuns: interactive.map(Math.round),
  };
}

/**
 * The home list's first card and a ride page's heading, visited anonymously on a fast phone on
 * the slow connection, then by a signed-in rider on the slow phone.
 */
export async function measureFirstCards(
  baseUrl: string,
  rideId: number,
  runs: number,
  riderCookie: string,
): Promise<FirstCardFigures[]> {
  const figures: FirstCardFigures[] = [];
  for (const reader of [{ kind: "visitor" }, { kind: "rider", cookie: riderCookie }] as Reader[]) {
    figures.push(await measurePage(baseUrl, "/home", "[data-ride-id]", runs, reader));
    figures.push(await measurePage(baseUrl, `/rides/${rideId}`, "main h1", runs, reader));
  }
  return figures;
}
