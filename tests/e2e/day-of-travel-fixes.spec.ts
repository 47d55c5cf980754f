// Issue 39 in the browser: the day of travel as riders found it. Drop-offs carry times, a
// checked-in passenger sees their state instead of the buttons and a locked order says it is
// final, a no-show is confirmed and waits for departure, a new group link reaches open pages.
import type { Page } from "@playwright/test";
import en from "../../src/domain/i18n/catalogs/en/ride.json" with { type: "json" };
import { stopTime } from "../../src/domain/passenger/day-of-travel.ts";
import { formatClock } from "../../src/domain/shared/dates.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  type MadeRide,
  phonePage,
  registerViaApi,
  test,
} from "./fixtures.ts";

/** An hour and twelve minutes ahead: inside the two hours check-in and boarding open. */
const SOON = 0.05;

const made: MadeRide[] = [];
test.afterAll(async ({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

async function organizerRide(page: Page, direction: "SG->FC" | "FC->SG") {
  const organizer = await registerViaApi(page.request, {
    prefix: "dtf_org",
    name: "Olga Organizer",
  });
  const ride = await createRideViaApi(page.request, { daysAhead: SOON, direction });
  made.push({ id: ride.id, organizer: organizer.discordUsername });
  return ride;
}

async function joinAs(page: Page, rideId: number, name: string, stop: string) {
  await registerViaApi(page.request, { prefix: "dtf_pax", name, whatsappNumber: "+6591234567" });
  const joined = await page.request.post(`/api/rides/${rideId}/join`, {
    data: { passengerCount: 1, dropoffLocation: stop },
  });
  expect(joined.status(), await joined.text()).toBe(201);
}

test("FC->SG drop-offs carry times; a passenger who checked in sees it; a locked order is final", async ({
  browser,
  baseURL,
}) => {
  const organizerPage = await phonePage(browser, baseURL, "en");
  const patPage = await phonePage(browser, baseURL, "en");
  const ride = await organizerRide(organizerPage, "FC->SG");
  await joinAs(patPage, ride.id, "Pat Passenger", "Bedok MRT");

  // 39.1: Pat is stop 2 (after the organizer) and has an estimated drop-off time.
  const expected = stopTime({ date: new Date(ride.date), direction: "FC->SG", stopMinutes: 10 }, 2);
  await patPage.goto(`/rides/${ride.id}`);
  await expect(patPage.getByTestId("own-stop")).toHaveText(
    `You are stop 2 of 2, about ${formatClock(expected)}`,
  );

  // 39.3: after "I'm here" the state replaces the buttons.
  await patPage.getByRole("button", { name: en["ride.plan.im_here"] }).click();
  await expect(patPage.getByTestId("checked-in")).toContainText("You checked in at ");
  await expect(patPage.getByRole("button", { name: en["ride.plan.im_here"] })).toHaveCount(0);
  await expect(patPage.getByText(en["ride.plan.final"])).toHaveCount(0);

  // The organizer marks Pat boarded and locks the order: Pat's page says both.
  await organizerPage.goto(`/rides/${ride.id}`);
  await organizerPage.getByRole("button", { name: "Boarded Pat Passenger" }).click();
  const locked = await organizerPage.request.post(`/api/rides/${ride.id}/lockSequence`);
  expect(locked.status(), await locked.text()).toBe(200);
  await expect(patPage.getByTestId("checked-in")).toContainText(en["ride.plan.you_boarded"]);
  await expect(patPage.getByTestId("order-final")).toHaveText(en["ride.plan.final"]);
  for (const page of [organizerPage, patPage]) await page.context().close();
});

test("a no-show is offered only from departure on, and asked before it is marked", async ({
  browser,
  baseURL,
}) => {
  const organizerPage = await phonePage(browser, baseURL, "en");
  const niaPage = await phonePage(browser, baseURL, "en");
  const ride = await organizerRide(organizerPage, "SG->FC");
  await joinAs(niaPage, ride.id, "Nia Noshow", "Tampines MRT");

  // An hour before departure: boarding, but no no-show.
  await organizerPage.goto(`/rides/${ride.id}`);
  await expect(organizerPage.getByRole("button", { name: "Boarded Nia Noshow" })).toBeVisible();
  await expect(organizerPage.getByRole("button", { name: "No-show Nia Noshow" })).toHaveCount(0);

  // A minute past departure on the organizer's clock: the button asks first; Cancel marks nothing.
  await organizerPage.clock.install({ time: new Date(Date.parse(ride.date) + 60_000) });
  await organizerPage.reload();
  await organizerPage.getByRole("button", { name: "No-show Nia Noshow" }).click();
  const dialog = organizerPage.getByRole("alertdialog", { name: "Mark Nia Noshow as a no-show?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(organizerPage.getByRole("button", { name: "No-show Nia Noshow" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  // The server holds to departure whatever the page's clock says.
  const list = await organizerPage.request.get(`/api/rides/${ride.id}/passengers`);
  const nia = (await list.json()).find((p: { user: { name: string } }) =>
    JSON.stringify(p.user).includes("Nia Noshow"),
  );
  const early = await organizerPage.request.patch(
    `/api/rides/${ride.id}/passengers/${nia.id}/boarding`,
    { data: { state: "no_show" } },
  );
  expect(early.status()).toBe(409);
  expect((await early.json()).code).toBe("too_early_for_no_show");
  for (const page of [organizerPage, niaPage]) await page.context().close();
});

test("a new group link reaches an open page, and replaces the buttons that would start a group", async ({
  browser,
  baseURL,
}) => {
  const organizerPage = await phonePage(browser, baseURL, "en");
  const patPage = await phonePage(browser, baseURL, "en");
  const ride = await organizerRide(organizerPage, "SG->FC");
  await joinAs(patPage, ride.id, "Pat Passenger", "Bedok MRT");

  await patPage.goto(`/rides/${ride.id}?tab=passengers`);
  await expect(patPage.getByText(en["ride.communication.group_link.none"])).toBeVisible();
  await expect(patPage.getByRole("button", { name: "WhatsApp Group" })).toBeVisible();

  const saved = await organizerPage.request.put(`/api/rides/${ride.id}/groupLink`, {
    data: { url: "https://chat.whatsapp.com/AbCdEf123" },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // No reload: the ride's live event brings the link.
  await expect(patPage.getByRole("link", { name: "Open the WhatsApp group" })).toHaveAttribute(
    "href",
    "https://chat.whatsapp.com/AbCdEf123",
  );
  await expect(patPage.getByRole("button", { name: "WhatsApp Group" })).toHaveCount(0);
  await expect(patPage.getByRole("button", { name: "Discord Group" })).toHaveCount(0);
  for (const page of [organizerPage, patPage]) await page.context().close();
});

test("on a phone the conversation sits above the passenger cards", async ({ browser, baseURL }) => {
  const organizerPage = await phonePage(browser, baseURL, "en");
  const ride = await organizerRide(organizerPage, "SG->FC");
  for (const name of ["Pat Passenger", "Nia Rider"]) {
    const page = await phonePage(browser, baseURL, "en");
    await joinAs(page, ride.id, name, "Bedok MRT");
    await page.context().close();
  }
  await organizerPage.goto(`/rides/${ride.id}?tab=passengers`);
  const messages = organizerPage.getByRole("region", { name: en["ride.chat.title"] });
  const passengers = organizerPage.getByRole("region", { name: en["ride.passengers.title"] });
  await expect(messages).toBeVisible();
  const messagesBox = await messages.boundingBox();
  const passengersBox = await passengers.boundingBox();
  expect(messagesBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(passengersBox?.y ?? 0);
  await organizerPage.context().close();
});

test("an icon-only button names itself in a tooltip after a rest", async ({ browser, baseURL }) => {
  const page = await phonePage(browser, baseURL, "en");
  await page.goto("/home");
  const menu = page.getByRole("button", { name: "Menu" });
  // The bar's tooltip loads after the page (decision 048): a pointer that rests on the button
  // once it is in names it; one that came before it moves again.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await menu.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Menu", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.context().close();
});
