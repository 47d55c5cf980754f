// Issue 38's "also seen": the profile's refusals said once and with the server's words, a refused
// reset link said in words, and the reset texts as the reset now works (decision 029).
import { testTranslator } from "../../src/domain/i18n/test-translator.ts";
import { expect, newUserPage, test, toastWith } from "./fixtures.ts";

const t = testTranslator("en");

test("the profile says a bad PayNow number once, and a failed save with the server's message", async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await newUserPage(browser, baseURL, { prefix: "seen_profile" });
  await page.goto("/profile");
  const proxy = page.getByLabel(t._("account.profile.paynow_proxy"));
  await proxy.fill("abc");
  await page.getByRole("button", { name: t._("account.profile.save") }).click();
  const refusal = t._("error.paynow_proxy");
  await expect(page.getByText(refusal)).toHaveCount(1);
  await expect(proxy).toHaveAttribute("aria-invalid", "true");

  // The session ends elsewhere: the save fails, and the toast says why.
  await context.clearCookies();
  await proxy.fill("");
  await page.getByRole("button", { name: t._("account.profile.save") }).click();
  await expect(
    toastWith(page, t._("account.profile.save_failed", { message: t._("error.login_required") })),
  ).toBeVisible();
  await context.close();
});

test("a refused reset link is said in words, once, with no field name", async ({ page }) => {
  await page.goto("/reset-password?token=made-up-token");
  await page.getByLabel(t._("account.password.new"), { exact: true }).fill("a new secret 1");
  await page.getByLabel(t._("account.password.confirm")).fill("a new secret 1");
  await page.getByRole("button", { name: t._("account.reset.save") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: t._("error.reset_token_invalid") }),
  ).toHaveCount(1);
  await expect(page.getByText(t._("error.reset_token_invalid"))).toHaveCount(1);
  await expect(page.getByText(/token:/)).toHaveCount(0);
});

test("the reset request says what happens now: a one-time link to choose the password", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: t._("account.login.forgot") }).click();
  await expect(page.getByText(t._("account.reset.request_text"))).toBeVisible();
  await page.getByLabel(t._("account.field.discord_username")).fill("nobody_by_this_name");
  await page.getByRole("button", { name: t._("account.reset.request") }).click();
  await expect(page.getByRole("main").getByText(t._("account.reset.request_done"))).toBeVisible();
});
