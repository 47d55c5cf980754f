// Issue 25 in three browsers: riders join a 4-seat ride one after another, and every place each of
// them looks (card, ride page, share text, payment panel, the PayNow code a banking app reads)
// shows the same figure for them, the one their join page promised.
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { parseEmvTlv } from "../../src/domain/payment/paynow.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  type MadeRide,
  newUserPage,
  registerViaApi,
  rideCard,
  test,
  toastWith,
} from "./fixtures.ts";

const made: MadeRide[] = [];
test.afterEach(({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

const MAY_GO_DOWN = "May go down if more people join";

/** What a banking app reads from the code on screen: the payload's amount (tag 54), as "22.50". */
async function scannedAmount(page: Page): Promise<string | undefined> {
  const code = page.getByTestId("paynow-qr");
  await expect(code).toBeVisible();
  const shot = PNG.sync.read(await code.screenshot());
  const scanned = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(scanned, "the PayNow code scans").not.toBeNull();
  return parseEmvTlv(scanned?.data ?? "")?.["54"];
}

/** Every place a passenger looks shows `figure` (e.g. "S$28.34") as their share; the share text, a new rider's. */
async function expectOneFigure(page: Page, rideId: number, figure: string) {
  await page.goto("/home");
  const card = rideCard(page, rideId);
  await expect(card.getByTestId("card-share")).toHaveText(`Your share: ${figure}`);
  await expect(card).toContainText(MAY_GO_DOWN);

  await page.goto(`/rides/${rideId}`);
  const info = page.getByRole("region", { name: "Ride Information" });
  await expect(info.getByTestId("ride-share")).toHaveText(figure);
  await expect(info).toContainText(new RegExp(`Your share\\s*${MAY_GO_DOWN}`));
  // Nobody aboard is offered the next rider's price.
  await expect(info).not.toContainText("If you join");

  const payment = page.getByRole("region", { name: "Your Payment" });
  await expect(payment.getByTestId("payment-amount")).toHaveText(figure);
  await expect(payment.getByTestId("payment-balance")).toHaveText(figure);
  await expect(payment.getByTestId("payment-finality")).toHaveText(MAY_GO_DOWN);
  expect(await scannedAmount(page)).toBe(figure.replace("S$", ""));

  await page.evaluate(() => {
    // The clipboard path, which the test can read back (not the system share sheet).
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.getByRole("button", { name: "Share" }).click();
  await expect(toastWith(page, "Trip summary copied to clipboard!")).toBeVisible();
  const summary = await page.evaluate(() => navigator.clipboard.readText());
  // Shared with a group, the summary says what a new rider would pay, not the sharer's share.
  expect(summary).toMatch(/💵 (If you join|Per person): S\$/);
  expect(summary).not.toContain("Your share");
}

test("three riders join a 4-seat ride in turn; each sees one figure everywhere", async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(180_000);
  // An S$80 car at S$5 a stop, 4 seats, the organizer aboard at Pasir Ris, taking PayNow.
  const organizer = await playwright.request.newContext({ baseURL });
  const owner = await registerViaApi(organizer, { prefix: "three_org", name: "Olga Organizer" });
  const profile = await organizer.patch(`/api/users/${owner.id}`, {
    data: { paynowProxy: "9123 4567", paynowName: "OLGA ORGANIZER" },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const { id: rideId } = await createRideViaApi(organizer, {
    daysAhead: 0.5,
    location: "Pasir Ris MRT",
  });
  made.push({ id: rideId, organizer: owner.discordUsername });
  await organizer.dispose();

  // Each joins at their stop; the figure is their share once aboard: A at the organizer's stop
  // (S$80 over 2), B at a new stop (S$85 over 3, rounded up), C at another (S$90 over 4).
  const riders = [
    { prefix: "three_a", stop: "Pasir Ris MRT", shares: ["S$40.00", "S$28.34", "S$22.50"] },
    { prefix: "three_b", stop: "Tampines Hub", shares: ["S$28.34", "S$22.50"] },
    { prefix: "three_c", stop: "Bedok MRT", shares: ["S$22.50"] },
  ];
  const pages: { page: Page; shares: string[] }[] = [];
  for (const rider of riders) {
    const { context, page } = await newUserPage(browser, baseURL, { prefix: rider.prefix });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/rides/${rideId}/join`);
    const form = page.getByRole("form", { name: "Join Ride" });
    await form.getByLabel("Pick-up Location in Singapore").fill(rider.stop);
    // The join page promises the figure the rider then sees everywhere.
    await expect(form.getByTestId("join-share")).toHaveText(`${rider.shares[0]} per person`);
    await form.getByRole("button", { name: "Join Ride" }).click();
    // A join always lands on the ride page, "You're in" and all.
    await expect(page).toHaveURL(new RegExp(`/rides/${rideId}\\?joined=1$`));
    await expect(page.getByRole("region", { name: "You're in" })).toBeVisible();
    pages.push({ page, shares: rider.shares });
    // Everyone aboard now sees their new share, the same on every surface.
    for (const [index, aboard] of pages.entries()) {
      const figure = aboard.shares[pages.length - 1 - index];
      if (figure === undefined) throw new Error(`no figure for rider ${index}`);
      await expectOneFigure(aboard.page, rideId, figure);
    }
  }
  for (const { page } of pages) await page.context().close();
});
