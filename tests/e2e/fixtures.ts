// Shared helpers of the ride browser tests: accounts and rides made through the API, and a
// network edge that never leaves this machine (map tiles aborted, place search answered locally).
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  request as playwrightRequest,
} from "@playwright/test";

let counter = 0;
/** Usernames unique per run, so tests stand alone and in any order. */
export const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${counter++}`;

export interface Account {
  discordUsername: string;
  password: string;
  name?: string | null;
  whatsappNumber?: string | null;
  malaysianNumber?: string | null;
  revolutUsername?: string | null;
  isVendor?: boolean;
  companyName?: string | null;
  driverDetails?: { name: string; contact: string; carNumber: string } | null;
}

export interface SeededUser {
  id: number;
  discordUsername: string;
  name: string | null;
}

/** Registers through the API; `request` keeps the session cookie (a page's request shares it). */
export async function registerViaApi(
  request: APIRequestContext,
  account: Partial<Account> & { prefix?: string } = {},
): Promise<SeededUser> {
  const { prefix = "rider", ...fields } = account;
  const response = await request.post("/api/register", {
    data: {
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
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SeededUser;
}

/** The admin of the browser tests: ADMIN_DISCORD_USERNAMES in scripts/e2e-server.mjs names it. */
export const E2E_ADMIN = { discordUsername: "e2e_admin", password: "admin-pass-1" };

/** Verifies a vendor as an admin would, from a session of its own (registering the admin once). */
export async function verifyVendorViaApi(vendorId: number) {
  const admin = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5173)}`,
  });
  try {
    const login = await admin.post("/api/login", { data: E2E_ADMIN });
    if (login.status() !== 200) await registerViaApi(admin, E2E_ADMIN);
    const verified = await admin.post(`/api/admin/vendors/${vendorId}/verify`);
    expect(verified.status(), await verified.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RideBody {
  direction: "SG->FC" | "FC->SG";
  maxPassengers: number;
  date: string;
  organizerPassengerCount: number;
  pickupLocation: string;
  dropoffLocations: { location: string; passengerCount: number }[];
}

/** A ride created through the API by the user `request` is logged in as. */
export async function createRideViaApi(
  request: APIRequestContext,
  overrides: Partial<RideBody> & { location?: string; daysAhead?: number } = {},
) {
  const { location = "Pasir Ris MRT", daysAhead = 3, ...rest } = overrides;
  const direction = rest.direction ?? "SG->FC";
  const count = rest.organizerPassengerCount ?? 1;
  const body: RideBody = {
    direction,
    maxPassengers: 4,
    date: new Date(Date.now() + daysAhead * DAY_MS).toISOString(),
    organizerPassengerCount: count,
    pickupLocation: direction === "SG->FC" ? location : "Forest City",
    dropoffLocations: [{ location, passengerCount: count }],
    ...rest,
  };
  const response = await request.post("/api/rides", { data: body });
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

/**
 * Keeps the browser on this machine: our own origin passes, the place search answers
 * FAKE_PLACES, everything else (map tiles included) is aborted as if offline.
 */
export async function stayOffline(context: BrowserContext) {
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname.startsWith("nominatim.")) {
        await route.fulfill({
          json: FAKE_PLACES,
          headers: { "access-control-allow-origin": "*" },
        });
      } else {
        await route.abort("internetdisconnected");
      }
    },
  );
}

/** Every test's page stays offline; extra contexts call `stayOffline` themselves. */
export const test = base.extend({
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
  account: Partial<Account> & { prefix?: string } = {},
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
