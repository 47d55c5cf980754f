// Issue 39 in the browser: the driver taps "Share my position for this ride" on a ride leaving
// soon (Chromium's geolocation override stands in for the phone's), and a rider's open page shows
// the car's minutes to their stop falling as the car moves, with no map tiles (offline) as the
// plain line says it; the checkpoint cameras show beside it; "Your car is about five minutes away"
// reaches the rider once however often the car is seen near their stop; and the driver's crossing
// taps are what the server holds after a reload.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import en from "../../src/domain/i18n/catalogs/en/ride.json" with { type: "json" };
import { formatClock } from "../../src/domain/shared/dates.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  type MadeRide,
  registerViaApi,
  shootWhenAsked,
  stayOffline,
  test,
  vendorAccount,
  verifyVendorViaApi,
} from "./fixtures.ts";

/** About 43 minutes ahead: inside the hour before departure when the car's position is shared. */
const SOON = 0.03;
const CLEMENTI = { latitude: 1.3151, longitude: 103.7652 };
const JURONG_EAST = { latitude: 1.3331, longitude: 103.7422 };
const JOO_KOON = { latitude: 1.3277, longitude: 103.6783 };
/** A point `km` east of Joo Koon MRT, on the way there (a degree of longitude is ~111.3 km here). */
const eastOfJooKoon = (km: number) => ({
  latitude: JOO_KOON.latitude,
  longitude: JOO_KOON.longitude + km / 111.3,
});

const made: MadeRide[] = [];
test.afterAll(async ({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

/** The minutes the rider's own line gives ("Joo Koon MRT: about 6.1 km away, about 12 min"). */
async function minutesToOwnStop(page: Page) {
  const text = (await page.getByTestId("car-distance").textContent()) ?? "";
  const match = /about (\d+) min/.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * An SG → FC ride leaving soon, organised from `organizerStop` (by `page`'s user), a rider picked
 * up at Joo Koon MRT in a context of their own, and a verified driver assigned whose context
 * reports `geolocation`.
 */
async function rideOnItsDay(
  browser: Browser,
  baseURL: string | undefined,
  page: Page,
  organizerStop: string,
  geolocation: { latitude: number; longitude: number },
) {
  const organizer = await registerViaApi(page.request, { prefix: "car_org" });
  const ride = await createRideViaApi(page.request, {
    daysAhead: SOON,
    direction: "SG->FC",
    location: organizerStop,
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
    geolocation,
    permissions: ["geolocation"],
  });
  await stayOffline(driverContext);
  const driver = await driverContext.newPage();
  const vendor = await registerViaApi(driver.request, vendorAccount("car_drv"));
  await verifyVendorViaApi(baseURL, vendor.id);
  const assigned = await driver.request.post(`/api/rides/${ride.id}/assign`);
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { ride, organizer, rider, riderContext, driver, driverContext };
}

/** A page's first read of the ride's day, on a machine busy with other work. */
const SLOW_READ = 30_000;

/** Opens the ride's page; a worker's first page may take a while to load its code on a busy machine. */
async function openRide(page: Page, rideId: number) {
  await page.goto(`/rides/${rideId}`);
  await expect(page.getByRole("tab", { name: en["ride.tabs.details"] })).toBeVisible({
    timeout: SLOW_READ,
  });
}

/** The answer to the driver's page's next position sent. */
/**
 * The driver's page sends a position the server keeps: one refused as too soon (by the server's
 * clock) is sent again at the next turn (share-position-card.tsx).
 */
const positionKept = (driver: Page) =>
  driver.waitForResponse(
    async (response) =>
      response.url().endsWith("/position") &&
      response.request().method() === "POST" &&
      response.ok() &&
      ((await response.json()) as { kept: boolean }).kept,
  );

/** Moves the driver's phone and waits until the server has kept the position (and told whom it tells). */
async function driveTo(
  driver: Page,
  driverContext: BrowserContext,
  at: { latitude: number; longitude: number },
) {
  const kept = positionKept(driver);
  await driverContext.setGeolocation(at);
  await kept;
}

test("the driver shares the car's position and the rider's page shows its minutes falling", async ({
  browser,
  baseURL,
  page,
}) => {
  const { ride, rider, riderContext, driver, driverContext } = await rideOnItsDay(
    browser,
    baseURL,
    page,
    "Boon Lay MRT",
    CLEMENTI,
  );

  await openRide(rider, ride.id);
  await expect(rider.getByText(en["ride.live.none"])).toBeVisible({ timeout: SLOW_READ });

  await openRide(driver, ride.id);
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

test("the rider is told once that the car is about five minutes away, however often it is seen near", async ({
  browser,
  baseURL,
  page,
}) => {
  // Five positions at least five seconds apart (the server keeps one every five seconds a ride).
  test.setTimeout(90_000);
  const { ride, organizer, rider, riderContext, driver, driverContext } = await rideOnItsDay(
    browser,
    baseURL,
    page,
    "Boon Lay MRT",
    eastOfJooKoon(9),
  );
  // The organizer is aboard: the rider at Joo Koon is the car's next stop.
  const passengers = await driver.request.get(`/api/rides/${ride.id}/passengers`);
  const own = ((await passengers.json()) as { id: number; userId: number }[]).find(
    (party) => party.userId === organizer.id,
  );
  const boarded = await driver.request.patch(
    `/api/rides/${ride.id}/passengers/${own?.id}/boarding`,
    { data: { state: "boarded" } },
  );
  expect(boarded.status(), await boarded.text()).toBe(200);

  await openRide(rider, ride.id);
  await expect(rider.getByText(en["ride.live.none"])).toBeVisible({ timeout: SLOW_READ });
  // The car's notices the rider has (the bell also counts others, such as the 2-hour reminder).
  const nearNotices = async () => {
    const inbox = await rider.request.get("/api/notifications");
    const { items } = (await inbox.json()) as { items: { type: string }[] };
    return items.filter((item) => item.type === "car_near").length;
  };

  await openRide(driver, ride.id);
  const first = positionKept(driver);
  await driver.getByRole("button", { name: en["ride.live.share"] }).click();
  await first;
  await expect(rider.getByTestId("car-distance")).toContainText(/^Joo Koon MRT: about 9\.\d km/);
  const minutes = [await minutesToOwnStop(rider)];

  // 4.5 km, 1 km and 300 m away: each position shows fewer minutes than the one before; the
  // notice comes with the first within five minutes (at any hour's speed), not before.
  for (const km of [4.5, 1, 0.3]) {
    await driveTo(driver, driverContext, eastOfJooKoon(km));
    await expect(rider.getByTestId("car-distance")).toContainText(`about ${km.toFixed(1)} km away`);
    minutes.push(await minutesToOwnStop(rider));
    expect(minutes.at(-1)).toBeLessThan(minutes.at(-2) ?? 0);
    expect(await nearNotices(), `notices at ${km} km`).toBe(km > 4 ? 0 : 1);
  }
  // At the stop itself: still the one notice.
  await driveTo(driver, driverContext, JOO_KOON);
  await expect(rider.getByTestId("car-distance")).toContainText("about 0.0 km away, about 1 min");
  expect(await nearNotices()).toBe(1);
  await rider.getByTestId("notification-bell").click();
  // Each notice is one link on the page; its text follows the "Unread:" of the screen readers.
  await expect(
    rider.getByRole("link", { name: /Your car is about five minutes away/ }),
  ).toHaveCount(1);

  await driver.getByRole("button", { name: en["ride.live.stop_sharing"] }).click();
  await riderContext.close();
  await driverContext.close();
});

test("the driver's crossing taps are what the server holds after a reload, with the next tap only", async ({
  browser,
  baseURL,
  page,
}) => {
  // Three contexts, two reloads and an accessibility check: more than one page's worth.
  test.setTimeout(120_000);
  const { ride, riderContext, driver, driverContext } = await rideOnItsDay(
    browser,
    baseURL,
    page,
    "Boon Lay MRT",
    CLEMENTI,
  );
  await riderContext.close();
  const taps = driver.getByTestId("crossing-taps");
  const atCheckpoint = taps.getByRole("button", { name: en["ride.live.at_checkpoint"] });
  const cleared = taps.getByRole("button", { name: en["ride.live.cleared"] });
  const held = async () => {
    const response = await driver.request.get(`/api/rides/${ride.id}/crossing`);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { arrivedAt: string; clearedAt: string | null };
  };

  await openRide(driver, ride.id);
  await expect(atCheckpoint).toBeVisible({ timeout: SLOW_READ });
  await expect(cleared).toHaveCount(0);
  await taps.getByRole("button", { name: "Woodlands" }).click();
  await atCheckpoint.click();
  await expect(cleared).toBeVisible();

  await driver.reload();
  const { arrivedAt } = await held();
  const arrivedLine = `At Woodlands since ${formatClock(arrivedAt, "en")}`;
  await expect(taps).toContainText(arrivedLine, { timeout: SLOW_READ });
  await expect(cleared).toBeVisible();
  await expect(atCheckpoint).toHaveCount(0);
  await expect(taps.getByRole("button", { name: "Tuas" })).toHaveCount(0);

  await cleared.click();
  await expect(cleared).toHaveCount(0);
  await driver.reload();
  const { clearedAt } = await held();
  await expect(taps).toContainText(arrivedLine, { timeout: SLOW_READ });
  await expect(taps).toContainText(`Cleared Woodlands at ${formatClock(clearedAt ?? "", "en")}`);
  await expect(taps.getByRole("button")).toHaveCount(0);
  await expectNoSidewaysScroll(driver);

  await shootWhenAsked(driver, "driver-crossing", { fullPage: true });
  await expectAxeClean(driver, "the driver's page after the crossing, reloaded");
  await driverContext.close();
});
