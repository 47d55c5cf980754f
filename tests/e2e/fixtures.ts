// Shared helpers of the ride browser tests: accounts and rides made through the API, and a
// network edge that never leaves this machine (map tiles aborted, place search answered locally).
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  request as playwrightRequest,
} from "@playwright/test";
import type { Locale } from "../../src/domain/i18n/locales.ts";
import { newRideBody, type RideBodyOptions } from "../../src/server/testing/rides.ts";
import { newUserBody, type UserBody, uniqueName } from "../../src/server/testing/users.ts";
import { E2E_ADMIN, startE2eServer } from "./server.ts";

export { E2E_ADMIN };

/** What registerViaApi sends; by default a rider with no optional field. */
export type Account = Partial<UserBody> & { prefix?: string };

export interface SeededUser {
  id: number;
  discordUsername: string;
  name: string | null;
}

/** Registers through the API; `request` keeps the session cookie (a page's request shares it). */
export async function registerViaApi(
  request: APIRequestContext,
  account: Account = {},
): Promise<SeededUser> {
  const { prefix = "rider", ...fields } = account;
  const response = await request.post("/api/register", {
    data: newUserBody({
      discordUsername: uniqueName(prefix),
      password: "ride-pass-1",
      name: null,
      whatsappNumber: null,
      malaysianNumber: null,
      revolutUsername: null,
      isVendor: false,
      companyName: null,
      driverDetails: null,
      ...fields,
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SeededUser;
}

/** A vendor's account (`prefix` Cars, with one driver) for registerViaApi or newUserPage. */
export const vendorAccount = (prefix: string): Account => ({
  prefix,
  isVendor: true,
  companyName: `${prefix} Cars`,
  driverDetails: { name: "Driver Dan", contact: "+60123456789", carNumber: "JHB 1" },
});

/**
 * Verifies a vendor as an admin would, from a session of its own, on the server at `baseURL`: a
 * cross-border taxi of `registration` (a Singapore taxi picks up anywhere in Singapore, a Malaysian
 * one anywhere in Malaysia: decision 045), its permit's last day `permitExpires`.
 */
export async function verifyVendorViaApi(
  baseURL: string | undefined,
  vendorId: number,
  registration: "SG" | "MY" = "SG",
  permitExpires = "2099-12-31",
) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post("/api/login", { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    const verified = await admin.post(`/api/admin/vendors/${vendorId}/verify`, {
      data: {
        licenceType: "cross_border_taxi",
        licenceNumber: "CBT-E2E",
        registration,
        permitExpires,
        plate: registration === "SG" ? "SH 2026 E" : "JTK 2026",
      },
    });
    expect(verified.status(), await verified.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** A ride created through the API by the user `request` is logged in as. */
export async function createRideViaApi(request: APIRequestContext, options: RideBodyOptions = {}) {
  const response = await request.post("/api/rides", { data: newRideBody(options) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; date: string };
}

/** A ride a test made, and who organised it (registered with registerViaApi's password). */
export interface MadeRide {
  id: number;
  organizer: string;
}

/**
 * Deletes rides as their organizers and empties the list. Specs that make many rides call it
 * after each test, so the specs that follow still find their own rides on the first page of the
 * home list.
 */
export async function deleteRides(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  made: MadeRide[],
) {
  const organizers = new Set(made.map((ride) => ride.organizer));
  for (const organizer of organizers) {
    const request = await playwright.request.newContext({ baseURL });
    const login = await request.post("/api/login", {
      data: { discordUsername: organizer, password: "ride-pass-1" },
    });
    expect(login.status(), await login.text()).toBe(200);
    for (const ride of made.filter((ride) => ride.organizer === organizer)) {
      const response = await request.delete(`/api/rides/${ride.id}`);
      expect([200, 404], await response.text()).toContain(response.status());
    }
    await request.dispose();
  }
  made.length = 0;
}

/** A made-up place-search answer (Nominatim's shape). */
export const FAKE_PLACES = [
  {
    place_id: 101,
    lat: "1.3530",
    lon: "103.9450",
    display_name: "Tampines Hub, 1 Tampines Walk, Singapore",
  },
  {
    place_id: 102,
    lat: "1.3540",
    lon: "103.9430",
    display_name: "Tampines MRT Station, Tampines Central, Singapore",
  },
];

/** A made-up reverse-geocoding answer (Nominatim's `/reverse?format=jsonv2`). */
export const FAKE_REVERSE_PLACE = {
  place_id: 201,
  lat: "1.3500",
  lon: "103.8200",
  display_name: "Bishan-Ang Mo Kio Park, Bishan, Singapore",
};

/**
 * Keeps the browser on this machine: our own origin passes, the place search answers
 * FAKE_PLACES (FAKE_REVERSE_PLACE for a point's name), everything else (map tiles included) is aborted as if offline.
 */
export async function stayOffline(context: BrowserContext) {
  // A pattern, not a function: Playwright matches a pattern in its driver, so the app's own
  // requests go on without a round trip to the test's process; a function sees every request.
  await context.route(/^(?!https?:\/\/(?:127\.0\.0\.1|localhost)[:/])/, async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname.startsWith("nominatim.")) {
      await route.fulfill({
        json: url.pathname.endsWith("/reverse") ? FAKE_REVERSE_PLACE : FAKE_PLACES,
        headers: { "access-control-allow-origin": "*" },
      });
    } else {
      await route.abort("internetdisconnected");
    }
  });
}

/**
 * Each worker's own server and database (server.ts), which every test of the worker is pointed at
 * (`baseURL`); every test's page stays offline, and extra contexts call `stayOffline` themselves.
 */
export const test = base.extend<object, { e2eServer: string }>({
  e2eServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const server = await startE2eServer();
      await use(server.url);
      await server.stop();
    },
    { scope: "worker", timeout: 360_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer),
  context: async ({ context }, use) => {
    await stayOffline(context);
    await use(context);
  },
});

export { expect };

/** The toast with this text (at most one toast shows at a time). */
export const toastWith = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

/** A new browser context with its own logged-in user, offline like the others. */
export async function newUserPage(
  browser: import("@playwright/test").Browser,
  baseURL: string | undefined,
  account: Account = {},
) {
  const context = await browser.newContext({ baseURL });
  await stayOffline(context);
  const page = await context.newPage();
  const user = await registerViaApi(page.request, account);
  return { context, page, user };
}

/** The card of one ride on the home page. */
export const rideCard = (page: Page, rideId: number) => page.locator(`[data-ride-id="${rideId}"]`);

export async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
}

/**
 * Serves pages without the answers inlined in them (decision 036) and not prerendered (decision
 * 037), as the service worker's offline copy is, so the page asks the API itself and a route can
 * make that ask fail.
 */
export async function withoutFirstReads(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith("/api/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const headers = { ...route.request().headers(), "sec-fetch-dest": "empty" };
      const response = await route.fetch({ headers });
      const html = (await response.text()).replace(
        /<script type="application\/json" id="first-reads"[^>]*>[\s\S]*?<\/script>/,
        "",
      );
      await route.fulfill({ response, body: html });
    },
  );
}
/** axe on the page as it is now; `label` names the state in the failure message. */
export async function expectAxeClean(page: Page, label: string) {
  // Colours read mid-transition (a theme just switched by emulateMedia) are neither theme's.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  // One axe.run in the page (the app has no frames), not the default's run in each frame and a
  // finish in a new blank page; and selectors made for the violations alone, which is all the
  // report reads. The same rules on the same page, in about half the time (accessibility.spec).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** What each language's browser sends as Accept-Language. */
export const BROWSER_LOCALE: Record<Locale, string> = { en: "en-SG", zh: "zh-CN", ms: "ms-MY" };

/** A 375 px phone whose browser asks for `locale`, offline like the others. */
export async function phonePage(browser: Browser, baseURL: string | undefined, locale: Locale) {
  const context = await browser.newContext({
    baseURL,
    locale: BROWSER_LOCALE[locale],
    viewport: { width: 375, height: 800 },
  });
  await stayOffline(context);
  return context.newPage();
}

/**
 * Screenshots to look at, outside the repository, when SHOTS_DIR is set: the page at 375 and
 * 1280 px wide, light and dark, as `name-width-scheme.png`; `before` readies each (scrolls a part
 * into view, opens a tab), `fullPage` takes the whole page.
 */
export async function shootWhenAsked(
  page: Page,
  name: string,
  options: { before?: () => Promise<unknown>; fullPage?: boolean } = {},
) {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await options.before?.();
      await page.screenshot({
        path: `${shots}/${name}-${width}-${scheme}.png`,
        fullPage: options.fullPage,
      });
    }
  }
}
