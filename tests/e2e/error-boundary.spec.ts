// The root error boundary: a page whose code cannot be downloaded shows a friendly message with a
// Reload action, not a blank app; reloading once the code can be fetched shows the page.
import { expect, test } from "./fixtures.ts";

// The service worker would answer chunk requests itself, out of page.route's reach.
test.use({ serviceWorkers: "block" });

test("a page whose chunk fails to load shows the friendly message, and Reload recovers", async ({
  page,
}) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: "Rides" })).toBeVisible();

  const guideChunk = "**/assets/guide-page-*.js";
  await page.route(guideChunk, (route) => route.abort("failed"));
  await page.getByRole("link", { name: "Travel Guide" }).first().click();

  const message = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await expect(message).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  // The rest of the app still works around it.
  await expect(page.getByRole("link", { name: "Travel Guide" }).first()).toBeVisible();

  await page.unroute(guideChunk);
  await message.getByRole("button", { name: "Reload" }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole("heading", { level: 1, name: "Travel Guide" })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
});
