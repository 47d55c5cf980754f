// A page's first load: /home and a ride's page arrive drawn (decision 037) and the app hydrates
// them; other pages paint the frame in index.html before any script runs and the app takes it
// over in place; the reads its first paint needs arrive inside the page (decision 036) and
// are not asked again; every other read the server preloads in the head is the very request the
// page makes, so the browser hands it over instead of asking twice.
import type { Browser, Locator, Page, Response } from "@playwright/test";
import {
  createRideViaApi,
  expect,
  newUserPage,
  phonePage,
  registerViaApi,
  rideCard,
  test,
} from "./fixtures.ts";

/** Records the API reads a page makes (path and query, in order). */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/")) {
      reads.push(`${url.pathname}${url.search}`);
    }
  });
  return reads;
}

const preloadedReads = (page: Page) =>
  page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));

/** The URLs of the reads the page's first response carries (its data script, as sent). */
async function inlinedReads(response: Response | null): Promise<string[]> {
  const html = (await response?.text()) ?? "";
  const data = /<script type="application\/json" id="first-reads"[^>]*>(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return (JSON.parse(data ?? "[]") as { url: string }[]).map((read) => read.url);
}

test("the home page arrives with its reads, and asks for none of them again", async ({ page }) => {
  const reads = apiReads(page);
  const response = await page.goto("/home");
  await expect(page.getByRole("tab", { name: "All Rides" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);

  expect(await inlinedReads(response)).toEqual([
    "/api/auth/me",
    "/api/stats",
    expect.stringMatching(/^\/api\/rides\?direction=all&time=upcoming&sort=dateAsc&limit=\d+$/),
  ]);
  expect(await preloadedReads(page)).toEqual([]);
  expect(reads).toEqual([]);
  // The data script is read once and removed, so no later render takes it for new data.
  await expect(page.locator("#first-reads")).toHaveCount(0);
});

test("a searched home arrives with the list its URL asks for", async ({ page }) => {
  const reads = apiReads(page);
  const response = await page.goto("/home?dir=FC->SG&day=2030-01-04&time=evening");
  await expect(page.getByRole("radio", { name: "Evening" })).toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);

  expect(await inlinedReads(response)).toContain(
    "/api/rides?direction=FC-%3ESG&time=upcoming&sort=dateAsc&limit=20&day=2030-01-04&timeOfDay=evening",
  );
  expect(reads).toEqual([]);
});

test("a ride page arrives with the ride; only its settings are preloaded", async ({
  page,
  playwright,
  baseURL,
}) => {
  const organizer = await playwright.request.newContext({ baseURL });
  await registerViaApi(organizer, { prefix: "preload" });
  const ride = await createRideViaApi(organizer);
  await organizer.dispose();

  const reads = apiReads(page);
  const response = await page.goto(`/rides/${ride.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Singapore to Forest City");
  await expect(page.getByRole("button", { name: /Share/ })).toBeVisible();

  expect(await inlinedReads(response)).toEqual(["/api/auth/me", `/api/rides/${ride.id}`]);
  expect(await preloadedReads(page)).toEqual(["/api/config"]);
  // The border planner asks about the ride's own direction and time: it can only follow the
  // ride's answer, so it is the one read neither inlined nor preloaded.
  await expect(page.getByTestId("crossing-hint")).toBeVisible();
  expect(reads.filter((read) => !read.startsWith("/api/planner?"))).toEqual(["/api/config"]);
  expect(reads.filter((read) => read.startsWith("/api/planner?"))).toHaveLength(1);
});

const HYDRATION = /hydrat|did not match|mismatch|server rendered|server HTML/i;

/** The app's entry script, which every page loads first. */
const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;

/** Holds back the page's requests for `url` until the returned function lets them through. */
async function holdBack(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const signedIn of [false, true]) {
  test(`the first card comes from the first response, with no hydration warning (${signedIn ? "signed in" : "visitor"})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const organizer = await playwright.request.newContext({ baseURL });
    await registerViaApi(organizer, { prefix: "firstcard" });
    // Leaving within hours: the first card of the home list.
    const ride = await createRideViaApi(organizer, { daysAhead: 0.1 });
    await organizer.dispose();
    if (signedIn) await registerViaApi(page.request, { prefix: "reader" });

    const warnings: string[] = [];
    page.on("console", (message) => {
      if (["error", "warning"].includes(message.type())) warnings.push(message.text());
    });
    page.on("pageerror", (error) => warnings.push(error.message));
    const reads = apiReads(page);

    await page.goto("/home");
    await expect(rideCard(page, ride.id)).toBeVisible();
    await page.goto(`/rides/${ride.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Singapore to Forest City");

    expect(warnings.filter((text) => HYDRATION.test(text))).toEqual([]);
    // Neither the list's first page nor the ride was asked again (its passengers may be); a
    // rider's home, drawn for any rider, reads their own list once, preloaded with the page.
    const inlined = (read: string) =>
      read.startsWith("/api/rides?") || read === `/api/rides/${ride.id}`;
    expect(reads.filter(inlined)).toHaveLength(signedIn ? 1 : 0);
  });
}

test("a rider's home is drawn for any rider, then shows their own rides and menu once hydrated", async ({
  page,
  playwright,
  baseURL,
}) => {
  const organizer = await playwright.request.newContext({ baseURL });
  await registerViaApi(organizer, { prefix: "anyrider" });
  const ride = await createRideViaApi(organizer, { daysAhead: 0.1 });
  await organizer.dispose();
  await registerViaApi(page.request, { prefix: "ownpart" });
  const joined = await page.request.post(`/api/rides/${ride.id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bishan MRT" },
  });
  expect(joined.status()).toBe(201);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) warnings.push(message.text());
  });
  const reads = apiReads(page);

  const response = await page.goto("/home");
  // As drawn: the ride without this rider's part in it.
  const html = (await response?.text()) ?? "";
  expect(html).toContain('id="first-reads" data-reader="shared"');
  // Once hydrated: their own part, read once (the preloads the page arrived with).
  await expect(rideCard(page, ride.id).getByText("Joined", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Ride" }).first()).toBeAttached();
  expect(reads.filter((read) => read === "/api/auth/me")).toEqual(["/api/auth/me"]);
  expect(reads.filter((read) => read.startsWith("/api/rides?"))).toHaveLength(1);
  expect(warnings.filter((text) => HYDRATION.test(text))).toEqual([]);
});

test("a drawn page waits for its code whole: a tap meanwhile is done once it is hydrated", async ({
  page,
}) => {
  await registerViaApi(page.request, { prefix: "early" });
  const ride = await createRideViaApi(page.request, { daysAhead: 5 });
  // The page's chunk arrives only when the test lets it: React cannot hydrate the page before.
  const arrive = await holdBack(page, /\/assets\/ride-detail-page-[^/]+\.js$/);
  // Whether the drawn heading ever leaves the page (React swapping it for the spinner).
  await page.addInitScript(() => {
    addEventListener("DOMContentLoaded", () => {
      const heading = document.querySelector("main h1");
      new MutationObserver(() => {
        if (!heading?.isConnected) Object.assign(window, { drawnPageLost: true });
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  // The error texts load once the page has: an update above the page while it waits.
  const errorTexts = page.waitForResponse(/\/assets\/error-[^/]+\.js$/);
  try {
    await page.goto(`/rides/${ride.id}`, { waitUntil: "commit" });
    // The app's script has run (it asks for the error texts once the page has loaded); the page's
    // code has not.
    await errorTexts;
    const tab = page.getByRole("tab", { name: "Passengers" });
    await tab.click();
    // Drawn but not hydrated: the tap waits, and the browser sends no form anywhere.
    await expect(tab).toHaveAttribute("aria-selected", "false");
    arrive();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Passengers" })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/rides/${ride.id}`);
    expect(await page.evaluate(() => "drawnPageLost" in window)).toBe(false);
  } finally {
    await page.request.delete(`/api/rides/${ride.id}`);
  }
});

test("a tap made before the app's script has run is done once the page is hydrated", async ({
  page,
}) => {
  await registerViaApi(page.request, { prefix: "earliest" });
  const ride = await createRideViaApi(page.request, { daysAhead: 5 });
  // The app's entry arrives only when the test lets it: nothing of the app runs before.
  const arrive = await holdBack(page, APP_ENTRY);
  try {
    await page.goto(`/rides/${ride.id}`, { waitUntil: "commit" });
    const tab = page.getByRole("tab", { name: "Passengers" });
    await tab.click();
    // The app has not run, and the tap sent nothing anywhere.
    expect(await page.evaluate(() => performance.getEntriesByName("page-hydrated").length)).toBe(0);
    await expect(tab).toHaveAttribute("aria-selected", "false");
    arrive();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Passengers" })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/rides/${ride.id}`);
  } finally {
    await page.request.delete(`/api/rides/${ride.id}`);
  }
});

test("a drawn page applies its whole stylesheet while its scripts are still on the way", async ({
  page,
}) => {
  await registerViaApi(page.request, { prefix: "sheetfirst" });
  const arrive = await holdBack(page, APP_ENTRY);
  await page.goto("/home", { waitUntil: "commit" });
  // Its rules are worked out while the phone waits for the scripts, not after they have run.
  await expect(page.locator('link[data-deferred-stylesheet][rel="stylesheet"]')).toBeAttached();
  expect(await page.evaluate(() => performance.getEntriesByName("page-hydrated").length)).toBe(0);
  arrive();
  await page.waitForFunction(() => performance.getEntriesByName("page-hydrated").length > 0);
});

test("a ride page's confirmation dialogs load their code when one opens, and hand the focus back", async ({
  page,
  playwright,
  baseURL,
}) => {
  const organizer = await playwright.request.newContext({ baseURL });
  await registerViaApi(organizer, { prefix: "dialogowner" });
  const ride = await createRideViaApi(organizer, { daysAhead: 5 });
  await registerViaApi(page.request, { prefix: "dialogrider" });
  const joined = await page.request.post(`/api/rides/${ride.id}/join`, {
    data: { rideId: ride.id, passengerCount: 1, dropoffLocation: "Jurong East MRT" },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const dialogCode = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .some((entry) => /\/assets\/confirm-dialog-[^/]+\.js$/.test(entry.name)),
    );
  try {
    await page.goto(`/rides/${ride.id}`);
    await page.waitForFunction(() => performance.getEntriesByName("page-hydrated").length > 0);
    await page.getByRole("tab", { name: "Passengers" }).click();
    const leave = page.getByRole("button", { name: "Leave Ride" });
    await expect(leave).toBeVisible();
    expect(await dialogCode()).toBe(false);
    await leave.click();
    const dialog = page.getByRole("alertdialog", { name: "Leave this ride?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    expect(await dialogCode()).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(leave).toBeFocused();
    await expect(leave).toHaveAttribute("aria-expanded", "false");
  } finally {
    await organizer.delete(`/api/rides/${ride.id}`);
    await organizer.dispose();
  }
});

test("a chip tapped before the app's script has run filters the list once the page is hydrated", async ({
  page,
}) => {
  await registerViaApi(page.request, { prefix: "chip" });
  const east = await createRideViaApi(page.request, { daysAhead: 0.2, location: "Far East Plaza" });
  const west = await createRideViaApi(page.request, { daysAhead: 0.3, direction: "FC->SG" });
  const arrive = await holdBack(page, APP_ENTRY);
  try {
    await page.goto("/home", { waitUntil: "commit" });
    await expect(rideCard(page, east.id)).toBeVisible();
    const direction = page.getByRole("group", { name: "Direction" });
    await direction.getByText("Forest City → Singapore").click();
    // Held: the browser did not tick the chip the app has not heard of.
    await expect(direction.getByRole("radio", { name: "Both" })).toBeChecked();
    arrive();
    await expect(direction.getByRole("radio", { name: "Forest City → Singapore" })).toBeChecked();
    await expect(rideCard(page, east.id)).toHaveCount(0);
    await expect(rideCard(page, west.id)).toBeVisible();
  } finally {
    await page.request.delete(`/api/rides/${east.id}`);
    await page.request.delete(`/api/rides/${west.id}`);
  }
});

test("a drawn page asks for its scripts only once it is on screen, and is hydrated with them", async ({
  page,
}) => {
  await registerViaApi(page.request, { prefix: "painted" });
  const ride = await createRideViaApi(page.request, { daysAhead: 5 });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  try {
    for (const url of ["/home", `/rides/${ride.id}`]) {
      await page.goto(url);
      await page.waitForFunction(() => performance.getEntriesByName("page-hydrated").length > 0);
      const { painted, scripts } = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(painted, url).not.toBeNull();
      expect(scripts.length, url).toBeGreaterThan(2);
      for (const asked of scripts) expect(asked, url).toBeGreaterThanOrEqual(painted ?? 0);
    }
    expect(violations).toEqual([]);
  } finally {
    await page.request.delete(`/api/rides/${ride.id}`);
  }
});

test("on a link the browser rates 3G, a drawn page asks for its scripts before its first paint and runs them after it, and for its stylesheet once they are in", async ({
  page,
}) => {
  await registerViaApi(page.request, { prefix: "slowlink" });
  // When the page's entry script was added to run (script-starter.ts).
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      const added = changes.flatMap((change) => [...change.addedNodes]);
      if (!added.some((node) => node instanceof HTMLScriptElement && node.type === "module"))
        return;
      (window as Window & { entryAddedAt?: number }).entryAddedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // A 300 ms round trip is what makes Chromium rate the link 3G; the bandwidth stays generous.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 300,
    downloadThroughput: 500_000,
    uploadThroughput: 500_000,
  });
  await page.goto("/home");
  await page.waitForFunction(() => performance.getEntriesByName("page-hydrated").length > 0);
  await expect(page.locator('link[data-deferred-stylesheet][rel="stylesheet"]')).toBeAttached();
  const { rated, painted, firstScript, lastScriptIn, stylesheetAsked, entryAdded } =
    await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      // The scripts the starter asked for at once, before the paint.
      const scripts = resources.filter(
        (entry) => /\/assets\/[^/]+\.js$/.test(entry.name) && entry.startTime < painted,
      );
      return {
        entryAdded: (window as Window & { entryAddedAt?: number }).entryAddedAt ?? null,
        rated: (navigator as Navigator & { connection?: { effectiveType: string } }).connection
          ?.effectiveType,
        painted,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        lastScriptIn: Math.max(...scripts.map((entry) => entry.responseEnd)),
        stylesheetAsked:
          resources.find((entry) => /\/assets\/[^/]+\.css$/.test(entry.name))?.startTime ?? null,
      };
    });
  expect(rated).toBe("3g");
  expect(painted).toBeGreaterThan(0);
  expect(firstScript).toBeLessThan(painted);
  // Run only once the page is on screen: a slow phone's CPU would otherwise hold the paint.
  expect(entryAdded).toBeGreaterThanOrEqual(painted);
  // The page answers once its scripts are in: the stylesheet does not share the link with them.
  expect(stylesheetAsked).toBeGreaterThanOrEqual(lastScriptIn);
});

test("what only a ride's people see is downloaded for them before their page is hydrated, for another rider after, and never for a visitor", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerViaApi(page.request, { prefix: "partsorg" });
  const ride = await createRideViaApi(page.request, { daysAhead: 5 });
  const stranger = await newUserPage(browser, baseURL, { prefix: "partsstranger" });
  const visitor = await browser.newContext({ baseURL });
  /** When the parts' chunk was asked for, and when the page's own code and the page were in (ms). */
  const timesOn = async (tab: Page, loadsParts: boolean) => {
    await tab.goto(`/rides/${ride.id}`);
    await tab.waitForFunction(() => performance.getEntriesByName("page-hydrated").length > 0);
    if (loadsParts) {
      await tab.waitForFunction(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => /ride-member-parts/.test(entry.name)),
      );
    } else await tab.waitForTimeout(1_000);
    return tab.evaluate(() => {
      const scripts = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const chunk = (name: string) =>
        scripts.find((entry) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(entry.name));
      return {
        hydrated: performance.getEntriesByName("page-hydrated")[0]?.startTime ?? 0,
        pageCode: chunk("ride-detail-page")?.responseEnd ?? 0,
        parts: chunk("ride-member-parts")?.startTime ?? null,
      };
    });
  };
  try {
    const organizer = await timesOn(page, true);
    expect(organizer.parts).toBeLessThan(organizer.hydrated);
    await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();

    const other = await timesOn(stranger.page, true);
    expect(other.parts).toBeGreaterThan(other.pageCode);

    const anonymous = await timesOn(await visitor.newPage(), false);
    expect(anonymous.parts).toBeNull();
  } finally {
    await stranger.context.close();
    await visitor.close();
    await page.request.delete(`/api/rides/${ride.id}`);
  }
});

test("a page opened again through the service worker arrives drawn", async ({ page }) => {
  await page.goto("/home");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  // The worker passes the navigation on (Sec-Fetch-Dest: empty, Sec-Fetch-Mode: navigate).
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered", "en");
  await page.waitForFunction(() => performance.getEntriesByName("page-hydrated").length > 0);
});

test("a tap on the phone's menu before the app has run opens it once the page is hydrated, its tooltip not yet in", async ({
  browser,
  baseURL,
}) => {
  const page = await phonePage(browser, baseURL, "en");
  // Signed in: the bell joins the bar beside the menu once the page is hydrated.
  await registerViaApi(page.request, { prefix: "phonemenu" });
  // The app's entry, then the bar's tooltip (a chunk of its own, after the page), arrive only
  // when the test lets them.
  const arriveApp = await holdBack(page, APP_ENTRY);
  const arriveTooltip = await holdBack(page, /\/assets\/tooltip-[^/]+\.js$/);
  await page.goto("/home", { waitUntil: "commit" });
  const menu = page.getByRole("button", { name: "Menu" });
  const drawn = await menu.elementHandle();
  await menu.click();
  arriveApp();
  // The menu button hydrates with the page: it needs nothing of the tooltip's.
  await page.waitForFunction(() => performance.getEntriesByName("page-hydrated").length > 0);
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  arriveTooltip();
  await page.waitForFunction(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /\/assets\/tooltip-[^/]+\.js$/.test(entry.name)),
  );
  // The button drawn by the server is the one on the page: never drawn again, so a finger down
  // on it is up on it too.
  expect(await drawn?.evaluate((button) => button.isConnected)).toBe(true);
  await page.context().close();
});

test("a drawn page asks for the bar's later parts only once it is hydrated", async ({
  browser,
  baseURL,
}) => {
  const page = await phonePage(browser, baseURL, "en");
  await registerViaApi(page.request, { prefix: "laterparts" });
  await page.goto("/home");
  // React hydrates the page in a pass after the bar's; a lazy part of the bar (the bell, a
  // tooltip, the toaster) that suspended before it held that pass's commit up to 300 ms.
  const later = [
    /\/assets\/tooltip-for-[^/]+\.js$/,
    /\/assets\/notification-bell-[^/]+\.js$/,
    /\/assets\/toaster-[^/]+\.js$/,
  ];
  const sources = later.map((pattern) => pattern.source);
  await page.waitForFunction(
    (all) =>
      all.every((source) =>
        performance
          .getEntriesByType("resource")
          .some((entry) => new RegExp(source).test(entry.name)),
      ),
    sources,
  );
  const { hydrated, asked } = await page.evaluate(
    (sources) => ({
      hydrated: performance.getEntriesByName("page-hydrated")[0]?.startTime ?? null,
      asked: sources.map(
        (source) =>
          performance
            .getEntriesByType("resource")
            .find((entry) => new RegExp(source).test(entry.name))?.startTime ?? null,
      ),
    }),
    sources,
  );
  expect(hydrated).not.toBeNull();
  for (const [index, at] of asked.entries()) {
    expect(at, later[index]?.source).not.toBeNull();
    expect(at ?? 0, later[index]?.source).toBeGreaterThanOrEqual(hydrated ?? Infinity);
  }
  await page.context().close();
});

test("the phone's menu reached by keyboard before the app has run opens with Enter and keeps the focus", async ({
  browser,
  baseURL,
}) => {
  const page = await phonePage(browser, baseURL, "en");
  await registerViaApi(page.request, { prefix: "phonekeys" });
  const arriveApp = await holdBack(page, APP_ENTRY);
  const arriveTooltip = await holdBack(page, /\/assets\/tooltip-[^/]+\.js$/);
  await page.goto("/home", { waitUntil: "commit" });
  const menu = page.getByRole("button", { name: "Menu" });
  await menu.focus();
  await page.keyboard.press("Enter");
  arriveApp();
  // Hydrated, the bar updated (the bell), the tooltip's code not yet in.
  await page.waitForFunction(() => performance.getEntriesByName("page-hydrated").length > 0);
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  arriveTooltip();
  // The tooltip comes beside the button: the focus stays, and Tab goes into the menu.
  await expect(menu).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Travel Guide" })).toBeFocused();
  await page.context().close();
});

test("a page not drawn on the server paints its frame without JavaScript, where the app then draws its own", async ({
  browser,
  page,
  baseURL,
}) => {
  const brand = (on: Page) => on.getByRole("link", { name: "FC Rideshare" });
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const frame = await noScript.newPage();
  await frame.goto("/guide");
  await expect(brand(frame)).toBeVisible();
  await expect(frame.getByRole("status")).toHaveText("Loading");
  const frameBrand = await brand(frame).boundingBox();
  const frameContent = await frame.locator("main > *").first().boundingBox();
  await noScript.close();

  await page.goto("/guide");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await brand(page).boundingBox()).toEqual(frameBrand);
  expect((await page.locator("main > *").first().boundingBox())?.y).toBe(frameContent?.y);
});

/** Where every element of the app sits, and how it looks, as the page shows it now. */
const layout = (page: Page) =>
  page.locator("#root *").evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        element.getAttribute("class"),
        [box.x, box.y, box.width, box.height].map(Math.round).join(","),
        style.color,
        style.backgroundColor,
        style.borderTopWidth,
        style.borderTopStyle,
        style.fontSize,
        style.fontWeight,
      ].join(" ");
    }),
  );

/** The page as it paints from its HTML alone (its critical CSS inline), then with the whole stylesheet. */
async function withAndWithoutStylesheet(
  browser: Browser,
  baseURL: string | undefined,
  colorScheme: "light" | "dark",
  path: string,
  shown: (page: Page) => Locator,
) {
  const seen: string[][] = [];
  for (const stylesheet of [false, true]) {
    const context = await browser.newContext({
      baseURL,
      colorScheme,
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    if (!stylesheet) await page.route("**/assets/*.css", (route) => route.abort());
    await page.goto(path);
    await expect(shown(page)).toBeVisible();
    seen.push(await layout(page));
    await context.close();
  }
  return seen;
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`a ride's card and a ride's page are drawn before any script runs, and look the same before the stylesheet arrives as after (${colorScheme})`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const organizer = await playwright.request.newContext({ baseURL });
    await registerViaApi(organizer, { prefix: "drawn" });
    const ride = await createRideViaApi(organizer, { daysAhead: 0.1 });
    const pages: [string, (page: Page) => Locator][] = [
      ["/home", (page) => rideCard(page, ride.id)],
      [
        `/rides/${ride.id}`,
        (page) => page.getByRole("heading", { level: 1, name: "Singapore to Forest City" }),
      ],
    ];
    try {
      for (const [path, shown] of pages) {
        const [inline = [], whole = []] = await withAndWithoutStylesheet(
          browser,
          baseURL,
          colorScheme,
          path,
          shown,
        );
        // Nothing may move or change colour when the stylesheet arrives.
        expect(inline.length, path).toBeGreaterThan(50);
        expect(
          inline.filter((element, index) => element !== whole[index]),
          path,
        ).toEqual([]);
      }
    } finally {
      // The home's first page is shared with the later specs' rides.
      await organizer.delete(`/api/rides/${ride.id}`);
      await organizer.dispose();
    }
  });
}
