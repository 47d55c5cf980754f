// The crossing rules as admins keep them and riders meet them (issue 37), in each language: Admin
// Tools' editor changes a rule and the server and the vendor dashboard apply it, a bad value is
// refused naming its field; the join form offers the designated points the ride's car may use; the
// ride page says who carries the riders. vendor-licence.spec.ts has the dashboard in English.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "../../src/domain/i18n/locales.ts";
import { testTranslator } from "../../src/domain/i18n/test-translator.ts";
import { singaporeDayAndHour } from "../../src/domain/shared/dates.ts";
import {
  BROWSER_LOCALE,
  expect as baseExpect,
  createRideViaApi,
  deleteRides,
  E2E_ADMIN,
  expectAxeClean,
  expectNoSidewaysScroll,
  type MadeRide,
  newUserPage,
  registerViaApi,
  rideCard,
  stayOffline,
  test,
  toastWith,
  verifyVendorViaApi,
} from "./fixtures.ts";

// The rules are the worker's server's, shared by its tests: one at a time, each putting them back.
// Each test walks several pages in three accounts: a busy machine needs the time.
test.describe.configure({ mode: "serial", timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const made: MadeRide[] = [];
let shipped: unknown = null;
test.beforeEach(async ({ request }) => {
  shipped = (await (await request.get("/api/crossing-rules")).json()).rules;
});
test.afterEach(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  const restored = await admin.put("/api/admin/crossing-rules", { data: { rules: shipped } });
  expect(restored.status(), await restored.text()).toBe(200);
  // The admin reads in English again, as the other specs expect.
  const me = await (await admin.get("/api/auth/me")).json();
  await admin.patch(`/api/users/${me.id}`, { data: { language: "en" } });
  await admin.dispose();
  await deleteRides(playwright, baseURL, made);
});

/** Makes the signed-in account (of `request`) read the app in `locale`. */
async function readIn(request: APIRequestContext, locale: Locale) {
  const me = await (await request.get("/api/auth/me")).json();
  const changed = await request.patch(`/api/users/${me.id}`, { data: { language: locale } });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** A page in `locale` at `width` px, signed in as the tests' admin. */
async function adminPage(
  browser: Browser,
  baseURL: string | undefined,
  locale: Locale,
  width = 1280,
) {
  const context = await browser.newContext({
    baseURL,
    locale: BROWSER_LOCALE[locale],
    viewport: { width, height: 900 },
  });
  await stayOffline(context);
  const page = await context.newPage();
  expect((await page.request.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  await readIn(page.request, locale);
  return { context, page };
}

/** Admin Tools' rules editor, with its `[aria-labelledby]` region. */
const editorOf = (page: Page) => page.locator('[aria-labelledby="crossing-rules-title"]');

const today = () => singaporeDayAndHour(new Date()).day;

for (const locale of LOCALES) {
  test(`Admin Tools' rules editor in ${LANGUAGE_NAMES[locale]}: a new rule applies, a bad link is refused naming its field`, async ({
    browser,
    baseURL,
  }) => {
    const t = testTranslator(locale);
    // A Singapore taxi, and a ride leaving Forest City it may not take: it picks up in Malaysia
    // only at the designated points.
    const organizer = await newUserPage(browser, baseURL, { prefix: "org" });
    const fromForestCity = await createRideViaApi(organizer.page.request, {
      daysAhead: 2,
      direction: "FC->SG",
    });
    made.push({ id: fromForestCity.id, organizer: organizer.user.discordUsername });
    await organizer.context.close();
    const vendorContext = await browser.newContext({ baseURL, locale: BROWSER_LOCALE[locale] });
    await stayOffline(vendorContext);
    const vendorPage = await vendorContext.newPage();
    const vendor = await registerViaApi(vendorPage.request, {
      prefix: "sgcab",
      isVendor: true,
      companyName: `Merlion Cabs ${locale}`,
      driverDetails: { name: "Driver Su", contact: "+6591230000", carNumber: "SH 2026 E" },
    });
    await readIn(vendorPage.request, locale);
    await verifyVendorViaApi(baseURL, vendor.id, "SG");
    const reason = async (points: string) => {
      await vendorPage.goto(`/vendor?rideId=${fromForestCity.id}`);
      await expect(
        rideCard(vendorPage, fromForestCity.id).getByTestId("carriage-reason"),
      ).toHaveText(t._("vendor.carriage.pickup_sg", { points }));
    };
    const larkin = { en: "Larkin Sentral", zh: "拉庆中央车站", ms: "Larkin Sentral" }[locale];
    const jbSentral = { en: "JB Sentral", zh: "新山中央车站", ms: "JB Sentral" }[locale];
    await reason(larkin);

    const { context, page } = await adminPage(browser, baseURL, locale);
    await page.goto("/profile");
    const editor = editorOf(page);
    await expect(
      editor.getByRole("heading", { name: t._("account.crossing.title") }),
    ).toBeVisible();
    const sgToday = (pickups: string) =>
      t._("account.crossing.summary", {
        registration: t._("account.crossing.registration_sg"),
        date: "2025-12-05",
        pickups,
        dropoffs: t._("account.crossing.dropoffs_anywhere"),
      });
    await expect(editor.getByTestId("crossing-rules-in-force")).toContainText(sgToday(larkin));

    // A rule from today for Singapore taxis: it starts as the one in force, with one more point.
    await editor.getByRole("button", { name: t._("account.crossing.add_rule") }).click();
    const rule = editor.getByTestId("crossing-rule").last();
    await expect(
      rule.getByLabel(t._("account.crossing.effective_from"), { exact: true }),
    ).toHaveValue(today());
    await rule.getByRole("button", { name: t._("account.crossing.add_point") }).click();
    await rule
      .getByLabel(t._("account.crossing.stop"), { exact: true })
      .last()
      .selectOption({ label: jbSentral });
    await expect(
      rule.getByLabel(t._("account.crossing.name_zh"), { exact: true }).last(),
    ).toHaveValue("新山中央车站");
    await rule
      .getByLabel(t._("account.crossing.aliases"), { exact: true })
      .last()
      .fill("JB Sentral Bus Terminal, KTM JB Sentral");
    await rule
      .getByLabel(t._("account.crossing.source_title"), { exact: true })
      .fill(`Test notice ${locale}`);
    const link = rule.getByLabel(t._("account.crossing.source_url"), { exact: true });
    await link.fill("ftp://example.org/notice");
    await editor.getByRole("button", { name: t._("account.crossing.save") }).click();

    // Refused: the field named beside the form, the field itself marked and focused; nothing saved.
    const refusal = editor.getByRole("alert");
    await expect(refusal).toContainText(t._("account.crossing.save_failed"));
    await expect(refusal).toContainText(t._("form.crossing.url", { field: "source.url" }));
    await expect(refusal).toContainText(/rules\.4\.source\.url/);
    await expect(link).toHaveAttribute("aria-invalid", "true");
    await expect(link).toBeFocused();
    await expectAxeClean(page, `the rules editor with a refusal in ${locale}`);
    expect((await (await page.request.get("/api/crossing-rules")).json()).rules).toEqual(shipped);
    if (locale === "en") await lookAtTheEditor(page);

    await link.fill("https://example.org/notice");
    await expect(refusal).toHaveCount(0);
    await editor.getByRole("button", { name: t._("account.crossing.save") }).click();
    await expect(toastWith(page, t._("account.crossing.saved"))).toBeVisible();
    const added = t._("account.crossing.summary", {
      registration: t._("account.crossing.registration_sg"),
      date: today(),
      pickups: `${larkin}, ${jbSentral}`,
      dropoffs: t._("account.crossing.dropoffs_anywhere"),
    });
    await expect(editor.getByTestId("crossing-rules-in-force")).toContainText(added);
    const latest = editor.getByTestId("crossing-rules-history").getByRole("listitem").first();
    await expect(latest).toContainText(
      t._("account.crossing.history_line", { admin: `@${E2E_ADMIN.discordUsername}` }),
    );
    await expect(latest).toContainText(t._("account.crossing.added", { rule: added }));
    // The same change is in the admins' trail, beside the account edits.
    await expect(page.getByTestId("admin-trail").getByRole("listitem").first()).toContainText(
      t._("account.crossing.added", { rule: added }),
    );

    // Applied: the public read has it, and the vendor is told of both points now.
    const read = await (await page.request.get("/api/crossing-rules")).json();
    const sg = read.inForce.find((r: { registration: string }) => r.registration === "SG");
    expect(sg).toMatchObject({
      effectiveFrom: today(),
      pickupPoints: [
        { stopId: "larkin-sentral" },
        { stopId: "jb-sentral", aliases: ["JB Sentral Bus Terminal", "KTM JB Sentral"] },
      ],
      source: { title: `Test notice ${locale}`, url: "https://example.org/notice" },
    });
    await reason(`${larkin}, ${jbSentral}`);
    await expectAxeClean(vendorPage, `the vendor dashboard's reason in ${locale}`);
    await vendorContext.close();
    await context.close();
  });
}

/** Screenshots of the editor at 375 and 1280 px in both themes, kept to look at; axe in dark. */
async function lookAtTheEditor(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await editorOf(page).screenshot({
        path: `test-results/crossing-rules/editor-${width}-${colorScheme}.png`,
        animations: "disabled",
      });
    }
  }
  await expectAxeClean(page, "the rules editor at 375 px (dark)");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("Admin Tools lists a vendor verified before its vehicle was recorded as needing it again", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const t = testTranslator("en");
  const vendorRequest = await playwright.request.newContext({ baseURL });
  const vendor = await registerViaApi(vendorRequest, {
    prefix: "oldcab",
    isVendor: true,
    companyName: "Old Body Cabs",
    driverDetails: { name: "Driver Lim", contact: "+6598765432", carNumber: "SH 1 A" },
  });
  await vendorRequest.dispose();
  const { context, page } = await adminPage(browser, baseURL, "en");
  // The body of before issue 37: the licence alone.
  const verified = await page.request.post(`/api/admin/vendors/${vendor.id}/verify`, {
    data: { licenceType: "cross_border_taxi", licenceNumber: "CBT-OLD" },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  await page.goto("/profile");
  const reverify = page.locator('[aria-labelledby="vendors-reverify"]');
  await expect(reverify.getByRole("heading")).toHaveText(t._("account.vendors.reverify"));
  await expect(reverify.getByText("Old Body Cabs")).toBeVisible();
  await expect(reverify.getByRole("button", { name: t._("account.vendors.verify") })).toBeVisible();
  await context.close();
});

for (const locale of LOCALES) {
  test(`the join form offers the designated points, and the ride page names the car, in ${LANGUAGE_NAMES[locale]}`, async ({
    browser,
    baseURL,
  }) => {
    const t = testTranslator(locale);
    // A Malaysian taxi takes a ride from Ban San Street Terminal: it may pick up in Singapore
    // only there.
    const organizer = await newUserPage(browser, baseURL, { prefix: "org" });
    const ride = await createRideViaApi(organizer.page.request, {
      daysAhead: 2,
      location: "Ban San Street Terminal",
    });
    const untaken = await createRideViaApi(organizer.page.request, { daysAhead: 2 });
    for (const id of [ride.id, untaken.id])
      made.push({ id, organizer: organizer.user.discordUsername });
    await organizer.context.close();
    const cab = await newUserPage(browser, baseURL, {
      prefix: "mycab",
      isVendor: true,
      companyName: `Johor Cabs ${locale}`,
      driverDetails: { name: "Driver Aziz", contact: "+60123456789", carNumber: "JTK 2026" },
    });
    await verifyVendorViaApi(baseURL, cab.user.id, "MY");
    const assigned = await cab.page.request.post(`/api/rides/${ride.id}/assign`);
    expect(assigned.status(), await assigned.text()).toBe(200);
    await cab.context.close();

    const rider = await newUserPage(browser, baseURL, { prefix: "rider" });
    await readIn(rider.page.request, locale);
    const page = rider.page;
    await page.goto(`/rides/${untaken.id}`);
    await expect(page.getByTestId("no-licensed-car")).toContainText(t._("app.carrier.none_yet"));

    await page.goto(`/rides/${ride.id}/join`);
    const form = page.getByRole("form", { name: t._("form.join.heading") });
    const stop = form.getByLabel(t._("form.join.location_sg_fc"));
    await stop.fill("Bedok MRT");
    await form.getByRole("button", { name: t._("form.join.submit") }).click();
    const offer = form.getByTestId("designated-points");
    await expect(offer).toContainText(t._("form.join.designated_pickup", { stop: "Bedok MRT" }));
    await expectAxeClean(page, `the join form's designated points in ${locale}`);
    const banSan = {
      en: "Ban San Street Terminal",
      zh: "万山街德士站",
      ms: "Terminal Jalan Ban San",
    };
    await offer.getByRole("button", { name: banSan[locale] }).click();
    await expect(stop).toHaveValue(banSan.en);
    await expect(offer).toHaveCount(0);
    await form.getByRole("button", { name: t._("form.join.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/rides/${ride.id}\\?joined=1$`));

    // A member now: who carries them, the registration and the plate.
    await expect(page.getByTestId("carried-by")).toHaveText(t._("app.carrier.cross_border_taxi"));
    await expect(page.getByTestId("driver-registration")).toHaveText(
      t._("app.carrier.registration_my"),
    );
    await expect(page.getByTestId("driver-plate")).toHaveText("JTK 2026");
    await expectAxeClean(page, `the ride page's carrier in ${locale}`);
    await rider.context.close();
  });
}
