import type {
  APIRequestContext,
  Browser,
  Locator,
  Page,
  PlaywrightWorkerArgs,
} from "@playwright/test";
import {
  createRideViaApi,
  expect,
  registerViaApi,
  test,
  toastWith,
  verifyVendorViaApi,
} from "./fixtures.ts";

// Accounts and rides are made through the API (unique names per run); the browser only does what
// the test is about.

const PASSWORD = "e2e-pass-123";

type Playwright = PlaywrightWorkerArgs["playwright"];

interface AccountOptions {
  name?: string;
  whatsappNumber?: string;
  vendor?: { companyName: string; driver: string; contact: string; carNumber: string };
  /** The server whose admin verifies a vendor. */
  baseURL?: string;
}

/** Registers an account on `request` (which then holds its session) and returns its username. */
async function register(request: APIRequestContext, prefix: string, options: AccountOptions = {}) {
  const { vendor } = options;
  const user = await registerViaApi(request, {
    prefix,
    password: PASSWORD,
    name: options.name ?? null,
    whatsappNumber: options.whatsappNumber ?? null,
    isVendor: vendor !== undefined,
    companyName: vendor?.companyName ?? null,
    driverDetails: vendor
      ? { name: vendor.driver, contact: vendor.contact, carNumber: vendor.carNumber }
      : null,
  });
  // The vendors of these tests drive: an admin has verified them.
  if (vendor) await verifyVendorViaApi(options.baseURL, user.id);
  return user.discordUsername;
}

/** A session of its own, outside the browser. */
async function apiSession(
  playwright: Playwright,
  baseURL: string | undefined,
  prefix: string,
  options: AccountOptions = {},
) {
  const request = await playwright.request.newContext({ baseURL });
  const username = await register(request, prefix, { ...options, baseURL });
  return { request, username };
}

async function createRide(
  request: APIRequestContext,
  direction: "SG->FC" | "FC->SG",
  location: string,
  daysAhead = 3,
) {
  return (await createRideViaApi(request, { direction, location, daysAhead })).id;
}

async function joinRide(request: APIRequestContext, rideId: number, dropoffLocation: string) {
  const response = await request.post(`/api/rides/${rideId}/join`, {
    data: { passengerCount: 1, dropoffLocation },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The drop-off sequence panel of one ride in My Rides' Manage Drop-off Sequence section. */
async function openSequencePanel(page: Page) {
  await page.goto("/home");
  await page.getByRole("tab", { name: "My Rides" }).click();
  const section = page.getByRole("region", { name: "Manage Drop-off Sequence" });
  await expect(section).toBeVisible();
  const card = section.getByRole("region", { name: /^Ride on / });
  await expect(card).toHaveCount(1);
  return card;
}

const rowNames = (panel: Locator) =>
  panel.getByTestId("sequence-row").locator("p.font-medium").allInnerTexts();

async function expectOrder(panel: Locator, names: string[]) {
  await expect
    .poll(async () => (await rowNames(panel)).map((text) => text.replace(/^Stop \d+:\s*/, "")))
    .toEqual(names);
}

/** Drags a row by its handle with the mouse onto another row. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("Nothing to drag");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
}

async function sequenceOf(request: APIRequestContext, rideId: number) {
  const response = await request.get(`/api/rides/${rideId}/passengers`);
  const passengers = (await response.json()) as {
    dropoffSequence: number | null;
    user: { fullName: string };
  }[];
  return Object.fromEntries(passengers.map((p) => [p.user.fullName, p.dropoffSequence]));
}

test("an organizer reorders drop-offs by mouse, keyboard and buttons, and locks the order", async ({
  page,
  playwright,
  baseURL,
}) => {
  await register(page.request, "organizer", { name: "Olivia" });
  const rideId = await createRide(page.request, "FC->SG", "Tampines Mall");
  const riders: APIRequestContext[] = [];
  for (const [name, stop] of [
    ["Alice", "Jurong East MRT"],
    ["Bob", "Bishan MRT"],
    ["Chen", "Changi Airport T3"],
  ] as const) {
    const { request } = await apiSession(playwright, baseURL, name.toLowerCase(), { name });
    await joinRide(request, rideId, stop);
    riders.push(request);
  }

  await page.setViewportSize({ width: 1280, height: 1200 });
  let panel = await openSequencePanel(page);
  await expectOrder(panel, ["Olivia", "Alice", "Bob", "Chen"]);
  await expect(panel.getByTestId("sequence-row").first()).toContainText("1");
  await expect(panel.getByText("Tampines Mall")).toBeVisible();

  // Mouse: Chen, last, dragged to the top.
  await dragWithMouse(
    page,
    panel.getByRole("button", { name: /^Drag Chen/ }),
    panel.getByTestId("sequence-row").first(),
  );
  await expect(toastWith(page, "Moved Chen to stop 1")).toBeVisible();
  await expectOrder(panel, ["Chen", "Olivia", "Alice", "Bob"]);

  // Keyboard: Alice picked up with Space, one step up, dropped with Space.
  const aliceHandle = panel.getByRole("button", { name: /^Drag Alice/ });
  await aliceHandle.focus();
  await page.keyboard.press("Space");
  await expect(aliceHandle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText(/Alice is over position 2 of 4/)).toBeAttached();
  await page.keyboard.press("Space");
  await expectOrder(panel, ["Chen", "Alice", "Olivia", "Bob"]);
  await expect(aliceHandle).toBeFocused();

  // The up/down buttons do the same without dragging.
  await panel.getByRole("button", { name: "Move Bob up" }).click();
  await expectOrder(panel, ["Chen", "Alice", "Bob", "Olivia"]);
  // Everyone holds a position, yet the order stays open until Lock Sequence (decision 014).
  // The panel moves at once; the server has it when the move's request returns.
  await expect
    .poll(() => sequenceOf(page.request, rideId))
    .toEqual({
      Chen: 1,
      Alice: 2,
      Bob: 3,
      Olivia: 4,
    });
  await expect(panel.getByRole("button", { name: "Move Bob up" })).toBeVisible();

  // The order survives a reload.
  await page.reload();
  panel = await openSequencePanel(page);
  await expectOrder(panel, ["Chen", "Alice", "Bob", "Olivia"]);

  // Lock: the notice and icon appear, the handles and buttons go, dragging does nothing.
  await panel.getByRole("button", { name: "Lock Sequence" }).click();
  await page
    .getByRole("alertdialog", { name: "Lock the drop-off order?" })
    .getByRole("button", { name: "Lock Sequence" })
    .click();
  await expect(toastWith(page, "Sequence locked successfully")).toBeVisible();
  await expect(panel.getByRole("note")).toContainText("Sequence locked.");
  await expect(panel.getByRole("note")).toBeFocused();
  await expect(panel.getByRole("button", { name: "Lock Sequence" })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: /^Drag / })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: /^Move / })).toHaveCount(0);
  await dragWithMouse(
    page,
    panel.getByTestId("sequence-row").last(),
    panel.getByTestId("sequence-row").first(),
  );
  await expectOrder(panel, ["Chen", "Alice", "Bob", "Olivia"]);
  expect(await sequenceOf(page.request, rideId)).toEqual({ Chen: 1, Alice: 2, Bob: 3, Olivia: 4 });

  // Reload: still locked (the ride's flag), and the server refuses further moves.
  await page.reload();
  panel = await openSequencePanel(page);
  await expect(panel.getByRole("note")).toContainText("Sequence locked.");
  const passengers = (await (await page.request.get(`/api/rides/${rideId}/passengers`)).json()) as {
    id: number;
  }[];
  const refused = await page.request.patch(
    `/api/rides/${rideId}/passengers/${passengers[0]?.id}/sequence`,
    { data: { sequence: 2 } },
  );
  expect(refused.status()).toBe(409);

  for (const request of riders) await request.dispose();
});

async function loggedInPage(browser: Browser, baseURL: string | undefined, username: string) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post("/api/login", {
    data: { discordUsername: username, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { context, page: await context.newPage() };
}

test("vendors take open rides; a ride goes to one vendor only; passengers see Driver Assigned", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const organizer = await apiSession(playwright, baseURL, "organizer", { name: "Oscar" });
  const rideId = await createRide(organizer.request, "SG->FC", "Pasir Ris MRT", 2);
  // Both leave Singapore: the tests' vendors are Singapore taxis, which pick up anywhere there
  // (a Forest City pick-up would need a Malaysian one: decision 045).
  const otherRideId = await createRide(organizer.request, "SG->FC", "Bedok Mall", 4);
  const passenger = await apiSession(playwright, baseURL, "passenger", { name: "Pia" });
  await joinRide(passenger.request, rideId, "Pasir Ris MRT");
  const rival = await apiSession(playwright, baseURL, "rival", {
    vendor: { companyName: "Rival Cabs", driver: "Ravi", contact: "+60111", carNumber: "JRV 1" },
  });

  // A rider who opens /vendor learns the dashboard is for vendors.
  const rider = await loggedInPage(browser, baseURL, passenger.username);
  await rider.page.goto("/vendor");
  await expect(
    rider.page.getByRole("heading", { name: "This dashboard is for vendors" }),
  ).toBeVisible();

  await register(page.request, "vendor", {
    baseURL,
    vendor: {
      companyName: "Forest Wheels",
      driver: "Ahmad",
      contact: "+60123456789",
      carNumber: "JQB 1234",
    },
  });

  // From an All Rides card's assign action: the ride is brought forward and highlighted.
  await page.goto(`/vendor?rideId=${otherRideId}`);
  await expect(page.getByRole("tab", { name: "Available Rides" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const available = page.getByRole("tabpanel", { name: "Available Rides" });
  const firstCard = available.getByRole("article").first();
  await expect(firstCard).toHaveAttribute("data-ride-id", String(otherRideId));
  await expect(firstCard).toHaveAttribute("data-highlighted", "true");
  await expect(firstCard.getByText("Selected")).toBeVisible();
  await expect(firstCard).toBeInViewport();
  const card = available.locator(`article[data-ride-id="${rideId}"]`);
  await expect(card).toContainText("Singapore to Forest City");

  // The rival takes the highlighted ride first: this vendor's click is refused.
  const rivalTake = await rival.request.post(`/api/rides/${otherRideId}/assign`);
  expect(rivalTake.status()).toBe(200);
  await firstCard.getByRole("button", { name: "Assign Ride" }).click();
  await page
    .getByRole("alertdialog", { name: "Take this ride?" })
    .getByRole("button", { name: "Assign Ride" })
    .click();
  await expect(toastWith(page, "Error")).toBeVisible();
  await expect(toastWith(page, "This ride has already been assigned")).toBeVisible();
  await expect(available.locator(`article[data-ride-id="${otherRideId}"]`)).toHaveCount(0);

  // My Rides is empty until this vendor assigns a ride.
  await page.getByRole("tab", { name: "My Rides" }).click();
  await expect(page.getByText("No assigned rides yet.")).toBeVisible();
  await page.getByRole("tab", { name: "Available Rides" }).click();
  await card.getByRole("button", { name: "Assign Ride" }).click();
  await page
    .getByRole("alertdialog", { name: "Take this ride?" })
    .getByRole("button", { name: "Assign Ride" })
    .click();
  await expect(toastWith(page, "Ride assigned")).toBeVisible();
  const mine = page.getByRole("tabpanel", { name: "My Rides" });
  const assigned = mine.locator(`article[data-ride-id="${rideId}"]`);
  await expect(assigned).toContainText("Driver Assigned");
  await expect(assigned).toBeFocused();
  await page.getByRole("tab", { name: "Available Rides" }).click();
  await expect(available.locator(`article[data-ride-id="${rideId}"]`)).toHaveCount(0);

  // Other tests share the database, so the empty list is shown with an empty answer.
  await page.route(/\/api\/rides\?status=open/, (route) => route.fulfill({ json: [] }));
  await page.reload();
  await page.getByRole("tab", { name: "Available Rides" }).click();
  await expect(page.getByText("No available rides at the moment.")).toBeVisible();
  await page.unroute(/\/api\/rides\?status=open/);

  // The rival is too late for this one: 409.
  const late = await rival.request.post(`/api/rides/${rideId}/assign`);
  expect(late.status()).toBe(409);

  // The passenger sees the driver on the ride page.
  await rider.page.goto(`/rides/${rideId}`);
  await expect(rider.page.getByText("Driver Assigned").first()).toBeVisible();
  await expect(rider.page.getByText("Forest Wheels").first()).toBeVisible();

  await rider.context.close();
  for (const session of [organizer, passenger, rival]) await session.request.dispose();
});

test("the communication card copies the passengers' numbers and usernames", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const organizer = await apiSession(playwright, baseURL, "organizer", {
    name: "Nadia",
    whatsappNumber: "+6591110000",
  });
  const rideId = await createRide(organizer.request, "FC->SG", "Tampines Mall");
  const second = await apiSession(playwright, baseURL, "second", {
    name: "Sam",
    whatsappNumber: "+6592220000",
  });
  await joinRide(second.request, rideId, "Bishan MRT");
  const third = await apiSession(playwright, baseURL, "third", { name: "Tara" });
  await joinRide(third.request, rideId, "Bedok Mall");

  const { context, page } = await loggedInPage(browser, baseURL, organizer.username);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/rides/${rideId}`);
  await page.getByRole("tab", { name: "Passengers" }).click();
  const card = page.getByRole("region", { name: "Communication" });
  await expect(card).not.toContainText("Automatic group setup is not working yet");

  await card.getByRole("button", { name: "WhatsApp Group" }).click();
  await expect(toastWith(page, "Copied 2 WhatsApp numbers")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "+6591110000\n+6592220000",
  );

  await card.getByRole("button", { name: "Discord Group" }).click();
  await expect(toastWith(page, "Copied 3 Discord usernames")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    [organizer.username, second.username, third.username].join("\n"),
  );

  await context.close();
  for (const session of [organizer, second, third]) await session.request.dispose();
});

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test("the travel guide shows every guide fact", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/guide");
  await expect(page.getByRole("heading", { name: "Travel Guide", level: 1 })).toBeVisible();
  const passport = page.getByRole("complementary", { name: "Bring your passport" });
  await expect(passport).toContainText("at least 6 months");
  const timing = page.getByRole("complementary", { name: "Immigration timing" });
  await expect(timing).toContainText("45 to 60 minutes");
  await expect(timing).toContainText("1.5 to 2 hours");

  const charter = page.getByRole("tabpanel", { name: "Chartered Car" });
  await expect(charter).toContainText("SGD 75 per trip");
  await expect(charter).toContainText("+ SGD 5 per extra stop");
  await expect(charter).toContainText("SGD 80 per trip");
  await expect(charter).toContainText("+ SGD 10 per extra stop");

  await page.getByRole("tab", { name: "Public Bus Options" }).click();
  const bus = page.getByRole("tabpanel", { name: "Public Bus Options" });
  await expect(bus).toContainText("About S$5 from Singapore or MYR 5 from Forest City");
  await expect(bus).toContainText(
    "From Forest City: every hour at half past the hour, 5:30am to 7:30pm",
  );
  await expect(bus).toContainText("every hour on the hour, 6:00am to 8:30pm");
  await expectNoSidewaysScroll(page);

  const payment = page.getByRole("region", { name: "Payment Information" });
  // An explainer, said to be one: a link to pay with needs the organizer (decision 032).
  await expect(payment.getByRole("link", { name: /About USDC payments/ })).toHaveAttribute(
    "rel",
    /noopener/,
  );
  await expect(payment).toContainText("There is no one link to pay with");
  await expect(payment).toContainText("Revolut");
  await expect(payment).toContainText("USDC on Base or Solana");
  await expect(payment).toContainText("Cash in SGD or RM");

  await bus.getByRole("link", { name: /Step-by-step bus guide/ }).click();
  await expect(page).toHaveURL(/\/bus-guide$/);
});

test("the bus guide has both step lists, official links and schedule images", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/bus-guide");
  await expect(page.getByRole("heading", { name: "Public Bus Guide", level: 1 })).toBeVisible();
  for (const direction of ["Malaysia to Singapore", "Singapore to Malaysia"]) {
    const steps = page.getByRole("region", { name: direction }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
  }
  for (const [name, href] of [
    ["ICA Singapore", "https://www.ica.gov.sg"],
    ["Immigration Department of Malaysia", "https://www.imi.gov.my"],
    ["Causeway Link", "https://www.causewaylink.com.my"],
  ] as const) {
    const link = page.getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  for (const alt of [/^Route diagram/, /^FC1 bus timetable/]) {
    const image = page.getByRole("img", { name: alt });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
  }
  await page.getByText("FC1 timetable as text").click();
  const table = page.getByRole("table");
  await expect(table).toContainText("5:30am");
  await expect(table).toContainText("7:30pm");
  await expect(table).toContainText("6:00am");
  await expectNoSidewaysScroll(page);
});

test("the vendor dashboard and the guide fit 375px and 1280px without sideways scroll", async ({
  page,
  playwright,
  baseURL,
}) => {
  const organizer = await apiSession(playwright, baseURL, "organizer", { name: "Grace" });
  const first = await createRide(organizer.request, "SG->FC", "Pasir Ris MRT", 1);
  const second = await createRide(organizer.request, "FC->SG", "Tampines Mall", 2);
  await createRide(organizer.request, "SG->FC", "Orchard Road, Ngee Ann City", 5);
  await register(page.request, "vendor", {
    baseURL,
    vendor: {
      companyName: "Forest Wheels",
      driver: "Ahmad",
      contact: "+60123",
      carNumber: "JQB 1",
    },
  });
  expect((await page.request.post(`/api/rides/${first}/assign`)).status()).toBe(200);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/vendor?rideId=${second}`);
    await expect(page.locator(`article[data-ride-id="${second}"]`)).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto("/guide");
    await expect(page.getByRole("heading", { name: "Travel Guide", level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await organizer.request.dispose();
});

test("a new vendor waits for an admin's Verify, then takes a ride and releases it", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const organizer = await apiSession(playwright, baseURL, "organizer", { name: "Hana" });
  const rideId = await createRide(organizer.request, "SG->FC", "Bedok MRT", 6);
  const vendor = await registerViaApi(page.request, {
    prefix: "pending_vendor",
    password: PASSWORD,
    isVendor: true,
    companyName: "Waiting Wheels",
    driverDetails: { name: "Omar", contact: "+60129", carNumber: "JWW 9" },
  });

  // Unverified: a notice, and the ride cannot be taken.
  await page.goto(`/vendor?rideId=${rideId}`);
  await expect(
    page.getByText("Your vendor account is waiting for an admin to verify it"),
  ).toBeVisible();
  const available = page.getByRole("tabpanel", { name: "Available Rides" });
  const card = available.locator(`article[data-ride-id="${rideId}"]`);
  await expect(card.getByRole("button", { name: "Assign Ride" })).toBeDisabled();

  // The admin verifies it on the profile page's Vendors card, confirming first.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  const login = await adminPage.request.post("/api/login", {
    data: { discordUsername: "e2e_admin", password: "admin-pass-1" },
  });
  if (login.status() !== 200) {
    await registerViaApi(adminPage.request, {
      discordUsername: "e2e_admin",
      password: "admin-pass-1",
    });
  }
  await adminPage.goto("/profile");
  const vendors = adminPage.getByRole("region", { name: "Vendors" });
  const pending = vendors.getByRole("region", { name: "Waiting for verification" });
  const row = pending.getByRole("listitem").filter({ hasText: vendor.discordUsername });
  // Verification records the licence: Verify waits for its number.
  await expect(row.getByRole("button", { name: "Verify" })).toBeDisabled();
  await row.getByLabel("Licence number").fill("CBT-2026-118");
  // A cross-border taxi's vehicle too: where it is registered, its permit and its plate.
  await expect(row.getByRole("button", { name: "Verify" })).toBeDisabled();
  await row.getByLabel("Registered in").selectOption("SG");
  await row.getByLabel("Cross-border permit valid until").fill("2099-12-31");
  await row.getByLabel("Plate").fill("SH 118 W");
  await row.getByRole("button", { name: "Verify" }).click();
  await expect(row.getByText("will be able to take open rides")).toBeVisible();
  await row.getByRole("button", { name: "Yes, verify Waiting Wheels" }).click();
  await expect(toastWith(adminPage, "Vendor verified")).toBeVisible();
  const verified = vendors.getByRole("region", { name: "Verified" });
  await expect(verified.getByText(`@${vendor.discordUsername}`)).toBeVisible();
  await adminContext.close();

  // Verified: the vendor takes the ride, then gives it back after a confirmation.
  await page.reload();
  await expect(page.getByText("waiting for an admin to verify it")).toHaveCount(0);
  await available
    .locator(`article[data-ride-id="${rideId}"]`)
    .getByRole("button", { name: "Assign Ride" })
    .click();
  await page
    .getByRole("alertdialog", { name: "Take this ride?" })
    .getByRole("button", { name: "Assign Ride" })
    .click();
  await expect(toastWith(page, "Ride assigned")).toBeVisible();
  const mine = page.getByRole("tabpanel", { name: "My Rides" });
  const assigned = mine.locator(`article[data-ride-id="${rideId}"]`);
  await assigned.getByRole("button", { name: "Release" }).click();
  await expect(assigned.getByText("goes back to the open rides for any vendor")).toBeVisible();
  await assigned.getByRole("button", { name: "Yes, release this ride" }).click();
  await expect(toastWith(page, "Ride released")).toBeVisible();
  await expect(mine.locator(`article[data-ride-id="${rideId}"]`)).toHaveCount(0);
  const ride = await (await organizer.request.get(`/api/rides/${rideId}`)).json();
  expect(ride).toMatchObject({ status: "open", vendorId: null });
  await organizer.request.dispose();
});
