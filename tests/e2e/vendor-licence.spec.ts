// The vendor dashboard offers only the rides its licence may take (issue 37) and says why not for
// the others, by the same rule the server applies to an assign.
import {
  createRideViaApi,
  deleteRides,
  expect,
  type MadeRide,
  newUserPage,
  registerViaApi,
  rideCard,
  test,
  vendorAccount,
  verifyVendorViaApi,
} from "./fixtures.ts";

const made: MadeRide[] = [];
test.afterEach(async ({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

test("a Singapore taxi may take a ride to Forest City, and is told why not one picked up there", async ({
  page,
  browser,
  baseURL,
}) => {
  const organizer = await newUserPage(browser, baseURL, { prefix: "org" });
  const toForestCity = await createRideViaApi(organizer.page.request, { daysAhead: 2 });
  const fromForestCity = await createRideViaApi(organizer.page.request, {
    daysAhead: 2,
    direction: "FC->SG",
  });
  for (const ride of [toForestCity, fromForestCity])
    made.push({ id: ride.id, organizer: organizer.user.discordUsername });
  await organizer.context.close();
  const vendor = await registerViaApi(page.request, vendorAccount("sgtaxi"));
  await verifyVendorViaApi(baseURL, vendor.id, "SG");

  await page.goto(`/vendor?rideId=${toForestCity.id}`);
  const takeable = rideCard(page, toForestCity.id);
  await expect(takeable.getByRole("button", { name: "Assign Ride" })).toBeEnabled();
  await expect(takeable.getByTestId("carriage-reason")).toHaveCount(0);

  const refused = rideCard(page, fromForestCity.id);
  await expect(refused.getByTestId("carriage-reason")).toHaveText(
    "Your Singapore taxi may pick up in Malaysia only at Larkin Sentral",
  );
  await expect(refused.getByRole("button", { name: "Assign Ride" })).toHaveCount(0);
  await expect(refused.getByRole("link", { name: "View Details" })).toBeVisible();
});

test("the ride's members and its driver see that the driver's permit ends before the ride", async ({
  page,
  browser,
  baseURL,
}) => {
  const organizer = await newUserPage(browser, baseURL, { prefix: "org" });
  const ride = await createRideViaApi(organizer.page.request, { daysAhead: 10 });
  made.push({ id: ride.id, organizer: organizer.user.discordUsername });
  const vendor = await registerViaApi(page.request, vendorAccount("lapsing"));
  await verifyVendorViaApi(baseURL, vendor.id, "SG");
  const assigned = await page.request.post(`/api/rides/${ride.id}/assign`);
  expect(assigned.status(), await assigned.text()).toBe(200);
  // An admin records the renewed permit's true end, three days from now: before the ride.
  const permitExpires = new Date(Date.now() + 3 * 86_400_000 + 8 * 3_600_000)
    .toISOString()
    .slice(0, 10);
  await verifyVendorViaApi(baseURL, vendor.id, "SG", permitExpires);

  const lapses = `The driver's cross-border permit ends on ${permitExpires}, before this ride: the ride needs another licensed car.`;
  for (const reader of [organizer.page, page]) {
    await reader.goto(`/rides/${ride.id}`);
    const card = reader.getByRole("region", { name: "Assigned Driver" });
    await expect(card.getByRole("alert")).toHaveText(lapses);
    await expect(card.getByTestId("driver-permit")).toHaveText(permitExpires);
  }
  await organizer.context.close();
});
