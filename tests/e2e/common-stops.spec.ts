// Common stops come with the app: suggested under every location field as the rider types, in
// the page's language, and found by the map's search when the place service is down. The place
// service and tiles are mocked at the network edge (fixtures.ts); here the service fails too.
import { createRideViaApi, expect, newUserPage, registerViaApi, test } from "./fixtures.ts";

test("the create form suggests stops offline and one tap fills the field", async ({ page }) => {
  await registerViaApi(page.request, { prefix: "stops" });
  await page.goto("/rides/create");
  const form = page.getByRole("form", { name: "Create a New Ride" });
  const location = form.getByLabel("Your Pickup Location in Singapore");
  // Before typing: the popular stops.
  await expect(form.getByRole("button", { name: "Tuas Link MRT" })).toBeVisible();
  await location.fill("jur");
  await expect(form.getByRole("button", { name: "Tuas Link MRT" })).toHaveCount(0);
  await form.getByRole("button", { name: "Jurong East MRT" }).click();
  await expect(location).toHaveValue("Jurong East MRT");
  await expect(form.getByText("Common stops")).toHaveCount(0);
});

test("the join form suggests in Chinese, and the map's search finds a stop with the place service down", async ({
  browser,
  baseURL,
  request,
}) => {
  await registerViaApi(request, { prefix: "stops_org" });
  const ride = await createRideViaApi(request, { direction: "FC->SG" });
  const { page, context } = await newUserPage(browser, baseURL, { prefix: "stops" });
  await page.route(/nominatim\./, (route) => route.fulfill({ status: 503, body: "down" }));
  await page.goto(`/rides/${ride.id}/join`);
  const form = page.getByRole("form", { name: "Join Ride" });
  await form.getByLabel("Search for a place").fill("Tuas");
  await form.getByLabel("Search for a place").press("Enter");
  await form.getByRole("button", { name: "Tuas Checkpoint" }).first().click();
  const dropoff = form.getByLabel("Drop-off Location in Singapore");
  await expect(dropoff).toHaveValue("Tuas Checkpoint");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await context.close();

  const zh = await browser.newContext({ baseURL, locale: "zh-CN" });
  const zhPage = await zh.newPage();
  await zhPage.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort("internetdisconnected"));
  await registerViaApi(zhPage.request, { prefix: "stops_zh" });
  await zhPage.goto(`/rides/${ride.id}/join`);
  await zhPage.locator("textarea").first().fill("裕廊");
  await zhPage.getByRole("button", { name: "裕廊东地铁站" }).click();
  await expect(zhPage.locator("textarea").first()).toHaveValue("Jurong East MRT");
  await zh.close();
});
