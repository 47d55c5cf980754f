// Issue 26 in the browser: the day of travel on the ride page. A passenger checks in late and the
// organizer's open page shows it by itself; the organizer marks who boarded;
// an SG->FC ride's pick-up order and spacing give each stop its time; and the page with ten
// messages, check-ins and the plan at 375 px, in each language, is axe-clean.
import type { Browser, Page } from "@playwright/test";
import en from "../../src/domain/i18n/catalogs/en/ride.json" with { type: "json" };
import ms from "../../src/domain/i18n/catalogs/ms/ride.json" with { type: "json" };
import zh from "../../src/domain/i18n/catalogs/zh/ride.json" with { type: "json" };
import { formatClock } from "../../src/domain/shared/dates.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  type MadeRide,
  phonePage,
  registerViaApi,
  shootWhenAsked,
  test,
} from "./fixtures.ts";

const CATALOGS = { en, zh, ms } as const;
/** An hour and twelve minutes ahead: inside the two hours check-in and boarding open. */
const SOON = 0.05;

const made: MadeRide[] = [];
test.afterAll(async ({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

async function organizerRide(page: Page, direction: "SG->FC" | "FC->SG" = "SG->FC") {
  const organizer = await registerViaApi(page.request, {
    prefix: "dot_org",
    name: "Olga Organizer",
  });
  const ride = await createRideViaApi(page.request, { daysAhead: SOON, direction });
  made.push({ id: ride.id, organizer: organizer.discordUsername });
  return ride;
}

async function joinAs(page: Page, rideId: number, name: string, stop: string) {
  await registerViaApi(page.request, { prefix: "dot_pax", name, whatsappNumber: "+6591234567" });
  const joined = await page.request.post(`/api/rides/${rideId}/join`, {
    data: { passengerCount: 1, dropoffLocation: stop },
  });
  expect(joined.status(), await joined.text()).toBe(201);
}

const plan = (page: Page) => page.locator("section[aria-labelledby^='plan-']");
const stopOf = (page: Page, name: string) =>
  page.getByTestId("plan-stop").filter({ hasText: name });
const minutesLater = (date: string, minutes: number) =>
  new Date(Date.parse(date) + minutes * 60_000);

/** An organizer's ride soon to leave, with Pat and Nia aboard, each on a phone page of their own. */
async function rideWithTwoParties(browser: Browser, baseURL: string | undefined) {
  const organizerPage = await phonePage(browser, baseURL, "en");
  const patPage = await phonePage(browser, baseURL, "en");
  const niaPage = await phonePage(browser, baseURL, "en");
  const ride = await organizerRide(organizerPage);
  await joinAs(patPage, ride.id, "Pat Passenger", "Bedok MRT");
  await joinAs(niaPage, ride.id, "Nia Noshow", "Tampines MRT");
  return { organizerPage, patPage, niaPage, ride };
}

test("a passenger checks in late, the organizer sees it and marks who boarded", async ({
  browser,
  baseURL,
}) => {
  const { organizerPage, patPage, niaPage, ride } = await rideWithTwoParties(browser, baseURL);

  await organizerPage.goto(`/rides/${ride.id}`);
  await expect(stopOf(organizerPage, "Pat Passenger")).toBeVisible();
  await expect(organizerPage.getByTestId("in-the-car")).toHaveText(en["ride.plan.in_car_none"]);

  // Pat: stop 2 of 3 at departure plus ten minutes, and the check-in controls.
  await patPage.goto(`/rides/${ride.id}`);
  await expect(patPage.getByTestId("own-stop")).toHaveText(
    `You are stop 2 of 3, about ${formatClock(minutesLater(ride.date, 10))}`,
  );
  await patPage
    .getByRole("group", { name: "Running late:" })
    .getByRole("button", { name: "10 min" })
    .click();
  await expect(patPage.getByRole("button", { name: "10 min" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The organizer's open page shows it by itself.
  await expect(stopOf(organizerPage, "Pat Passenger").getByText("10 minutes late")).toBeVisible();

  // Stops carry the party's WhatsApp for the organizer.
  await expect(
    stopOf(organizerPage, "Pat Passenger").getByRole("link", { name: "WhatsApp Pat Passenger" }),
  ).toHaveAttribute("href", "https://wa.me/6591234567");

  await organizerPage.getByRole("button", { name: "Boarded Pat Passenger" }).click();
  // A no-show waits for departure (issue 39): day-of-travel-fixes.spec.ts marks one.
  await expect(organizerPage.getByRole("button", { name: "No-show Nia Noshow" })).toHaveCount(0);
  await expect(organizerPage.getByTestId("in-the-car")).toHaveText(
    "In the car: 1 person (Pat Passenger)",
  );
  await expect(
    organizerPage.getByRole("button", { name: "Boarded Pat Passenger" }),
  ).toHaveAttribute("aria-pressed", "true");

  // Pat's page follows: boarded, in the car.
  await expect(patPage.getByTestId("in-the-car")).toHaveText(
    "In the car: 1 person (Pat Passenger)",
  );
  for (const page of [organizerPage, patPage, niaPage]) await page.context().close();
});

test("an SG->FC ride's pick-up order and stop spacing give each stop its time", async ({
  browser,
  baseURL,
}) => {
  const { organizerPage, patPage, niaPage, ride } = await rideWithTwoParties(browser, baseURL);

  await organizerPage.goto(`/rides/${ride.id}`);
  const order = organizerPage.getByRole("region", {
    name: en["ride.sequence.pickup.manage_title"],
  });
  await expect(
    order.getByRole("heading", { name: en["ride.sequence.pickup.heading"] }),
  ).toBeVisible();
  await order.getByRole("button", { name: "Move Nia Noshow up" }).click();
  await expect(order.getByTestId("sequence-row").nth(1)).toContainText("Nia Noshow");

  await plan(organizerPage).getByLabel(en["ride.plan.minutes_label"]).fill("15");
  await plan(organizerPage).getByRole("button", { name: en["ride.plan.minutes_save"] }).click();
  await expect(plan(organizerPage).getByText("departure, then 15 minutes per stop")).toBeVisible();

  const stops = organizerPage.getByTestId("plan-stop");
  await expect(stops).toHaveCount(3);
  await expect(stops.nth(0)).toContainText(`Olga Organizer`);
  await expect(stops.nth(0)).toContainText(`About ${formatClock(ride.date)}`);
  await expect(stops.nth(1)).toContainText("Nia Noshow");
  await expect(stops.nth(1)).toContainText(`About ${formatClock(minutesLater(ride.date, 15))}`);
  await expect(stops.nth(2)).toContainText("Pat Passenger");
  await expect(stops.nth(2)).toContainText(`About ${formatClock(minutesLater(ride.date, 30))}`);

  // Each rider reads their own place and time.
  await patPage.goto(`/rides/${ride.id}`);
  await expect(patPage.getByTestId("own-stop")).toHaveText(
    `You are stop 3 of 3, about ${formatClock(minutesLater(ride.date, 30))}`,
  );
  for (const page of [organizerPage, patPage, niaPage]) await page.context().close();
});

/** A soon ride with two passengers, one checked in late and one here, and ten messages. */
async function busyRide(organizerPage: Page, patPage: Page, niaPage: Page) {
  const ride = await organizerRide(organizerPage);
  await joinAs(patPage, ride.id, "Pat Passenger", "Bedok MRT");
  await joinAs(niaPage, ride.id, "Nia Noshow", "Tampines MRT");
  const late = await patPage.request.post(`/api/rides/${ride.id}/checkin`, {
    data: { state: "late", minutes: 10 },
  });
  expect(late.status(), await late.text()).toBe(200);
  const here = await niaPage.request.post(`/api/rides/${ride.id}/checkin`, {
    data: { state: "here" },
  });
  expect(here.status(), await here.text()).toBe(200);
  for (let index = 0; index < 10; index += 1) {
    const writer = [organizerPage, patPage, niaPage][index % 3] as Page;
    const data = index % 4 === 1 ? { quick: "at_pickup" } : { text: `Message ${index + 1}` };
    const sent = await writer.request.post(`/api/rides/${ride.id}/messages`, { data });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  return ride;
}

for (const locale of ["en", "zh", "ms"] as const) {
  test(`the ride page at 375 px in ${locale} with the plan, check-ins and ten messages is axe-clean`, async ({
    browser,
    baseURL,
  }) => {
    test.slow(); // Four axe runs on two pages.
    const t = CATALOGS[locale];
    const organizerPage = await phonePage(browser, baseURL, locale);
    const patPage = await phonePage(browser, baseURL, locale);
    const niaPage = await phonePage(browser, baseURL, "en");
    const ride = await busyRide(organizerPage, patPage, niaPage);

    for (const page of [organizerPage, patPage]) {
      await page.goto(`/rides/${ride.id}`);
      await expect(plan(page).getByTestId("plan-stop")).toHaveCount(3);
      await expect(plan(page).getByText(t["ride.plan.here"], { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, `the plan in ${locale}`);
      await page.getByRole("tab", { name: t["ride.passengers.title"] }).click();
      await expect(page.locator("[aria-labelledby^='messages-'] ol > li")).toHaveCount(10);
      await expectNoSidewaysScroll(page);
      await expectAxeClean(page, `the passengers and messages in ${locale}`);
    }
    // The passenger's own check-in shows pressed, in their language.
    await patPage.getByRole("tab", { name: t["ride.tabs.details"] }).click();
    await expect(
      patPage.getByRole("group", { name: t["ride.plan.running_late"] }).getByRole("button", {
        name: /^10/,
      }),
    ).toHaveAttribute("aria-pressed", "true");

    await shootWhenAsked(organizerPage, `${locale}-organizer`, {
      before: () => organizerPage.getByRole("tab", { name: t["ride.tabs.details"] }).click(),
      fullPage: true,
    });
    await shootWhenAsked(patPage, `${locale}-passenger`, { fullPage: true });
    for (const page of [organizerPage, patPage, niaPage]) await page.context().close();
  });
}
