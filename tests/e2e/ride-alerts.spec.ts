// Ride alerts (issue 28): the home's search saved with "Tell me when one appears", listed on the
// profile, and a matching ride created afterwards lands in the inbox.

import { addDays, singaporeDay, weekdayOf } from "../../src/domain/ride/ride-search.ts";
import { singaporeLocalToIso } from "../../src/domain/shared/dates.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  type MadeRide,
  newUserPage,
  registerViaApi,
  test,
  toastWith,
} from "./fixtures.ts";

const made: MadeRide[] = [];
test.afterEach(({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

test("Tell me when one appears saves the search, and a matching ride is told", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const { context, page } = await newUserPage(browser, baseURL, { prefix: "watch" });
  const day = addDays(singaporeDay(new Date()), 3);
  await page.goto(`/home?dir=FC-%3ESG&day=${day}&time=evening`);
  await page.getByRole("button", { name: "Tell me when one appears" }).click();
  await expect(
    toastWith(page, "Alert saved: you will hear when a ride like this appears"),
  ).toBeVisible();

  const alerts = await page.request.get("/api/alerts");
  expect(await alerts.json()).toEqual([
    expect.objectContaining({
      direction: "FC->SG",
      days: [weekdayOf(day)],
      from: "17:00",
      to: "20:59",
    }),
  ]);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Ride alerts" })).toBeVisible();
  await expect(page.getByText(/ · 17:00–20:59$/)).toBeVisible();

  // Another rider offers a ride that evening: the watcher's inbox has it.
  const organizer = await playwright.request.newContext({ baseURL });
  const { discordUsername } = await registerViaApi(organizer, { prefix: "offer" });
  const ride = await createRideViaApi(organizer, {
    direction: "FC->SG",
    date: singaporeLocalToIso(`${day}T18:30`) as string,
  });
  made.push({ id: ride.id, organizer: discordUsername });
  await organizer.dispose();
  const inbox = await page.request.get("/api/notifications?limit=5");
  expect(await inbox.json()).toEqual(
    expect.objectContaining({
      items: [expect.objectContaining({ type: "ride_alert", rideId: ride.id })],
    }),
  );
  await context.close();
});
