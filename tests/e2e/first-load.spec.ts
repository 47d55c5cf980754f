// A page's first load: the frame in index.html paints before any script runs and the app takes
// it over in place; every API read the server preloads in the head is the very request the page
// makes, so the browser hands it over instead of asking twice.
import type { Page } from "@playwright/test";
import { createRideViaApi, expect, registerViaApi, test } from "./fixtures.ts";

/** Records the API reads a page makes (path and query, in order). */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.startsWith("/api/")) {
      reads.push(`${url.pathname}${url.search}`);
    }
  });
  return reads;
}

const preloadedReads = (page: Page) =>
  page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));

test("the home page's preloaded reads are its reads, each asked once", async ({ page }) => {
  const reads = apiReads(page);
  await page.goto("/home");
  await expect(page.getByRole("tab", { name: "All Rides" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);

  const preloaded = await preloadedReads(page);
  expect(preloaded).toEqual([
    "/api/auth/me",
    "/api/stats",
    expect.stringMatching(/^\/api\/rides\?direction=all&time=upcoming&sort=dateAsc&limit=\d+$/),
  ]);
  expect([...reads].sort()).toEqual([...preloaded].sort());
});

test("a searched home preloads the list its URL asks for", async ({ page }) => {
  const reads = apiReads(page);
  await page.goto("/home?dir=FC->SG&day=2030-01-04&time=evening");
  await expect(page.getByRole("radio", { name: "Evening" })).toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);

  const preloaded = await preloadedReads(page);
  expect(preloaded).toContain(
    "/api/rides?direction=FC-%3ESG&time=upcoming&sort=dateAsc&limit=20&day=2030-01-04&timeOfDay=evening",
  );
  expect([...reads].sort()).toEqual([...preloaded].sort());
});

test("a ride page's preloaded reads are its reads, each asked once", async ({
  page,
  playwright,
  baseURL,
}) => {
  const organizer = await playwright.request.newContext({ baseURL });
  await registerViaApi(organizer, { prefix: "preload" });
  const ride = await createRideViaApi(organizer);
  await organizer.dispose();

  const reads = apiReads(page);
  await page.goto(`/rides/${ride.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Singapore to Forest City");
  await expect(page.getByRole("button", { name: /Share/ })).toBeVisible();

  const preloaded = await preloadedReads(page);
  expect(preloaded).toEqual(["/api/auth/me", `/api/rides/${ride.id}`, "/api/config"]);
  // The border planner asks about the ride's own direction and time: it can only follow the
  // ride's answer, so it is the one read not preloaded.
  await expect(page.getByTestId("crossing-hint")).toBeVisible();
  const own = [...reads].filter((read) => !read.startsWith("/api/planner?"));
  expect(own.sort()).toEqual([...preloaded].sort());
  expect([...reads].filter((read) => read.startsWith("/api/planner?"))).toHaveLength(1);
});

test("the frame paints without JavaScript, where the app then draws its own", async ({
  browser,
  page,
  baseURL,
}) => {
  const brand = (on: Page) => on.getByRole("link", { name: "FC Rideshare" });
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const frame = await noScript.newPage();
  await frame.goto("/home");
  await expect(brand(frame)).toBeVisible();
  await expect(frame.getByRole("status")).toHaveText("Loading");
  const frameBrand = await brand(frame).boundingBox();
  const frameContent = await frame.locator("main > *").first().boundingBox();
  await noScript.close();

  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: "Rides" })).toBeVisible();
  expect(await brand(page).boundingBox()).toEqual(frameBrand);
  expect((await page.locator("main > *").first().boundingBox())?.y).toBe(frameContent?.y);
});
