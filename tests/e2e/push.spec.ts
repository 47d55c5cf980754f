// The profile's push notification section (a switch per kind, kept on the server) and the offer
// after joining a ride, axe-clean on a phone and a desktop in both themes. The subscription
// itself needs a browser push service, which the offline tests do not have: the API suite
// covers delivery with a push service of its own.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  createRideViaApi,
  deleteRides,
  expect,
  type MadeRide,
  registerViaApi,
  test,
} from "./fixtures.ts";

const made: MadeRide[] = [];
test.afterEach(({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the profile's notification section keeps a switch per kind", async ({ page }) => {
      await registerViaApi(page.request, { prefix: "push_prefs" });
      await page.goto("/profile");
      const section = page.getByRole("region", { name: "Push notifications" });
      await expect(section).toBeVisible();
      await expect(section.getByRole("button", { name: "Turn on notifications" })).toBeVisible();
      const reminder = section.getByRole("checkbox", { name: "Reminder 2 hours before departure" });
      await expect(reminder).toBeChecked();
      await expect(section.getByRole("checkbox")).toHaveCount(11);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await expectAxeClean(page, `/profile notifications (${colorScheme})`);
      }

      await reminder.click();
      await expect(reminder).not.toBeChecked();
      await expect(reminder).toBeEnabled();
      await page.reload();
      await expect(
        page.getByRole("checkbox", { name: "Reminder 2 hours before departure" }),
      ).not.toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Someone joins my ride" })).toBeChecked();
    });
  });
}

test("after joining a ride, an offer to turn on notifications, gone for good once dismissed", async ({
  page,
}) => {
  // The offer follows the page's ?joined=1 or ?created=1, whoever reads it: the rider's own rides do.
  const { discordUsername } = await registerViaApi(page.request, { prefix: "push_rider" });
  const rides = [await createRideViaApi(page.request), await createRideViaApi(page.request)];
  made.push(...rides.map((ride) => ({ id: ride.id, organizer: discordUsername })));

  // Not on an ordinary visit.
  await page.goto(`/rides/${rides[0]?.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const offer = page.getByRole("complementary", { name: "Hear about this ride" });
  await expect(offer).toHaveCount(0);

  await page.goto(`/rides/${rides[0]?.id}?joined=1`);
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("button", { name: "Turn on notifications" })).toBeVisible();
  await expectAxeClean(page, "the offer");
  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(offer).toHaveCount(0);

  await page.goto(`/rides/${rides[1]?.id}?joined=1`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
