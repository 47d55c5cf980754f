// The error boundary wraps the whole app: a page, the top bar, what sits beside the providers and
// the language's first catalog. Whatever fails shows words for riders (in their language while its
// catalog is in, in English when the catalog is what failed) and Retry, which recovers once the
// code can be fetched again.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { LOCALE_COOKIE } from "../../src/domain/i18n/locales.ts";
import { expect, registerViaApi, test } from "./fixtures.ts";

// The service worker would answer chunk requests itself, out of page.route's reach.
test.use({ serviceWorkers: "block" });

/** The built file of a source module (the client's build manifest). */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync("dist/web/.vite/manifest.json", "utf8")) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build`);
  return `**/${entry.file}`;
}

const failure = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

/** Once `blocked` can be fetched again, Retry brings back the page titled `heading`. */
async function retryRecovers(
  page: Page,
  blocked: string,
  message: Locator,
  retry: string,
  heading: string,
) {
  await page.unroute(blocked);
  await message.getByRole("button", { name: retry }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(message).toHaveCount(0);
}

test("a page whose chunk fails to load shows the friendly message, and Retry recovers", async ({
  page,
}) => {
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: "Rides" })).toBeVisible();

  const guideChunk = "**/assets/guide-page-*.js";
  await page.route(guideChunk, (route) => route.abort("failed"));
  await page.getByRole("link", { name: "Travel Guide" }).first().click();

  const message = failure(page, "Something went wrong");
  await expect(message).toBeVisible();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  // The rest of the app still works around it.
  await expect(page.getByRole("link", { name: "Travel Guide" }).first()).toBeVisible();

  await retryRecovers(page, guideChunk, message, "Retry", "Travel Guide");
  await expect(page).toHaveURL(/\/guide$/);
});

test("a failing top bar shows the app's failure in the rider's language, and Retry recovers", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: "zh", url: baseURL }]);
  await registerViaApi(page.request);
  // The bell, in the top bar of a signed-in rider, cannot be downloaded.
  const bell = builtFile("features/notifications/components/notification-bell.tsx");
  await page.route(bell, (route) => route.abort("failed"));
  await page.goto("/home");

  const message = failure(page, "出错了");
  await expect(message).toBeVisible();
  await expect(message).toContainText("请检查网络连接后重试");
  // Nothing of the app is left half-drawn around it.
  await expect(page.getByRole("navigation")).toHaveCount(0);

  await retryRecovers(page, bell, message, "重试", "拼车");
  await expect(page.getByRole("link", { name: /通知/ })).toBeVisible();
});

test("a failure beside the providers (the toaster) shows the app's failure, and Retry recovers", async ({
  page,
}) => {
  const toaster = builtFile("components/ui/toaster.tsx");
  await page.route(toaster, (route) => route.abort("failed"));
  await page.goto("/home");

  const message = failure(page, "Something went wrong");
  await expect(message).toBeVisible();

  await retryRecovers(page, toaster, message, "Retry", "Rides");
});

test("a language catalog that fails to load shows the failure in English, and Retry recovers", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: "ms", url: baseURL }]);
  const catalog = builtFile("../domain/i18n/catalogs/ms/app.json");
  await page.route(catalog, (route) => route.abort("failed"));
  await page.goto("/home");

  const message = failure(page, "Something went wrong");
  await expect(message).toBeVisible();
  await expect(message).toContainText("Check your connection and try again.");

  await retryRecovers(page, catalog, message, "Retry", "Perjalanan");
});
