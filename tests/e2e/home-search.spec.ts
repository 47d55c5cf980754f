// The search-first home (issue 15): rides above the fold on a phone, chips that filter the list
// and live in the URL, and reads that fail in plain words with a Retry.

import { addDays, singaporeDay } from "../../src/domain/ride/ride-search.ts";
import { singaporeLocalToIso } from "../../src/domain/shared/dates.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  type MadeRide,
  registerViaApi,
  rideCard,
  test,
  withoutFirstReads,
} from "./fixtures.ts";

const made: MadeRide[] = [];
test.afterEach(({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a chip row that hides chips fades at that end, and the Past chip lists rides that have left", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const organizer = await playwright.request.newContext({ baseURL });
    const { discordUsername } = await registerViaApi(organizer, { prefix: "past" });
    const upcoming = await createRideViaApi(organizer, { daysAhead: 1 });
    made.push({ id: upcoming.id, organizer: discordUsername });
    await organizer.dispose();

    await page.goto("/home");
    const directions = page
      .getByRole("group", { name: "Direction" })
      .locator("[data-fade], div")
      .first();
    await expect(directions).toHaveAttribute("data-fade", "end");
    await directions.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect(directions).toHaveAttribute("data-fade", "start");

    await expect(rideCard(page, upcoming.id)).toBeVisible();
    await page.getByRole("group", { name: "Day" }).getByText("Past rides").click();
    await expect(page).toHaveURL(/[?&]when=past/);
    await expect(rideCard(page, upcoming.id)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("radio", { name: "Past rides" })).toBeChecked();
  });

  test("the first ride card is above the fold, the offer button leads visitors to log in", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const organizer = await playwright.request.newContext({ baseURL });
    const { discordUsername } = await registerViaApi(organizer, { prefix: "fold" });
    const ride = await createRideViaApi(organizer, { daysAhead: 1 });
    made.push({ id: ride.id, organizer: discordUsername });
    await organizer.dispose();

    await page.goto("/home");
    const card = page.locator("[data-ride-id]").first();
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(812);
    // The login invitation sits below the results.
    const invite = page.getByRole("heading", { name: "Log in to create and join rides" });
    expect((await invite.boundingBox())?.y ?? 0).toBeGreaterThan(box?.y ?? 0);
    await expect(page.getByRole("link", { name: "Offer a ride" })).toHaveAttribute(
      "href",
      "/auth?next=%2Frides%2Fcreate",
    );
  });
});

test("chips filter the list by direction, day and time, and the URL keeps them", async ({
  page,
  playwright,
  baseURL,
}) => {
  const organizer = await playwright.request.newContext({ baseURL });
  const { discordUsername } = await registerViaApi(organizer, { prefix: "chips" });
  const today = singaporeDay(new Date());
  // The last day chip: other specs' rides leave within five days, so this day's search can be
  // empty whatever the hour the suite runs at.
  const inSix = addDays(today, 6);
  const at = async (day: string, time: string, direction: "SG->FC" | "FC->SG" = "SG->FC") => {
    const ride = await createRideViaApi(organizer, {
      direction,
      date: singaporeLocalToIso(`${day}T${time}`) ?? "",
    });
    made.push({ id: ride.id, organizer: discordUsername });
    return ride;
  };
  const morning = await at(inSix, "08:00");
  const evening = await at(inSix, "19:30", "FC->SG");
  const other = await at(addDays(today, 3), "19:00");
  await organizer.dispose();

  await page.goto("/home");
  await expect(rideCard(page, other.id)).toBeVisible();
  const dayChips = page.getByRole("group", { name: "Day", exact: true });
  await expect(dayChips.getByRole("radio")).toHaveCount(9); // Any day, seven days, Past rides
  // The rides of the day in six days' time, under their day heading.
  const dayChip = dayChips.locator("label").nth(7);
  const weekday = (await dayChip.textContent()) ?? "";
  await dayChip.click();
  await expect(page).toHaveURL(new RegExp(`/home\\?day=${inSix}$`));
  await expect(rideCard(page, other.id)).toHaveCount(0);
  await expect(rideCard(page, morning.id)).toBeVisible();
  await expect(rideCard(page, evening.id)).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: new RegExp(`^${weekday} `) }),
  ).toBeVisible();

  await page.getByRole("group", { name: "Time of day" }).getByText("Evening").click();
  await expect(page).toHaveURL(new RegExp(`day=${inSix}&time=evening`));
  await expect(rideCard(page, morning.id)).toHaveCount(0);
  await expect(rideCard(page, evening.id)).toBeVisible();

  await page.getByRole("group", { name: "Direction" }).getByText("Singapore → Forest City").click();
  await expect(page).toHaveURL(/dir=SG-(>|%3E)FC&day=/);
  await expect(
    page.getByText("No rides match this search. Try another day or time."),
  ).toBeVisible();

  // A reload (or a shared link) shows the same search and list.
  await page.goto(`/home?dir=FC->SG&day=${inSix}&time=evening`);
  await expect(
    page
      .getByRole("group", { name: "Direction" })
      .getByRole("radio", { name: "Forest City → Singapore" }),
  ).toBeChecked();
  await expect(
    page.getByRole("group", { name: "Time of day" }).getByRole("radio", { name: "Evening" }),
  ).toBeChecked();
  await expect(rideCard(page, evening.id)).toBeVisible();
  await expect(rideCard(page, morning.id)).toHaveCount(0);
  await page.reload();
  await expect(rideCard(page, evening.id)).toBeVisible();
  await expect(rideCard(page, other.id)).toHaveCount(0);

  // Back from a ride restores the search.
  await rideCard(page, evening.id).getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(new RegExp(`/rides/${evening.id}$`));
  await page.goBack();
  await expect(page).toHaveURL(/dir=FC-(>|%3E)SG/);
  await expect(rideCard(page, evening.id)).toBeVisible();
  await expect(rideCard(page, other.id)).toHaveCount(0);
});

test("a list that fails to load says so in plain words, and Retry loads it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const organizer = await playwright.request.newContext({ baseURL });
  const { discordUsername } = await registerViaApi(organizer, { prefix: "retry" });
  const ride = await createRideViaApi(organizer);
  made.push({ id: ride.id, organizer: discordUsername });
  await organizer.dispose();

  await withoutFirstReads(page);
  let failures = 0;
  await page.route(
    (url) => url.pathname === "/api/rides",
    async (route) => {
      if (failures++ === 0) {
        await route.fulfill({ status: 500, json: { error: "Internal Server Error" } });
      } else {
        await route.continue();
      }
    },
  );
  await page.goto("/home");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(
    /We couldn't load the rides\. Check your connection and try again\./,
  );
  await expect(page.getByText("Internal Server Error")).toHaveCount(0);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(rideCard(page, ride.id)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
