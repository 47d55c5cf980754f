// The map names places (issue 15): a click is named through the place service's /reverse, with
// coordinates only when that fails; a failed search and missing tiles say so. The place service
// and the tiles are mocked at the network edge (fixtures.ts and page.route here).
import type { APIRequestContext, Browser } from "@playwright/test";
import {
  createRideViaApi,
  expect,
  FAKE_REVERSE_PLACE,
  newUserPage,
  registerViaApi,
  test,
} from "./fixtures.ts";

/** A rider on another organizer's join page, with the map showing. */
async function joinForm(browser: Browser, baseURL: string | undefined, request: APIRequestContext) {
  await registerViaApi(request, { prefix: "places_org" });
  const ride = await createRideViaApi(request, { direction: "FC->SG" });
  const rider = await newUserPage(browser, baseURL, { prefix: "places" });
  await rider.page.goto(`/rides/${ride.id}/join`);
  const form = rider.page.getByRole("form", { name: "Join Ride" });
  await expect(form.locator(".leaflet-container")).toBeVisible();
  return { ...rider, form };
}

test("a click on the map writes the place's name, and says so when only a pin is known", async ({
  browser,
  baseURL,
  request,
}) => {
  const { page, context, form } = await joinForm(browser, baseURL, request);
  const dropoff = form.getByLabel("Drop-off Location in Singapore");
  const map = form.locator(".leaflet-container");
  await map.click({ position: { x: 120, y: 90 } });
  await expect(dropoff).toHaveValue(FAKE_REVERSE_PLACE.display_name);
  await expect(dropoff).not.toHaveValue(/\d+\.\d{5}/);

  // The lookup fails: a pin, labelled as one, and a note that says why.
  await page.route(/\/reverse\?/, (route) => route.fulfill({ status: 503, body: "busy" }));
  await map.click({ position: { x: 200, y: 120 } });
  await expect(dropoff).toHaveValue(/^Pinned location \(\d+\.\d{5}, \d+\.\d{5}\)$/);
  await expect(form.getByText("We couldn't find a name for this point")).toBeVisible();
  await context.close();
});

test("a failed place search tells the rider, and missing tiles show a placeholder", async ({
  browser,
  baseURL,
  request,
}) => {
  const { page, context, form } = await joinForm(browser, baseURL, request);
  // The tiles never load here (fixtures.ts aborts them): the map says so.
  await expect(
    form.getByText("Map unavailable — type the location in the field above"),
  ).toBeVisible();

  await page.route(/\/search\?/, (route) => route.fulfill({ status: 500, body: "down" }));
  // A place that is not among the built-in stops (those answer without the service).
  await form.getByLabel("Search for a place").fill("Bishan Park");
  await form.getByLabel("Search for a place").press("Enter");
  await expect(form.getByRole("alert")).toHaveText(
    "Place search is unavailable right now — type the address instead.",
  );
  await context.close();
});
