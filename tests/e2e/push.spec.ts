// The profile's push notification section (a switch per kind, kept on the server) and the offer
// after joining a ride, axe-clean on a phone and a desktop in both themes. The subscription
// itself needs a browser push service, which the offline tests do not have: the API suite
// covers delivery with a push service of its own.
import type { Page } from "@playwright/test";
import { createRideViaApi, expect, expectAxeClean, registerViaApi, test } from "./fixtures.ts";

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
      // One per kind: ride alerts, messages, payment-detail changes, new shares and recorded
      // payments included, the car's two notices and its report, the 2-hour reminder of a ride one
      // runs, the arrival card's three days before, and who carries the ride (a permit ending
      // before it, no licensed car yet); not a vendor's own.
      await expect(section.getByRole("checkbox")).toHaveCount(23);
      await expect(
        section.getByRole("checkbox", {
          name: "No licensed car has taken my ride 48 hours before departure",
        }),
      ).toBeChecked();
      await expect(section.getByRole("checkbox", { name: "A rider rates my driving" })).toHaveCount(
        0,
      );
      await expect(
        section.getByRole("checkbox", { name: "Reminder 2 hours before a ride you run or drive" }),
      ).toBeChecked();
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

test("a vendor also has a switch for each of its own notices", async ({ page }) => {
  await registerViaApi(page.request, {
    prefix: "push_vendor",
    isVendor: true,
    companyName: "Push Cars",
    driverDetails: { name: "Push Driver", contact: "+60123456789", carNumber: "JHB 1" },
  });
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Push notifications" });
  await expect(section.getByRole("checkbox")).toHaveCount(27);
  for (const name of [
    "An administrator verifies my vehicle",
    "An administrator asks to verify my vehicle again",
    "My cross-border permit ends within 14 days",
    "A rider rates my driving",
  ]) {
    await expect(section.getByRole("checkbox", { name })).toBeChecked();
  }
});

test("after joining a ride, an offer to turn on notifications, gone for good once dismissed", async ({
  page,
}) => {
  // The offer follows the page's ?joined=1 or ?created=1, whoever reads it: the rider's own rides do.
  await registerViaApi(page.request, { prefix: "push_rider" });
  const rides = [await createRideViaApi(page.request), await createRideViaApi(page.request)];
  try {
    await offerShownOnceThenDismissed(page, rides[0]?.id, rides[1]?.id);
  } finally {
    // Gone again, so later specs find their own rides on the home list's first page.
    for (const ride of rides) await page.request.delete(`/api/rides/${ride.id}`);
  }
});

async function offerShownOnceThenDismissed(page: Page, first?: number, second?: number) {
  // Not on an ordinary visit.
  await page.goto(`/rides/${first}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const offer = page.getByRole("complementary", { name: "Hear about this ride" });
  await expect(offer).toHaveCount(0);

  await page.goto(`/rides/${first}?joined=1`);
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("button", { name: "Turn on notifications" })).toBeVisible();
  await expectAxeClean(page, "the offer");
  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(offer).toHaveCount(0);

  await page.goto(`/rides/${second}?joined=1`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);
}
