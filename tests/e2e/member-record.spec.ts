// A member's record on the passenger list (issue 27, decision 035): the ride's own people see each
// member's time here, completed rides and no-shows; a stranger, who sees no contacts, sees none.
import { testTranslator } from "../../src/domain/i18n/test-translator.ts";
import { createRideViaApi, expect, newUserPage, test } from "./fixtures.ts";

const t = testTranslator("en");

test("the ride's people see each member's record, a stranger does not", async ({
  browser,
  baseURL,
}) => {
  const organizer = await newUserPage(browser, baseURL, {
    prefix: "rec_org",
    name: "Rec Organizer",
  });
  const rider = await newUserPage(browser, baseURL, { prefix: "rec_rider", name: "Rec Rider" });
  const stranger = await newUserPage(browser, baseURL, { prefix: "rec_stranger" });
  const ride = await createRideViaApi(organizer.page.request);
  const joined = await rider.page.request.post(`/api/rides/${ride.id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bedok MRT" },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  const since = new Intl.DateTimeFormat("en-SG", {
    month: "short",
    year: "numeric",
    timeZone: "Asia/Singapore",
  }).format(new Date());
  const record = t._("ride.passengers.record", { since, rides: 0, noShows: 0 });

  await organizer.page.goto(`/rides/${ride.id}`);
  await organizer.page.getByRole("tab", { name: t._("ride.passengers.title") }).click();
  const riderEntry = organizer.page.getByRole("listitem", { name: "Rec Rider" });
  await expect(riderEntry.getByTestId("member-record")).toHaveText(record);

  await stranger.page.goto(`/rides/${ride.id}`);
  await stranger.page.getByRole("tab", { name: t._("ride.passengers.title") }).click();
  await expect(stranger.page.getByRole("listitem", { name: "Rec Rider" })).toBeVisible();
  await expect(stranger.page.getByTestId("member-record")).toHaveCount(0);

  for (const person of [organizer, rider, stranger]) await person.context.close();
});
