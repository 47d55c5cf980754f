// The main journey in each language: a visitor whose browser asks for it registers, creates a
// ride and another rider joins it; every page is in that language (its `lang` too), axe-clean,
// fits a 375 px phone, and the organizer hears of the join in their own language. Each step's
// screenshot is kept under test-results/languages/ to look at.
import type { Page } from "@playwright/test";
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from "../../src/domain/i18n/locales.ts";
import { testTranslator } from "../../src/domain/i18n/test-translator.ts";
import { directionTitle } from "../../src/domain/ride/ride.ts";
import { isoToSingaporeLocal } from "../../src/domain/shared/dates.ts";
import { uniqueName } from "../../src/server/testing/users.ts";
import {
  deleteRides,
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  type MadeRide,
  phonePage,
  registerViaApi,
  test,
} from "./fixtures.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const made: MadeRide[] = [];
test.afterAll(async ({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

/** The page is in `locale`, passes axe, fits the phone, and is kept as a screenshot. */
async function checkPage(page: Page, locale: Locale, step: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[locale]);
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page, `${step} in ${locale}`);
  await page.screenshot({ path: `test-results/languages/${locale}-${step}.png`, fullPage: true });
}

for (const locale of LOCALES) {
  test(`register, create and join in ${LANGUAGE_NAMES[locale]}`, async ({ browser, baseURL }) => {
    const t = testTranslator(locale);
    const page = await phonePage(browser, baseURL, locale);

    // Register: the browser's language is the page's, and the account keeps it.
    const name = uniqueName(`lang_${locale}`);
    await page.goto("/auth?tab=register");
    const register = page.getByRole("form", { name: t._("account.register.form") });
    await register.getByLabel(t._("account.field.discord_username")).fill(name);
    await register.getByLabel(t._("account.field.password"), { exact: true }).fill("ride-pass-1");
    await checkPage(page, locale, "register");
    await register.getByRole("button", { name: t._("account.register.submit") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t._("account.welcome.heading", { name }),
    );
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me.language).toBe(locale);

    // Create a ride from Singapore.
    await page.goto("/rides/create");
    const create = page.getByRole("form", { name: t._("form.create.heading") });
    await create.getByLabel(t._("form.ride.max_passengers_label")).fill("4");
    const when = `${isoToSingaporeLocal(new Date(Date.now() + 3 * DAY_MS)).slice(0, 10)}T09:30`;
    await create.getByLabel(t._("form.ride.date_label")).fill(when);
    await create.getByLabel(t._("form.ride.location_sg_fc")).fill("Pasir Ris MRT");
    await checkPage(page, locale, "create");
    await create.getByRole("button", { name: t._("form.ride.create") }).click();
    const sheet = page.getByRole("dialog", { name: t._("ride.share.title") });
    await expect(sheet).toBeVisible();
    await checkPage(page, locale, "share");
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/rides\/\d+$/);
    const rideId = Number(new URL(page.url()).pathname.split("/").pop());
    made.push({ id: rideId, organizer: name });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(directionTitle(t, "SG->FC"));
    await checkPage(page, locale, "ride");

    // Another rider in the same language joins from the join page.
    const joinerPage = await phonePage(browser, baseURL, locale);
    const joiner = await registerViaApi(joinerPage.request, {
      prefix: `join_${locale}`,
      name: `Joiner ${locale}`,
      language: locale,
    });
    await joinerPage.goto(`/rides/${rideId}/join`);
    const join = joinerPage.getByRole("form", { name: t._("form.join.heading") });
    await join.getByLabel(t._("form.join.location_sg_fc")).fill("Tampines MRT");
    await checkPage(joinerPage, locale, "join");
    await join.getByRole("button", { name: t._("form.join.submit") }).click();
    await expect(joinerPage.getByText(t._("form.join.joined"), { exact: true })).toBeVisible();
    await expect(joinerPage).toHaveURL(new RegExp(`/rides/${rideId}(\\?|$)`));
    await checkPage(joinerPage, locale, "joined");

    // The organizer's inbox tells of it in the organizer's language.
    const inbox = await (await page.request.get("/api/notifications")).json();
    expect(inbox.items[0].text).toContain(joiner.name);
    expect(inbox.items[0].text).toContain(directionTitle(t, "SG->FC"));
    await joinerPage.context().close();
    await page.context().close();
  });
}
