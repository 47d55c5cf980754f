// Every flow works with the keyboard alone: accounts and rides that are only set-up come from the
// API, and everything the rider does is Tab, Shift+Tab, Enter, Space, arrow keys and typing.
import type { Locator, Page } from "@playwright/test";
import { isoToSingaporeLocal } from "../../src/domain/shared/dates.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  FAKE_PLACES,
  type MadeRide,
  newUserPage,
  registerViaApi,
  test,
  toastWith,
} from "./fixtures.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rides these tests make, deleted after each (see deleteRides). */
const made: MadeRide[] = [];
test.afterEach(({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

const isFocused = async (target: Locator) =>
  (await target.count()) === 1 &&
  (await target.evaluate((element) => element === document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await isFocused(target)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Tab never reached ${target}; focus is on ${focused}`);
}

/** The focused element shows where focus is: an outline or a ring, and :focus-visible. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      html: element.outerHTML.slice(0, 120),
      focusVisible: element.matches(":focus-visible"),
      outline: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0,
      ring: style.boxShadow !== "none",
    };
  });
  expect(focus, "something has focus").not.toBeNull();
  expect(focus?.focusVisible, `:focus-visible on ${focus?.html}`).toBe(true);
  expect(focus?.outline || focus?.ring, `a visible focus indicator on ${focus?.html}`).toBe(true);
}

/** The date and time segments of a datetime-local field (en-US: mm dd yyyy hh mm AM/PM). */
async function typeDateTime(page: Page, singaporeLocal: string) {
  const [date = "", time = ""] = singaporeLocal.split("T");
  const [year, month, day] = date.split("-");
  const [hours = "09", minutes = "30"] = time.split(":");
  const hour = Number(hours);
  const hour12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, "0");
  await page.keyboard.type(`${month}${day}${year}`);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type(`${hour12}${minutes}${hour < 12 ? "A" : "P"}`);
}

test.describe("with the keyboard alone", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a rider creates a ride and a second rider joins it", async ({ page, browser, baseURL }) => {
    const kim = await registerViaApi(page.request, { prefix: "kb_org", name: "Kim Keys" });
    await page.goto("/home");
    await expect(page.getByRole("link", { name: "Offer a ride" })).toBeVisible();

    // The skip link comes first and jumps to the content.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);

    const create = page.getByRole("link", { name: "Offer a ride" });
    await tabTo(page, create);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rides\/create$/);
    const form = page.getByRole("form", { name: "Create a New Ride" });

    // Submitting the empty form: errors appear, tied to their fields, and focus goes to the first.
    const submit = form.getByRole("button", { name: "Create Ride" });
    await tabTo(page, submit);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const date = form.getByLabel("Date and Time");
    const location = form.getByLabel("Your Pickup Location in Singapore");
    await expect(location).toHaveAttribute("aria-invalid", "true");
    await expect(location).toHaveAccessibleDescription(/Please specify your location/);
    await expect(form.getByRole("alert").first()).toBeVisible();
    await expect(date).toBeFocused();

    // Direction: back to the toggles with Shift+Tab, FC->SG and back to SG->FC with Space/Enter.
    const toFc = form.getByRole("button", { name: "Singapore to Forest City" });
    const toSg = form.getByRole("button", { name: "Forest City to Singapore" });
    await tabTo(page, toSg, { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press("Space");
    await expect(toSg).toHaveAttribute("aria-pressed", "true");
    await expect(form.getByLabel("Your Drop-off Location in Singapore")).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(toFc).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toFc).toHaveAttribute("aria-pressed", "true");

    // Maximum passengers: arrow keys on the number field.
    const max = form.getByLabel("Maximum Total Passengers");
    await tabTo(page, max);
    await expectVisibleFocus(page);
    await page.keyboard.press("ArrowDown");
    await expect(max).toHaveValue("4");

    // Date and time, typed segment by segment.
    await tabTo(page, date);
    const when = `${isoToSingaporeLocal(new Date(Date.now() + 4 * DAY_MS)).slice(0, 10)}T09:30`;
    await typeDateTime(page, when);
    await expect(date).toHaveValue(when);

    const count = form.getByLabel("Number of Passengers at Your Location");
    await tabTo(page, count);
    await page.keyboard.press("ArrowUp");
    await expect(count).toHaveValue("2");

    await tabTo(page, location);
    await expectVisibleFocus(page);
    await page.keyboard.type("Pasir Ris MRT");
    await page.keyboard.press("Enter"); // a new line, not a submit
    await page.keyboard.type("Exit A");
    await expect(location).toHaveValue("Pasir Ris MRT\nExit A");

    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    // The share sheet takes focus; Escape closes it and leaves the ride page.
    const sheet = page.getByRole("dialog", { name: "Your ride is up: share it" });
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/rides\/\d+$/);
    const rideId = Number(new URL(page.url()).pathname.split("/").pop());
    made.push({ id: rideId, organizer: kim.discordUsername });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Singapore to Forest City");

    // The Passengers tab, reached with the arrow keys in the tab list.
    const details = page.getByRole("tab", { name: "Details" });
    await tabTo(page, details);
    await expectVisibleFocus(page);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Passengers" })).toBeFocused();
    await expect(page.getByText("Passenger 1")).toBeVisible();

    // A second rider joins from the join page.
    const joiner = await newUserPage(browser, baseURL, { prefix: "kb_pax", name: "Jo Joiner" });
    const joinPage = joiner.page;
    await joinPage.setViewportSize({ width: 1280, height: 900 });
    await joinPage.goto(`/rides/${rideId}/join`);
    const joinForm = joinPage.getByRole("form", { name: "Join Ride" });
    const seats = joinForm.getByLabel("Number of Passengers");
    await expect(seats).toBeVisible();

    // The passport reminder is dismissed; focus moves on to the form instead of getting lost.
    const dismiss = joinPage.getByRole("button", { name: "Dismiss passport reminder" });
    await tabTo(joinPage, dismiss);
    await expectVisibleFocus(joinPage);
    await joinPage.keyboard.press("Enter");
    await expect(dismiss).toHaveCount(0);
    await expect(seats).toBeFocused();

    // No seat at all: the error is announced and tied to the field. (A party larger than the
    // seats left is valid: it is offered the waitlist.)
    await joinPage.keyboard.press("ControlOrMeta+A");
    await joinPage.keyboard.type("0");
    await expect(seats).toHaveValue("0");
    await joinPage.keyboard.press("Tab");
    await expect(seats).toHaveAttribute("aria-invalid", "true");
    await expect(seats).toHaveAccessibleDescription(/Must have at least 1 passenger/);
    await joinPage.keyboard.press("Shift+Tab");
    await expect(seats).toBeFocused();
    await joinPage.keyboard.press("ArrowUp");
    await expect(seats).toHaveValue("1");
    await joinPage.keyboard.press("ArrowUp");
    await expect(seats).toHaveValue("2");
    await joinPage.keyboard.press("ArrowDown");
    await expect(seats).toHaveValue("1");
    await joinPage.keyboard.press("Tab"); // validation happens on blur
    await expect(seats).not.toHaveAttribute("aria-invalid", "true");

    // The place search: type, Enter, then Tab to a result and pick it.
    const search = joinForm.getByLabel("Search for a place");
    await tabTo(joinPage, search);
    await expectVisibleFocus(joinPage);
    await joinPage.keyboard.type("Tampines");
    await joinPage.keyboard.press("Enter");
    const result = joinForm
      .getByRole("list", { name: "Search results" })
      .getByRole("button", { name: FAKE_PLACES[0]?.display_name });
    await expect(result).toBeVisible();
    await tabTo(joinPage, result);
    await expectVisibleFocus(joinPage);
    await joinPage.keyboard.press("Enter");
    await expect(joinForm.getByLabel("Pick-up Location in Singapore")).toHaveValue(
      FAKE_PLACES[0]?.display_name ?? "",
    );

    // The map takes focus (arrow keys pan it) and shows it inside its clipped box.
    const map = joinForm.locator(".leaflet-container");
    await tabTo(joinPage, map);
    await expectVisibleFocus(joinPage);
    expect(await map.evaluate((element) => getComputedStyle(element).outlineOffset)).toBe("-2px");

    const join = joinForm.getByRole("button", { name: "Join Ride" });
    await tabTo(joinPage, join);
    await expectVisibleFocus(joinPage);
    await joinPage.keyboard.press("Enter");
    await expect(toastWith(joinPage, "You have joined the ride")).toBeVisible();
    // The ride page, with focus on its "You're in" panel (issue 15).
    await expect(joinPage).toHaveURL(new RegExp(`/rides/${rideId}\\?joined=1$`));
    await expect(joinPage.getByRole("heading", { name: "You're in" })).toBeFocused();

    // F8 reaches the toast; Escape closes it.
    await joinPage.keyboard.press("F8");
    await expect(
      joinPage.getByRole("region", { name: /Notifications/ }).locator("ol"),
    ).toBeFocused();
    await joinPage.keyboard.press("Tab");
    await joinPage.keyboard.press("Escape");
    await expect(toastWith(joinPage, "You have joined the ride")).toHaveCount(0);

    await joinPage.goto(`/rides/${rideId}`);
    await expect(joinPage.getByRole("heading", { name: "You're in" })).toBeVisible();
    await joiner.context.close();
  });

  test("an organizer reorders the drop-off sequence with keys and locks it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const olive = await registerViaApi(page.request, { prefix: "kb_seq", name: "Olive Order" });
    const ride = await createRideViaApi(page.request, { direction: "FC->SG", location: "Bedok" });
    made.push({ id: ride.id, organizer: olive.discordUsername });
    for (const [name, stop] of [
      ["Amy", "Jurong East"],
      ["Ben", "Bishan"],
      ["Cat", "Changi"],
    ] as const) {
      const rider = await playwright.request.newContext({ baseURL });
      await registerViaApi(rider, { prefix: `kb_${name.toLowerCase()}`, name });
      const joined = await rider.post(`/api/rides/${ride.id}/join`, {
        data: { rideId: ride.id, passengerCount: 1, dropoffLocation: stop },
      });
      expect(joined.status(), await joined.text()).toBe(201);
      await rider.dispose();
    }

    await page.goto("/home");
    // Tabbing starts once the page is drawn, as a reader's would: keys pressed before the home's
    // chunk arrives walk the frame alone.
    await expect(page.getByRole("tab", { name: "All Rides" })).toBeVisible();
    await tabTo(page, page.getByRole("tab", { name: "All Rides" }));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "My Rides" })).toBeFocused();
    const panel = page.getByRole("region", { name: /^Ride on / });
    const names = () =>
      panel
        .getByTestId("sequence-row")
        .locator("p.font-medium")
        .allInnerTexts()
        .then((texts) => texts.map((text) => text.replace(/^Stop \d+:\s*/, "")));
    await expect.poll(names).toEqual(["Olive Order", "Amy", "Ben", "Cat"]);

    // Pick Ben up by his handle with Space, move him up one place, drop him with Space.
    const benHandle = panel.getByRole("button", { name: /^Drag Ben/ });
    await tabTo(page, benHandle);
    await expectVisibleFocus(page);
    await page.keyboard.press("Space");
    await expect(benHandle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText("Ben is over position 2 of 4.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(toastWith(page, "Moved Ben to stop 2")).toBeVisible();
    await expect.poll(names).toEqual(["Olive Order", "Ben", "Amy", "Cat"]);

    // Escape cancels a move in progress.
    const amyHandle = panel.getByRole("button", { name: /^Drag Amy/ });
    await tabTo(page, amyHandle, { back: true });
    await page.keyboard.press("Space");
    await expect(amyHandle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText("Amy is over position 2 of 4.")).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(amyHandle).not.toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(/Moving cancelled. Amy stays at position 3/)).toBeAttached();
    await expect.poll(names).toEqual(["Olive Order", "Ben", "Amy", "Cat"]);

    // The move buttons work with Enter too.
    const amyUp = panel.getByRole("button", { name: "Move Amy up" });
    await tabTo(page, amyUp, { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect.poll(names).toEqual(["Olive Order", "Amy", "Ben", "Cat"]);

    const lock = panel.getByRole("button", { name: "Lock Sequence" });
    await tabTo(page, lock);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    // A dialog asks first: focus starts on Cancel, Tab reaches the confirm button.
    const confirm = page.getByRole("alertdialog", { name: "Lock the drop-off order?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(confirm.getByRole("button", { name: "Lock Sequence" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toastWith(page, "Sequence locked successfully")).toBeVisible();
    await expect(panel.getByRole("note")).toBeFocused();
    await expect(panel.getByRole("button", { name: /^Drag / })).toHaveCount(0);
  });
});

test("a visitor logs in with the keyboard; a refused login points both fields to its message", async ({
  page,
}) => {
  const user = await registerViaApi(page.request, { prefix: "kb_login" });
  await page.request.post("/api/logout");
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Login" });
  const username = form.getByLabel("Discord Username");
  const password = form.getByLabel("Password");
  await tabTo(page, username);
  await expectVisibleFocus(page);
  await page.keyboard.type(user.discordUsername);
  await page.keyboard.press("Tab");
  await expect(password).toBeFocused();
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Enter");
  const box = form.getByRole("alert");
  await expect(box).toContainText("Login failed");
  await expect(box).toBeVisible();
  const message = (await box.textContent())?.trim() ?? "";
  await expect(username).toHaveAttribute("aria-invalid", "true");
  await expect(username).toHaveAccessibleDescription(message);
  await expect(password).toHaveAccessibleDescription(message);

  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("ride-pass-1");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("link", { name: "Offer a ride" })).toBeVisible();
});

test.describe("on a phone, with the keyboard alone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the menu opens with Enter, and Escape closes it and returns focus", async ({ page }) => {
    await registerViaApi(page.request, { prefix: "kb_phone" });
    await page.goto("/home");
    const toggle = page.getByRole("button", { name: "Menu" });
    await tabTo(page, toggle);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const guide = page.getByRole("link", { name: "Travel Guide" });
    await page.keyboard.press("Tab");
    await expect(guide).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(guide).toBeHidden();
    await expect(toggle).toBeFocused();

    // Open again and follow a link with Enter: the menu closes on the new page.
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await tabTo(page, page.getByRole("link", { name: "Profile" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Escape with the menu open but focus on the toggle closes it too.
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});
