// The bench's browser rows (issue 29): how long after navigation a rider on a slow phone
// connection sees the first ride card, in Chromium with the network emulated over CDP (400 ms
// round trip, 400 kbit/s each way, empty cache), and the page's largest contentful paint as the
// browser reports it under the same conditions. Applied throttling, unlike Lighthouse's
// simulated one: the figures are what this browser took, on this machine.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

/** The slow phone connection of issue 29. */
export const SLOW_PHONE = { latencyMs: 400, kbitPerSec: 400 } as const;

export interface FirstCardFigures {
  page: string;
  /** What was waited for: the list's first card, or the ride's heading. */
  what: string;
  runs: number;
  /** Medians, ms after navigation started. */
  firstCardMs: number;
  lcpMs: number;
  /** Every run's first card, ms. */
  firstCardRuns: number[];
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

/** One page's first card, `runs` times, each in a fresh context (empty cache, no session). */
async function measurePage(
  baseUrl: string,
  page: string,
  selector: string,
  runs: number,
): Promise<FirstCardFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const cards: number[] = [];
  const lcps: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ serviceWorkers: "block" });
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
      await tab.addInitScript(`window.__benchSelector = ${JSON.stringify(selector)};${RECORDER}`);
      await tab.goto(`${baseUrl}${page}`, { waitUntil: "commit", timeout: 60_000 });
      await tab.waitForFunction(
        () => (window as unknown as { __bench: { card: number | null } }).__bench.card !== null,
        undefined,
        { timeout: 60_000 },
      );
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
    what: selector,
    runs,
    firstCardMs: median(cards),
    lcpMs: median(lcps),
    firstCardRuns: cards.map(Math.round),
  };
}

/** The home list's first card and a ride page's heading, visited anonymously. */
export async function measureFirstCards(
  baseUrl: string,
  rideId: number,
  runs: number,
): Promise<FirstCardFigures[]> {
  return [
    await measurePage(baseUrl, "/home", "[data-ride-id]", runs),
    await measurePage(baseUrl, `/rides/${rideId}`, "main h1", runs),
  ];
}
