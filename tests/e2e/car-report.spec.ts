// Issue 37 in the browser: the ride card says who carries the riders (the plate only to the
// ride's members), and on the day a rider says "This isn't the car shown", which an admin finds
// in Admin Tools' Reported rides and marks dealt with.
import account from "../../src/domain/i18n/catalogs/en/account.json" with { type: "json" };
import ride from "../../src/domain/i18n/catalogs/en/ride.json" with { type: "json" };
import {
  createRideViaApi,
  deleteRides,
  E2E_ADMIN,
  expect,
  type MadeRide,
  newUserPage,
  rideCard,
  shootWhenAsked,
  test,
  verifyVendorViaApi,
} from "./fixtures.ts";

/** An hour and twelve minutes ahead: inside the two hours check-in opens. */
const SOON = 0.05;
/** A page's first read on a loaded machine (the suite shares two cores with others). */
const PAGE_LOAD = 30_000;
const CARRIER = "Licensed cross-border taxi, registered in Singapore";
const PLATE = "Plate SH 2026 E, permit valid until 2099-12-31";

const made: MadeRide[] = [];
/** The ride's card in a drawn page's HTML, saying `text` before the card ends. */
const cardSaying = (rideId: number, text: string) =>
  new RegExp(`data-ride-id="${rideId}"(?:(?!</article>)[\\s\\S])*${text}`);
test.afterAll(async ({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

test("a rider reports that the car is not the one shown; an admin deals with it", async ({
  browser,
  baseURL,
}) => {
  // Five people's pages, screenshots when asked: longer than a one-page test.
  test.setTimeout(300_000);
  const organizer = await newUserPage(browser, baseURL, { prefix: "cr_org", name: "Olga" });
  const soon = await createRideViaApi(organizer.page.request, { daysAhead: SOON });
  made.push({ id: soon.id, organizer: organizer.user.discordUsername });

  const pat = await newUserPage(browser, baseURL, { prefix: "cr_pax", name: "Pat Rider" });
  const joined = await pat.page.request.post(`/api/rides/${soon.id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bedok MRT" },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  // A Singapore taxi that gave its permit when registering takes the ride.
  const vendor = await newUserPage(browser, baseURL, {
    prefix: "cr_taxi",
    isVendor: true,
    companyName: "Lion City Cabs",
    driverDetails: { name: "Dan", contact: "+6591234567", carNumber: "SH 2026 E" },
    registration: "SG",
    permitExpires: "2099-12-31",
    plate: "SH 2026 E",
  });
  await verifyVendorViaApi(baseURL, vendor.user.id, "SG");
  const assigned = await vendor.page.request.post(`/api/rides/${soon.id}/assign`);
  expect(assigned.status(), await assigned.text()).toBe(200);
  await vendor.context.close();

  // The card: who carries the riders to anyone; the plate and permit to the ride's riders only.
  const stranger = await newUserPage(browser, baseURL, { prefix: "cr_other" });
  // The page as the server draws it (decision 037); its first draw loads the renderer.
  const drawnHome = async () => (await stranger.page.request.get("/home")).text();
  await expect.poll(drawnHome, { timeout: 60_000 }).toMatch(cardSaying(soon.id, CARRIER));
  expect(await drawnHome()).not.toContain("SH 2026 E");
  await stranger.page.goto("/home");
  await expect(rideCard(stranger.page, soon.id).getByTestId("card-carrier")).toHaveText(CARRIER, {
    timeout: PAGE_LOAD,
  });
  await expect(rideCard(stranger.page, soon.id).getByTestId("card-plate")).toHaveCount(0);
  await stranger.context.close();

  await pat.page.goto("/home");
  const card = rideCard(pat.page, soon.id);
  await expect(card.getByTestId("card-carrier")).toHaveText(CARRIER, { timeout: PAGE_LOAD });
  await expect(card.getByTestId("card-plate")).toHaveText(PLATE);
  await shootWhenAsked(pat.page, "card", { before: () => card.scrollIntoViewIfNeeded() });

  // On the day: the plate at the check-in, and the report, asked first.
  await pat.page.goto(`/rides/${soon.id}`);
  const report = pat.page.getByTestId("car-report");
  await expect(report).toContainText("Your car: SH 2026 E", { timeout: PAGE_LOAD });
  await shootWhenAsked(pat.page, "checkin-report", {
    before: () => report.scrollIntoViewIfNeeded(),
  });
  await report.getByRole("button", { name: ride["ride.plan.not_the_car"] }).click();
  await report.getByRole("button", { name: ride["ride.plan.not_the_car_confirm"] }).click();
  await expect(report.getByRole("status")).toHaveText(ride["ride.plan.car_reported"]);
  await shootWhenAsked(pat.page, "checkin-reported", {
    before: () => report.scrollIntoViewIfNeeded(),
  });
  // Read again, the page still knows: no second report to make.
  await pat.page.reload();
  await expect(pat.page.getByTestId("car-report").getByRole("status")).toBeVisible({
    timeout: PAGE_LOAD,
  });
  await pat.context.close();

  // The organizer is told in the inbox.
  await organizer.page.goto("/notifications");
  await expect(
    organizer.page.getByText(/Pat Rider says the car that came is not the one shown \(SH 2026 E\)/),
  ).toBeVisible({ timeout: PAGE_LOAD });
  await organizer.context.close();

  // An admin finds it in Admin Tools and marks it dealt with.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  expect((await adminPage.request.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  await adminPage.goto("/profile");
  const reported = adminPage.getByRole("list", { name: account["account.admin.reported_rides"] });
  const row = reported.getByRole("listitem").filter({ hasText: "Pat Rider" });
  await expect(row).toBeVisible({ timeout: PAGE_LOAD });
  await expect(row).toContainText("Pat Rider says the car was not SH 2026 E");
  await expect(row).toContainText("Lion City Cabs");
  await expect(row.getByRole("link", { name: account["account.admin.open_ride"] })).toHaveAttribute(
    "href",
    `/rides/${soon.id}`,
  );
  await shootWhenAsked(adminPage, "admin-reported-rides", {
    before: () => row.scrollIntoViewIfNeeded(),
  });
  await row.getByRole("button", { name: account["account.admin.mark_handled"] }).click();
  await expect(row).toHaveCount(0);
  await admin.close();
});

test("a ride no vendor has taken says so on its card, drawn by the server too", async ({
  browser,
  baseURL,
}) => {
  const organizer = await newUserPage(browser, baseURL, { prefix: "cr_open" });
  const open = await createRideViaApi(organizer.page.request, { daysAhead: 3 });
  made.push({ id: open.id, organizer: organizer.user.discordUsername });
  // The page as the server draws it (decision 037), before any script runs.
  await expect
    .poll(async () => (await organizer.page.request.get("/home")).text(), { timeout: 60_000 })
    .toMatch(cardSaying(open.id, "No licensed car yet"));
  await organizer.page.goto("/home");
  await expect(rideCard(organizer.page, open.id).getByTestId("card-carrier")).toHaveText(
    "No licensed car yet",
    { timeout: PAGE_LOAD },
  );
  await organizer.context.close();
});
