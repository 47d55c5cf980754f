// Issue 26 in the browser: a ride's conversation on a 375 px phone in each language, with ten
// messages (quick ones worded in the reader's language, links clickable) and markup sent as
// messages shown as text, never run; axe-clean.
import type { Page } from "@playwright/test";
import en from "../../src/domain/i18n/catalogs/en/ride.json" with { type: "json" };
import ms from "../../src/domain/i18n/catalogs/ms/ride.json" with { type: "json" };
import zh from "../../src/domain/i18n/catalogs/zh/ride.json" with { type: "json" };
import {
  createRideViaApi,
  deleteRides,
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  type MadeRide,
  phonePage,
  registerViaApi,
  test,
} from "./fixtures.ts";

const CATALOGS = { en, zh, ms } as const;
const XSS = [
  `<img src=x onerror="window.__xss=1">`,
  `<script>window.__xss=2</script>`,
  `"><svg onload="window.__xss=3">`,
];

const made: MadeRide[] = [];
test.afterAll(async ({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

/** An organizer's ride with a passenger aboard and ten messages between them. */
async function rideWithTenMessages(organizerPage: Page, passengerPage: Page) {
  const organizer = await registerViaApi(organizerPage.request, { prefix: "chat_org" });
  const ride = await createRideViaApi(organizerPage.request, { daysAhead: 0.5 });
  made.push({ id: ride.id, organizer: organizer.discordUsername });
  await registerViaApi(passengerPage.request, { prefix: "chat_pax", name: "Pat Passenger" });
  const joined = await passengerPage.request.post(`/api/rides/${ride.id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bedok MRT" },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const bodies = [
    { text: "Meet at exit B, details: https://example.com/exit-b." },
    ...XSS.map((text) => ({ text })),
    { quick: "at_pickup" },
    { quick: "late", minutes: 10 },
    { quick: "driver_here" },
    { quick: "on_our_way" },
    { text: "Grey Toyota, plate JHB 1234" },
    { text: "See you all" },
  ];
  for (const [index, data] of bodies.entries()) {
    const writer = index % 2 === 0 ? passengerPage : organizerPage;
    const sent = await writer.request.post(`/api/rides/${ride.id}/messages`, { data });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  return ride.id;
}

for (const locale of ["en", "zh", "ms"] as const) {
  test(`the conversation at 375 px in ${locale}: quick messages in the reader's language, markup as text, axe-clean`, async ({
    browser,
    baseURL,
  }) => {
    const t = CATALOGS[locale];
    const organizerPage = await phonePage(browser, baseURL, locale);
    const passengerPage = await phonePage(browser, baseURL, "en");
    const rideId = await rideWithTenMessages(organizerPage, passengerPage);

    await organizerPage.goto(`/rides/${rideId}`);
    await organizerPage.getByRole("tab", { name: t["ride.passengers.title"] }).click();
    const card = organizerPage.locator("[aria-labelledby^='messages-']");
    const list = card.locator("ol > li");
    await expect(list).toHaveCount(10);

    for (const payload of XSS) await expect(card.getByText(payload)).toBeVisible();
    expect(
      await organizerPage.evaluate(() => (window as { __xss?: number }).__xss),
    ).toBeUndefined();
    await expect(card.locator("img, script, svg[onload]")).toHaveCount(0);

    const link = card.getByRole("link", { name: "https://example.com/exit-b" });
    await expect(link).toHaveAttribute("href", "https://example.com/exit-b");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");

    // Written in English by the passenger, read in the organizer's language.
    await expect(
      list.getByText(t["ride.chat.quick.late"].replace("{minutes}", "10")),
    ).toBeVisible();
    await expect(list.getByText(t["ride.chat.quick.driver_here"])).toBeVisible();

    await expectNoSidewaysScroll(organizerPage);
    await expectAxeClean(organizerPage, `the conversation in ${locale}`);
    await organizerPage.screenshot({
      path: `test-results/ride-messages/${locale}-375.png`,
      fullPage: true,
    });

    // A message sent from the page reaches the passenger's open page by itself.
    await passengerPage.goto(`/rides/${rideId}`);
    await passengerPage.getByRole("tab", { name: en["ride.passengers.title"] }).click();
    const passengerCard = passengerPage.locator("[aria-labelledby^='messages-']");
    await expect(passengerCard.locator("ol > li")).toHaveCount(10);
    await card.getByLabel(t["ride.chat.write"]).fill("Leaving in five");
    await card.getByRole("button", { name: t["ride.chat.send"] }).click();
    await expect(passengerCard.getByText("Leaving in five")).toBeVisible();
    await organizerPage.context().close();
    await passengerPage.context().close();
  });
}
