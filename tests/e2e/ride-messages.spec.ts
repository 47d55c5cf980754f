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

test("unread counts on My Rides clear on reading; the organizer removes, a member reports, the group link reaches members", async ({
  browser,
  baseURL,
}) => {
  const organizerPage = await phonePage(browser, baseURL, "en");
  const passengerPage = await phonePage(browser, baseURL, "en");
  const rideId = await rideWithTenMessages(organizerPage, passengerPage);
  const invite = "https://chat.whatsapp.com/AbCdEf123";
  const saved = await organizerPage.request.put(`/api/rides/${rideId}/groupLink`, {
    data: { url: invite },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Five of the ten are the organizer's: unread to the passenger until they open the conversation.
  await passengerPage.goto("/home");
  await passengerPage.getByRole("tab", { name: "My Rides" }).click();
  const unread = passengerPage.getByRole("link", { name: "5 unread messages" });
  await expect(unread).toBeVisible();
  await unread.click();
  const card = passengerPage.locator("[aria-labelledby^='messages-']");
  await expect(card.locator("ol > li")).toHaveCount(10);
  await expect(
    passengerPage.getByRole("link", { name: "Open the WhatsApp group" }),
  ).toHaveAttribute("href", invite);
  // Only the organizer removes; the passenger reports someone else's message.
  await expect(card.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await card
    .locator("ol > li")
    .filter({ hasText: "See you all" })
    .getByRole("button", { name: /^Report/ })
    .click();
  await passengerPage.getByRole("alertdialog").getByRole("button", { name: "Report" }).click();
  await expect(
    card
      .locator("ol > li")
      .filter({ hasText: "See you all" })
      .getByRole("button", { name: /^Reported/ }),
  ).toBeVisible();
  await passengerPage.goto("/home");
  await passengerPage.getByRole("tab", { name: "My Rides" }).click();
  await expect(passengerPage.getByTestId("unread-messages")).toHaveCount(0);

  await organizerPage.goto(`/rides/${rideId}?tab=passengers`);
  const organizerCard = organizerPage.locator("[aria-labelledby^='messages-']");
  await organizerCard
    .locator("ol > li")
    .filter({ hasText: "Grey Toyota" })
    .getByRole("button", { name: /^Remove/ })
    .click();
  await organizerPage.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(organizerCard.locator("ol > li")).toHaveCount(9);
  // The passenger's open page loses it too.
  await passengerPage.goto(`/rides/${rideId}?tab=passengers`);
  await expect(card.locator("ol > li")).toHaveCount(9);
  await expect(card.getByText("Grey Toyota")).toHaveCount(0);
  await organizerPage.context().close();
  await passengerPage.context().close();
});
