// Every page passes axe-core with no violations, for visitors and logged-in users, on a phone and
// a desktop, in the light and the dark theme. Keyboard use is covered by keyboard.spec.ts.
import type { APIRequestContext, Page } from "@playwright/test";
import type { RideBodyOptions } from "../../src/server/testing/rides.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  expectAxeClean,
  type MadeRide,
  newUserPage,
  registerViaApi,
  stayOffline,
  test,
  vendorAccount,
  verifyVendorViaApi,
  withoutFirstReads,
} from "./fixtures.ts";

// Each test walks many pages in both themes with an axe scan on each: three minutes, not two.
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [375, 1280];

/** Every ride this file makes, deleted after each test (see deleteRides). */
const made: MadeRide[] = [];
test.afterEach(({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

async function createRide(request: APIRequestContext, overrides: RideBodyOptions = {}) {
  const me = (await (await request.get("/api/auth/me")).json()) as { discordUsername: string };
  const ride = await createRideViaApi(request, overrides);
  made.push({ id: ride.id, organizer: me.discordUsername });
  return ride;
}

async function expectNoViolations(page: Page, path: string, ready: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible();
  await expectAxeClean(page, path);
}

async function joinViaApi(request: APIRequestContext, rideId: number, dropoffLocation: string) {
  const response = await request.post(`/api/rides/${rideId}/join`, {
    data: { rideId, passengerCount: 1, dropoffLocation },
  });
  expect(response.status(), await response.text()).toBe(201);
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("issue 15's dialogs and panels, in both themes", async ({ page, playwright, baseURL }) => {
      // Twenty states, each read by axe: about 45 s on a quiet machine, near the minute allowed.
      test.slow();
      const rider = await playwright.request.newContext({ baseURL });
      await registerViaApi(rider, { prefix: "axe_in", name: "Ina Rider" });
      await registerViaApi(page.request, {
        prefix: "axe_flow",
        name: "Flo Organizer",
        whatsappNumber: "+6591112222",
      });
      const fc = await createRide(page.request, { direction: "FC->SG", location: "Tampines" });
      await joinViaApi(rider, fc.id, "Bedok");
      const sg = await createRide(rider, { daysAhead: 4 });
      await joinViaApi(page.request, sg.id, "Bedok");
      await rider.dispose();
      const vendor = await playwright.request.newContext({ baseURL });
      const vera = await registerViaApi(vendor, vendorAccount("axe_vendor"));
      await vendor.dispose();

      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        const label = (what: string) => `${what} (${colorScheme})`;
        // The share sheet of a new ride, and the drop-off order on the ride page.
        await page.goto(`/rides/${fc.id}?created=1`);
        await expect(page.getByRole("dialog", { name: "Your ride is up: share it" })).toBeVisible();
        await expectAxeClean(page, label("share sheet"));
        await page.keyboard.press("Escape");
        const order = page.getByRole("region", { name: "Manage Drop-off Sequence" });
        await expect(order.getByRole("button", { name: "Move Ina Rider up" })).toBeVisible();
        await expectAxeClean(page, label("ride page with the drop-off order"));
        await order.getByRole("button", { name: "Lock Sequence" }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectAxeClean(page, label("lock confirmation"));
        await page.keyboard.press("Escape");
        await page.getByRole("tab", { name: "Passengers" }).click();
        await page.getByRole("button", { name: "Remove Ina Rider" }).click();
        await expect(page.getByLabel("Reason (optional)")).toBeVisible();
        await expectAxeClean(page, label("remove confirmation"));
        await page.keyboard.press("Escape");
        await page.goto(`/rides/edit/${fc.id}`);
        // A rider is aboard: the direction is fixed, and Delete is Cancel with a reason.
        await expect(page.getByRole("button", { name: "Cancel Ride" })).toBeVisible();
        await expectAxeClean(page, label("edit form with the direction fixed"));
        await page.getByRole("button", { name: "Cancel Ride" }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectAxeClean(page, label("cancel confirmation"));
        await page.keyboard.press("Escape");
        // "You're in" and the leave confirmation, as a passenger.
        await expectNoViolations(page, `/rides/${sg.id}?joined=1`, "You're in");
        await page.getByRole("tab", { name: "Passengers" }).click();
        await page.getByRole("button", { name: "Leave Ride" }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectAxeClean(page, label("leave confirmation"));
        await page.keyboard.press("Escape");
        await expectNoViolations(page, "/welcome", /Welcome/);
      }
      // A vendor on the rider's pages.
      await page.context().clearCookies();
      const login = await page.request.post("/api/login", {
        data: { discordUsername: vera.discordUsername, password: "ride-pass-1" },
      });
      expect(login.status()).toBe(200);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await expectNoViolations(page, "/rides/create", "Vendors cannot create rides");
        await expectNoViolations(page, `/rides/${sg.id}/join`, "Vendors cannot join rides");
      }
    });

    test("issue 14's payments and waitlist panels, in both themes", async ({
      page,
      browser,
      baseURL,
    }) => {
      // Four readers' pages in two themes: more than one page's worth of axe runs.
      test.slow();
      const organizer = await registerViaApi(page.request, { prefix: "axe_pay", name: "Pia Org" });
      const profile = { paynowProxy: "91234567", paynowName: "PIA ORG" };
      expect(
        (await page.request.patch(`/api/users/${organizer.id}`, { data: profile })).status(),
      ).toBe(200);
      const ride = await createRide(page.request, { maxPassengers: 2 });
      const passenger = await newUserPage(browser, baseURL, { prefix: "axe_payer", name: "Pat" });
      await joinViaApi(passenger.page.request, ride.id, "Bedok");
      const waiter = await newUserPage(browser, baseURL, { prefix: "axe_wait", name: "Wes" });
      const waits = await waiter.page.request.post(`/api/rides/${ride.id}/waitlist`, {
        data: { passengerCount: 1, dropoffLocation: "Bishan" },
      });
      expect(waits.status(), await waits.text()).toBe(201);
      const outsider = await newUserPage(browser, baseURL, { prefix: "axe_out" });

      for (const colorScheme of ["light", "dark"] as const) {
        const label = (what: string) => `${what} (${colorScheme})`;
        for (const each of [page, passenger.page, waiter.page, outsider.page]) {
          await each.setViewportSize({ width, height: 900 });
          await each.emulateMedia({ colorScheme });
        }
        await page.goto(`/rides/${ride.id}`);
        await expect(page.getByRole("region", { name: "Payments" })).toContainText("Pat");
        await expect(page.getByRole("region", { name: "Waitlist" })).toContainText("Wes");
        await expectAxeClean(page, label("the organizer's payments and waitlist"));
        await passenger.page.goto(`/rides/${ride.id}`);
        await expect(passenger.page.getByRole("img", { name: /PayNow QR code/ })).toBeVisible();
        await expectAxeClean(passenger.page, label("a passenger's payment with its PayNow code"));
        await waiter.page.goto(`/rides/${ride.id}`);
        await expect(waiter.page.getByText("Number 1 in the queue")).toBeVisible();
        await expectAxeClean(waiter.page, label("a waiting rider's place"));
        await outsider.page.goto(`/rides/${ride.id}/join`);
        await expect(
          outsider.page.getByRole("button", { name: "Join the waitlist" }),
        ).toBeVisible();
        await expectAxeClean(outsider.page, label("a full ride's waitlist form"));
      }
      for (const each of [passenger, waiter, outsider]) await each.context.close();
    });

    test("the notifications page, empty and with news, in both themes", async ({
      page,
      playwright,
      baseURL,
    }) => {
      await registerViaApi(page.request, { prefix: "axe_bell" });
      const ride = await createRide(page.request);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto("/notifications");
        await expect(page.getByText(/No notifications yet/)).toBeVisible();
        await expectAxeClean(page, `/notifications, empty (${colorScheme})`);
      }
      const rider = await playwright.request.newContext({ baseURL });
      await registerViaApi(rider, { prefix: "axe_bell_rider", name: "Rory Rider" });
      await joinViaApi(rider, ride.id, "Bedok");
      await rider.dispose();
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto("/notifications");
        await expect(page.getByText(/Rory Rider joined your/)).toBeVisible();
        await expect(page.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
        await expectAxeClean(page, `/notifications with an unread item (${colorScheme})`);
      }
    });

    test("public pages, as a visitor", async ({ page, playwright, baseURL }) => {
      const organizer = await playwright.request.newContext({ baseURL });
      await registerViaApi(organizer, { prefix: "axe_org" });
      const ride = await createRide(organizer);
      await organizer.dispose();

      await expectNoViolations(page, "/home", /Rides/);
      await page.getByRole("tab", { name: "My Rides" }).click();
      await expect(page.getByText("Log in to see the rides you created or joined.")).toBeVisible();
      await expectAxeClean(page, "/home, My Rides as a visitor");
      await expectNoViolations(page, "/auth", /Welcome/);
      await expectNoViolations(page, "/guide", "Travel Guide");
      await page.getByRole("tab", { name: "Public Bus Options" }).click();
      await expect(page.getByText("FC1 bus: once an hour")).toBeVisible();
      await expectAxeClean(page, "/guide, Public Bus Options");
      await expectNoViolations(page, "/bus-guide", /Bus/);
      await page.getByText("FC1 timetable as text").click();
      await expect(page.getByRole("table")).toBeVisible();
      await expectAxeClean(page, "/bus-guide, timetable open");
      await expectNoViolations(page, `/rides/${ride.id}`, "Singapore to Forest City");
      await page.getByRole("tab", { name: "Passengers" }).click();
      await expect(page.getByText("Log in or register to see who is on this ride.")).toBeVisible();
      await expectAxeClean(page, `/rides/${ride.id}, Passengers as a visitor`);
      await expectNoViolations(page, "/rides/987654", "Ride Not Found");
      await expectNoViolations(page, "/no-such-page", "404 Page Not Found");

      // A members-only page sends the visitor to the login screen, which is clean too.
      await page.goto(`/rides/${ride.id}/join`);
      await expect(page).toHaveURL(/\/auth\?next=/);
      await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
      await expectAxeClean(page, "/rides/{id}/join as a visitor (redirected)");
    });

    test("the login screen's states: errors, register, vendor, forgot password", async ({
      page,
    }) => {
      await page.goto("/auth");
      const login = page.getByRole("form", { name: "Login" });
      await login.getByRole("button", { name: "Login" }).click();
      await expect(login.getByRole("alert").first()).toBeVisible();
      await expectAxeClean(page, "/auth, login errors");

      await page.getByRole("tab", { name: "Register" }).click();
      const register = page.getByRole("form", { name: "Register" });
      await register.getByRole("checkbox", { name: "Register as a vendor/driver" }).check();
      await expect(register.getByLabel("Car Number")).toBeVisible();
      await register.getByRole("button", { name: "Register", exact: true }).click();
      await expect(register.getByRole("alert")).toHaveText("Discord username is required");
      await expectAxeClean(page, "/auth, register as a vendor with an error");

      await page.getByRole("tab", { name: "Login" }).click();
      await page.getByRole("button", { name: "Forgot your password?" }).click();
      await expect(page.getByRole("button", { name: "Return to login" })).toBeVisible();
      await expectAxeClean(page, "/auth, forgot password");
    });

    test("every page, logged in", async ({ page, playwright, baseURL }) => {
      const organizer = await playwright.request.newContext({ baseURL });
      await registerViaApi(organizer, { prefix: "axe_org" });
      const other = await createRide(organizer, { direction: "FC->SG" });
      await organizer.dispose();
      await registerViaApi(page.request, { prefix: "axe_rider", whatsappNumber: "+6590000000" });
      const own = await createRide(page.request);

      await expectNoViolations(page, "/home", /Rides/);
      await page.getByRole("tab", { name: "My Rides" }).click();
      await expect(page.getByText(/Singapore to Forest City/).first()).toBeVisible();
      await expectAxeClean(page, "/home, My Rides");
      await expectNoViolations(page, "/rides/create", "Create a New Ride");
      // The form's errors, tied to their fields.
      await page.getByRole("button", { name: "Create Ride" }).click();
      await expect(page.getByText("Please specify your location")).toBeVisible();
      await expectAxeClean(page, "/rides/create with errors");
      await expectNoViolations(page, `/rides/edit/${own.id}`, "Edit Ride");
      await expectNoViolations(page, `/rides/${own.id}`, "Singapore to Forest City");
      await page.getByRole("tab", { name: "Passengers" }).click();
      await expect(page.getByText("Passenger 1")).toBeVisible();
      await expectAxeClean(page, `/rides/${own.id}, Passengers`);
      await expectNoViolations(page, `/rides/${own.id}/join`, "This is your ride");
      await expectNoViolations(page, `/rides/${other.id}`, "Forest City to Singapore");
      await expect(page.getByRole("heading", { name: "Join This Ride" })).toBeVisible();
      await expectAxeClean(page, `/rides/${other.id} with the join form`);
      await expectNoViolations(page, `/rides/${other.id}/join`, /Join/);
      // The join form's errors, announced and tied to their fields.
      await page.getByRole("button", { name: "Join Ride" }).click();
      await expect(page.getByText("Drop-off location is required")).toBeVisible();
      await expectAxeClean(page, `/rides/${other.id}/join with errors`);
      await expectNoViolations(page, "/rides/987654/join", "Ride Not Found");
      await expectNoViolations(page, "/profile", "Profile");
      await expectNoViolations(page, "/vendor", /Vendor/);
    });

    test("a joined passenger's ride pages, and an organizer's drop-off order", async ({
      page,
      browser,
      playwright,
      baseURL,
    }) => {
      const organizer = await playwright.request.newContext({ baseURL });
      const organizerUser = await registerViaApi(organizer, {
        prefix: "axe_org",
        name: "Olga Organizer",
        whatsappNumber: "+6591111111",
        malaysianNumber: "+60121111111",
      });
      const ride = await createRide(organizer, { direction: "FC->SG" });
      await registerViaApi(page.request, { prefix: "axe_pax", name: "Pat Passenger" });
      await joinViaApi(page.request, ride.id, "Bishan MRT");

      await expectNoViolations(page, `/rides/${ride.id}`, "Forest City to Singapore");
      await expect(page.getByRole("heading", { name: "You're in" })).toBeVisible();
      await expectAxeClean(page, `/rides/${ride.id} as a passenger`);
      await page.getByRole("tab", { name: "Passengers" }).click();
      await expect(page.getByRole("button", { name: "Leave Ride" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Communication" })).toBeVisible();
      await expectAxeClean(page, `/rides/${ride.id}, Passengers as a passenger`);
      // With a toast showing (copied, or the clipboard refused: either way a toast).
      await page.getByRole("button", { name: "Discord Group" }).click();
      await expect(
        page.getByRole("region", { name: /Notifications/ }).getByText(/Copied|Failed to copy/),
      ).toBeVisible();
      await expectAxeClean(page, `/rides/${ride.id} with a toast`);
      await expectNoViolations(page, `/rides/${ride.id}/join`, "You've Joined This Ride");
      await page.goto("/home?tab=my");
      await expect(page.getByRole("heading", { name: "Rides You Joined" })).toBeVisible();
      await expectAxeClean(page, "/home, My Rides as a passenger");

      // The organizer's My Rides, with the drop-off sequence panel.
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      await stayOffline(context);
      const organizerPage = await context.newPage();
      const login = await organizerPage.request.post("/api/login", {
        data: { discordUsername: organizerUser.discordUsername, password: "ride-pass-1" },
      });
      expect(login.status()).toBe(200);
      await organizerPage.goto("/home?tab=my");
      await expect(organizerPage.getByRole("heading", { name: "Drop-off order" })).toBeVisible();
      await expect(organizerPage.getByRole("button", { name: /^Drag Pat/ })).toBeVisible();
      await expectAxeClean(organizerPage, "/home, My Rides with the drop-off order");
      await context.close();
      await organizer.dispose();
    });

    test("the vendor dashboard, as a vendor", async ({ page, playwright, baseURL }) => {
      const organizer = await playwright.request.newContext({ baseURL });
      await registerViaApi(organizer, { prefix: "axe_org" });
      const ride = await createRide(organizer);
      const taken = await createRide(organizer, { daysAhead: 4 });
      await organizer.dispose();
      const vendor = await registerViaApi(page.request, vendorAccount("axe_vendor"));
      await verifyVendorViaApi(baseURL, vendor.id);
      expect((await page.request.post(`/api/rides/${taken.id}/assign`)).status()).toBe(200);
      await expectNoViolations(page, "/vendor", "Vendor Dashboard");
      await page.getByRole("tab", { name: "Available Rides" }).click();
      await expect(page.locator(`[data-ride-id="${ride.id}"]`)).toBeVisible();
      await expectAxeClean(page, "/vendor, Available Rides");
      await expectNoViolations(page, `/vendor?rideId=${ride.id}`, "Vendor Dashboard");
      await expectNoViolations(page, `/rides/${taken.id}`, "Singapore to Forest City");
      await expect(page.getByRole("heading", { name: "Assigned Driver" })).toBeVisible();
      await expectAxeClean(page, `/rides/${taken.id} as its driver`);
      await expectNoViolations(page, "/home", /Rides/);
    });
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`the search-first home, ${colorScheme}, at ${width}px`, () => {
      // No service worker: it would answer the later navigation itself, past the page's routes.
      test.use({ viewport: { width, height: 812 }, colorScheme, serviceWorkers: "block" });

      test("search, results by day, empty and failed lists", async ({ page }) => {
        await registerViaApi(page.request, { prefix: "axe_home" });
        await createRide(page.request, { daysAhead: 1 });
        await expectNoViolations(page, "/home", /Rides/);
        await expect(page.getByRole("heading", { level: 2, name: "Tomorrow" })).toBeVisible();
        await expectAxeClean(page, `/home with day headings (${colorScheme})`);
        await page.goto("/home?day=2030-01-04&time=night");
        await expect(page.getByRole("radio", { name: "Fri 4 Jan" })).toBeChecked();
        await expect(page.getByText("No rides match this search.", { exact: false })).toBeVisible();
        await expectAxeClean(page, `/home, no matches (${colorScheme})`);
        await withoutFirstReads(page);
        await page.route(
          (url) => url.pathname === "/api/rides",
          (route) => route.fulfill({ status: 500, json: { error: "Internal Server Error" } }),
        );
        await page.goto("/home?time=morning");
        await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
        await expectAxeClean(page, `/home, list failed (${colorScheme})`);
      });
    });
  }

  test.describe(`in the dark theme at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme: "dark" });

    test("main pages pass colour contrast in the dark", async ({ page, playwright, baseURL }) => {
      const organizer = await playwright.request.newContext({ baseURL });
      await registerViaApi(organizer, { prefix: "axe_dark_org", whatsappNumber: "+6592222222" });
      const ride = await createRide(organizer, { direction: "FC->SG" });
      await organizer.dispose();

      expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(
        true,
      );
      await expectNoViolations(page, "/home", /Rides/);
      await expectNoViolations(page, "/auth", /Welcome/);
      await page.getByRole("tab", { name: "Register" }).click();
      await page.getByRole("button", { name: "Register", exact: true }).click();
      await expect(page.getByRole("form", { name: "Register" }).getByRole("alert")).toBeVisible();
      await expectAxeClean(page, "/auth, register error (dark)");
      await expectNoViolations(page, `/rides/${ride.id}`, "Forest City to Singapore");
      await expectNoViolations(page, "/guide", "Travel Guide");
      await expectNoViolations(page, "/bus-guide", /Bus/);

      await registerViaApi(page.request, { prefix: "axe_dark_rider" });
      const own = await createRide(page.request, { daysAhead: 5 });
      await expectNoViolations(page, "/home", /Rides/);
      await page.getByRole("tab", { name: "My Rides" }).click();
      await expect(page.getByRole("heading", { name: "Rides You Organized" })).toBeVisible();
      await expectAxeClean(page, "/home, My Rides (dark)");
      await expectNoViolations(page, `/rides/${ride.id}`, "Forest City to Singapore");
      await expectNoViolations(page, `/rides/${ride.id}/join`, /Join/);
      await page.getByRole("button", { name: "Join Ride" }).click();
      await expect(page.getByText("Drop-off location is required")).toBeVisible();
      await expectAxeClean(page, "/rides/{id}/join with errors (dark)");
      await expectNoViolations(page, `/rides/${own.id}`, "Singapore to Forest City");
      await page.getByRole("tab", { name: "Passengers" }).click();
      await expect(page.getByText("Passenger 1")).toBeVisible();
      await expectAxeClean(page, "/rides/{id}, Passengers (dark)");
      await expectNoViolations(page, "/rides/create", "Create a New Ride");
      await expectNoViolations(page, `/rides/edit/${own.id}`, "Edit Ride");
      await expectNoViolations(page, "/profile", "Profile");
    });
  });
}

/** Interactive elements smaller than 24×24 px (WCAG 2.5.8), links inside running text exempt. */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=tab]",
      "[role=checkbox]",
      "[role=link]",
    ].join(",");
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest("[aria-hidden=true], [hidden], [inert]")) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // not shown (visually hidden until focused)
      // The inline exception: a link in a sentence or a list of text.
      const inText =
        element.tagName === "A" &&
        style.display === "inline" &&
        element.parentElement?.closest("p, li, dd, figcaption, label") !== null;
      if (inText) continue;
      if (box.width < 24 || box.height < 24) {
        small.push(
          `${element.outerHTML.slice(0, 100)} (${Math.round(box.width)}×${Math.round(box.height)})`,
        );
      }
    }
    return small;
  });
}

async function expectNoSidewaysScrollHere(page: Page, label: string) {
  const size = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(size.scrollWidth, `sideways scroll on ${label}`).toBeLessThanOrEqual(size.clientWidth);
}

test.describe("on a 360px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("no page scrolls sideways", async ({ page, playwright, baseURL }) => {
    const organizer = await playwright.request.newContext({ baseURL });
    await registerViaApi(organizer, {
      prefix: "narrow_org",
      name: "A_Rather_Long_Organizer_Name_Without_Any_Spaces_In_It",
    });
    const long = "Block 123 Tampines Street 11 #01-234 Singapore 521123, beside the big tree";
    const fcToSg = await createRide(organizer, { direction: "FC->SG", location: long });
    const sgToFc = await createRide(organizer, { location: long });
    await organizer.dispose();

    const visit = async (path: string, ready: string | RegExp) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible();
      await expectNoSidewaysScrollHere(page, path);
    };
    await visit("/home", /Rides/);
    await visit("/auth", /Welcome/);
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByRole("checkbox", { name: "Register as a vendor/driver" }).check();
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByRole("form", { name: "Register" }).getByRole("alert")).toBeVisible();
    await expectNoSidewaysScrollHere(page, "/auth, register as a vendor");
    await visit("/guide", "Travel Guide");
    await page.getByRole("tab", { name: "Public Bus Options" }).click();
    await expectNoSidewaysScrollHere(page, "/guide, Public Bus Options");
    await visit("/bus-guide", /Bus/);
    await page.getByText("FC1 timetable as text").click();
    await expectNoSidewaysScrollHere(page, "/bus-guide, timetable open");
    await visit(`/rides/${fcToSg.id}`, "Forest City to Singapore");
    await visit("/rides/987654", "Ride Not Found");
    await visit("/no-such-page", "404 Page Not Found");

    await registerViaApi(page.request, { prefix: "narrow_rider" });
    const own = await createRide(page.request, { direction: "FC->SG", location: long });
    const joined = await page.request.post(`/api/rides/${fcToSg.id}/join`, {
      data: { rideId: fcToSg.id, passengerCount: 1, dropoffLocation: long },
    });
    expect(joined.status()).toBe(201);
    await visit("/home", /Rides/);
    await page.getByRole("tab", { name: "My Rides" }).click();
    await expect(page.getByRole("heading", { name: "Rides You Joined" })).toBeVisible();
    await expectNoSidewaysScrollHere(page, "/home, My Rides");
    await visit("/rides/create", "Create a New Ride");
    await visit(`/rides/edit/${own.id}`, "Edit Ride");
    await visit(`/rides/${fcToSg.id}`, "Forest City to Singapore");
    await page.getByRole("tab", { name: "Passengers" }).click();
    await expect(page.getByRole("button", { name: "Leave Ride" })).toBeVisible();
    await expectNoSidewaysScrollHere(page, "/rides/{id}, Passengers");
    await visit(`/rides/${sgToFc.id}/join`, "Join Ride");
    await expect(page.getByRole("region", { name: /^Map/ })).toBeVisible();
    await expectNoSidewaysScrollHere(page, "/rides/{id}/join with the map");
    await visit(`/rides/${own.id}/join`, "This is your ride");
    await visit("/profile", "Profile");
    await visit("/vendor", /Vendor/);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("link", { name: "Profile" })).toBeVisible();
    await expectNoSidewaysScrollHere(page, "the open menu");
  });
});

test.describe("touch targets at 375px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("buttons, links and fields are at least 24×24 px", async ({ page, playwright, baseURL }) => {
    const organizer = await playwright.request.newContext({ baseURL });
    await registerViaApi(organizer, {
      prefix: "touch_org",
      whatsappNumber: "+6593333333",
      malaysianNumber: "+60123333333",
    });
    const ride = await createRide(organizer);
    const fcToSg = await createRide(organizer, { direction: "FC->SG" });
    await organizer.dispose();

    const check = async (label: string) =>
      expect(await smallTargets(page), `small targets on ${label}`).toEqual([]);
    const visit = async (path: string, ready: string | RegExp) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: ready }).first()).toBeVisible();
      await check(path);
    };

    await visit("/home", /Rides/);
    await visit("/auth", /Welcome/);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await check("/auth, forgot password");
    await page.getByRole("button", { name: "Return to login" }).click();
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByRole("checkbox", { name: "Register as a vendor/driver" }).check();
    await check("/auth, register");
    await visit(`/rides/${ride.id}`, "Singapore to Forest City");
    await visit("/guide", "Travel Guide");
    await visit("/bus-guide", /Bus/);

    await registerViaApi(page.request, { prefix: "touch_rider" });
    const joined = await page.request.post(`/api/rides/${ride.id}/join`, {
      data: { rideId: ride.id, passengerCount: 1, dropoffLocation: "Bedok" },
    });
    expect(joined.status()).toBe(201);
    const own = await createRide(page.request, { direction: "FC->SG" });
    await visit("/home", /Rides/);
    // A tap made before the page is hydrated opens the menu once it is: wait for it either way.
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await check("/home, menu open");
    // On the search-first home the open menu covers the tabs: close it first.
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("tab", { name: "My Rides" }).click();
    await expect(page.getByRole("heading", { name: "Rides You Joined" })).toBeVisible();
    await check("/home, My Rides");
    await visit(`/rides/${ride.id}`, "Singapore to Forest City");
    await page.getByRole("tab", { name: "Passengers" }).click();
    await expect(page.getByRole("button", { name: "Leave Ride" })).toBeVisible();
    await check("/rides/{id}, Passengers");
    await visit(`/rides/${own.id}`, "Forest City to Singapore");
    await visit(`/rides/${fcToSg.id}/join`, "Join Ride");
    await visit("/rides/create", "Create a New Ride");
    await visit("/profile", "Profile");
  });
});

/**
 * A toast on /auth, a reset request's (a failed login answers in the form's red box, not a
 * toast), and the button back to the login.
 */
async function resetRequestToast(page: Page) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("Discord Username").fill("nobody_at_all");
  await page.getByRole("button", { name: "Request a reset" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ }).locator(".toast");
  await expect(toast).toBeVisible();
  return { button: page.getByRole("button", { name: "Return to login" }), toast };
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("animations and transitions are off", async ({ page }) => {
    const { button, toast } = await resetRequestToast(page);
    const motion = await toast.evaluate((element) => {
      const style = getComputedStyle(element);
      return { animation: style.animationDuration, transition: style.transitionDuration };
    });
    expect(Number.parseFloat(motion.animation)).toBeLessThan(0.001);
    expect(Number.parseFloat(motion.transition)).toBeLessThan(0.001);
    const buttonMotion = await button.evaluate(
      (element) => getComputedStyle(element).transitionDuration,
    );
    expect(Number.parseFloat(buttonMotion)).toBeLessThan(0.001);
  });
});

test.describe("without a motion preference", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the toast slides in", async ({ page }) => {
    const { toast } = await resetRequestToast(page);
    const duration = await toast.evaluate((element) => getComputedStyle(element).animationDuration);
    expect(Number.parseFloat(duration)).toBeGreaterThan(0.1);
  });
});

test.describe("the dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("follows the system setting", async ({ page }) => {
    await page.goto("/home");
    await expect(page.getByRole("heading", { name: "Rides", exact: true })).toBeVisible();
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: "light" });
    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(dark).toBe("rgb(12, 20, 18)");
    expect(light).toBe("rgb(246, 248, 247)");
  });
});
