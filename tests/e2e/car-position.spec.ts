// Issue 39 in the browser: the driver taps "Share my position for this ride" on a ride leaving
// soon (Chromium's geolocation override stands in for the phone's), and a rider's open page shows
// the car's minutes to their stop falling as the car moves, with no map tiles (offline) as the
// plain line says it; the checkpoint cameras show beside it.
import type { Page } from "@playwright/test";
import en from "../../src/domain/i18n/catalogs/en/ride.json" with { type: "json" };
import {
  createRideViaApi,
  deleteRides,
  expect,
  expectAxeClean,
  type MadeRide,
  registerViaApi,
  stayOffline,
  test,
  verifyVendorViaApi,
} from "./fixtures.ts";

/** About 43 minutes ahead: inside the hour before departure when the car's position is shared. */
const SOON = 0.03;
const CLEMENTI = { latitude: 1.3151, longitude: 103.7652 };
const JURONG_EAST = { latitude: 1.3331, longitude: 103.7422 };

const made: MadeRide[] = [];
test.afterAll(async ({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

/** The minutes the rider's own line gives ("Joo Koon MRT: about 6.1 km away, about 12 min"). */
async function minutesToOwnStop(page: Page) {
  const text = (await page.getByTestId("car-distance").textContent()) ?? "";
  const match = /about (\d+) min/.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

test("the driver shares the car's position and the rider's page shows its minutes falling", async ({
  browser,
  baseURL,
  page,
}) => {
  const organizer = await registerViaApi(page.request, { prefix: "car_org" });
  const ride = await createRideViaApi(page.request, {
    daysAhead: SOON,
    direction: "SG->FC",
    location: "Boon Lay MRT",
  });
  made.push({ id: ride.id, organizer: organizer.discordUsername });

  const riderContext = await browser.newContext({ baseURL });
  await stayOffline(riderContext);
  const rider = await riderContext.newPage();
  await registerViaApi(rider.request, { prefix: "car_pax" });
  const joined = await rider.request.post(`/api/rides/${ride.id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Joo Koon MRT" },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  const driverContext = await browser.newContext({
    baseURL,
    geolocation: CLEMENTI,
    permissions: ["geolocation"],
  });
  await stayOffline(driverContext);
  const driver = await driverContext.newPage();
  const vendor = await registerViaApi(driver.request, {
    prefix: "car_drv",
    isVendor: true,
    companyName: "Border Cars",
    driverDetails: { name: "Dan Driver", contact: "+60123456789", carNumber: "JHB 39" },
  });
  await verifyVendorViaApi(baseURL, vendor.id);
  const assigned = await driver.request.post(`/api/rides/${ride.id}/assign`);
  expect(assigned.status(), await assigned.text()).toBe(200);

  await rider.goto(`/rides/${ride.id}`);
  await expect(rider.getByText(en["ride.live.none"])).toBeVisible();

  await driver.goto(`/rides/${ride.id}`);
  await driver.getByRole("button", { name: en["ride.live.share"] }).click();
  await expect(driver.getByText(en["ride.live.sharing"])).toBeVisible();
  await expect(driver.getByText(en["ride.live.screen_on"])).toBeVisible();

  // The live stream brings the first position: the rider's stop, and Forest City after it.
  const etas = rider.getByTestId("car-etas");
  await expect(etas).toContainText("Stop 2 · Joo Koon MRT");
  await expect(etas).toContainText("Forest City Shopping Mall");
  await expect(rider.getByTestId("car-distance")).toContainText(
    /^Joo Koon MRT: about [\d.]+ km away, about \d+ min$/,
  );
  const before = await minutesToOwnStop(rider);

  // The car drives on towards Jurong East: the next position kept shows fewer minutes.
  await driverContext.setGeolocation(JURONG_EAST);
  await expect.poll(() => minutesToOwnStop(rider), { timeout: 30_000 }).toBeLessThan(before);

  // The checkpoint cameras on the ride's day, from the stand-in for LTA's traffic images.
  await expect(rider.getByTestId("checkpoint-cameras").getByRole("img")).toHaveCount(4);
  await expectAxeClean(rider, "the rider's page with the car's position");
  await expectAxeClean(driver, "the driver's page while sharing");
  await driver.getByRole("button", { name: en["ride.live.stop_sharing"] }).click();
  await riderContext.close();
  await driverContext.close();
});
