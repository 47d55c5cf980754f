// The self-service reset (issue 27, decision 029) in each language: a rider who forgot their
// password asks for a reset, the admin makes a one-time link from Admin Tools, and the link sets
// the new password, ends the rider's other sessions and signs them in.
import type { Browser } from "@playwright/test";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "../../src/domain/i18n/locales.ts";
import { testTranslator } from "../../src/domain/i18n/test-translator.ts";
import { uniqueName } from "../../src/server/testing/users.ts";
import {
  E2E_ADMIN,
  expect,
  expectAxeClean,
  phonePage,
  registerViaApi,
  test,
  toastWith,
} from "./fixtures.ts";

/**
 * The admin signed in on a phone in `locale`, reading in it: a signed-in page follows the
 * account's language, and the admin is every test's; another test may have left it in English
 * (crossing-rules.spec.ts does), which would switch the page away from this test's language while
 * it is being filled in.
 */
async function adminPhonePage(browser: Browser, baseURL: string | undefined, locale: Locale) {
  const admin = await phonePage(browser, baseURL, locale);
  const login = await admin.request.post("/api/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { id } = (await login.json()) as { id: number };
  const language = await admin.request.patch(`/api/users/${id}`, { data: { language: locale } });
  expect(language.status(), await language.text()).toBe(200);
  return { admin, id };
}

for (const locale of LOCALES) {
  test(`a rider resets a forgotten password through the admin in ${LANGUAGE_NAMES[locale]}`, async ({
    browser,
    baseURL,
  }) => {
    const t = testTranslator(locale);
    const rider = await phonePage(browser, baseURL, locale);
    const name = uniqueName(`reset_${locale}`);
    await registerViaApi(rider.request, { discordUsername: name, password: "old-pass-1" });
    const oldSession = await rider.context().cookies();
    await rider.context().clearCookies();

    // The rider asks, from the login screen.
    await rider.goto("/auth");
    await rider.getByRole("button", { name: t._("account.login.forgot") }).click();
    await rider.getByLabel(t._("account.field.discord_username")).fill(name);
    await rider.getByRole("button", { name: t._("account.reset.request") }).click();
    await expect(rider.locator("#main").getByText(t._("account.reset.request_done"))).toBeVisible();
    await expect(rider.getByText(t._("account.reset.request_title")).first()).toBeVisible();

    // The admin sees the request and makes the link.
    const { admin } = await adminPhonePage(browser, baseURL, locale);
    await admin.goto("/profile");
    const requests = admin.getByRole("list", { name: t._("account.admin.requests") });
    const row = requests.getByRole("listitem").filter({ hasText: name }).last();
    await row.getByRole("button", { name: t._("account.admin.make_link") }).click();
    const link = await row.getByRole("textbox").inputValue();
    expect(link).toMatch(/\/reset-password\?token=/);
    await admin.context().close();

    // The link sets the new password and signs the rider in; the old session has ended.
    await rider.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(rider.getByRole("heading", { level: 1 })).toHaveText(t._("account.reset.title"));
    await expectAxeClean(rider, `reset page in ${locale}`);
    await rider.getByLabel(t._("account.password.new"), { exact: true }).fill("new-pass-22");
    await rider.getByLabel(t._("account.password.confirm")).fill("new-pass-22");
    await rider.getByRole("button", { name: t._("account.reset.save") }).click();
    await expect(rider).toHaveURL(/\/home$/);
    await expect(rider.getByText(t._("account.reset.done"), { exact: true })).toBeVisible();
    const me = await (await rider.request.get("/api/auth/me")).json();
    expect(me.discordUsername).toBe(name);

    const stale = await browser.newContext({ baseURL });
    await stale.addCookies(oldSession);
    expect((await stale.request.get("/api/auth/me")).status()).toBe(401);
    await stale.close();

    // The link works once.
    await rider.context().clearCookies();
    await rider.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await rider.getByLabel(t._("account.password.new"), { exact: true }).fill("other-pass-33");
    await rider.getByLabel(t._("account.password.confirm")).fill("other-pass-33");
    await rider.getByRole("button", { name: t._("account.reset.save") }).click();
    // Said in the form's red box, in words (issue 38).
    await expect(rider.getByText(t._("error.reset_token_invalid"))).toBeVisible();
    await rider.context().close();
  });
}

for (const locale of LOCALES) {
  test(`an admin resets a rider's password from Admin Tools in ${LANGUAGE_NAMES[locale]}`, async ({
    browser,
    baseURL,
  }) => {
    const t = testTranslator(locale);
    const rider = await phonePage(browser, baseURL, locale);
    const name = uniqueName(`admin_reset_${locale}`);
    await registerViaApi(rider.request, { discordUsername: name, password: "old-pass-1" });

    const { admin, id } = await adminPhonePage(browser, baseURL, locale);
    await admin.goto("/profile");
    const tools = admin.getByRole("region", { name: t._("account.admin.title") });
    await tools.getByLabel(t._("account.admin.username")).fill(name);
    await tools.getByLabel(t._("account.password.new"), { exact: true }).fill("admin-set-44");
    await tools.getByLabel(t._("account.password.confirm")).fill("admin-set-44");
    await tools.getByRole("button", { name: t._("account.admin.reset") }).click();
    await expect(
      toastWith(admin, t._("account.admin.reset_done", { username: name })),
    ).toBeVisible();
    // The admin reads in English again, as the other specs expect (ratings.spec.ts).
    const english = await admin.request.patch(`/api/users/${id}`, { data: { language: "en" } });
    expect(english.status(), await english.text()).toBe(200);
    await admin.context().close();

    // The rider's open session has ended; the new password signs them in, the old one no longer.
    expect((await rider.request.get("/api/auth/me")).status()).toBe(401);
    await rider.goto("/auth");
    await rider.getByLabel(t._("account.field.discord_username")).fill(name);
    await rider.getByLabel(t._("account.field.password"), { exact: true }).fill("old-pass-1");
    await rider.getByRole("button", { name: t._("account.login.submit") }).click();
    await expect(rider.getByText(t._("error.login_failed")).first()).toBeVisible();
    await rider.getByLabel(t._("account.field.password"), { exact: true }).fill("admin-set-44");
    await rider.getByRole("button", { name: t._("account.login.submit") }).click();
    await expect(rider).toHaveURL(/\/home$/);
    await rider.context().close();
  });
}
