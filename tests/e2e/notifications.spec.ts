// Live pages and the bell: what another person does through the API shows on this reader's
// page without a reload, and the bell counts the reader's unread notifications.
import type { APIRequestContext } from "@playwright/test";
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

async function joinViaApi(request: APIRequestContext, rideId: number, dropoffLocation: string) {
  const response = await request.post(`/api/rides/${rideId}/join`, {
    data: { passengerCount: 1, dropoffLocation },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("a ride page shows another rider's join without a reload, keeping what the reader typed", async ({
  page,
  playwright,
  baseURL,
}) => {
  const organizer = await playwright.request.newContext({ baseURL });
  const owner = await registerViaApi(organizer, { prefix: "live_org" });
  const ride = await createRideViaApi(organizer);
  made.push({ id: ride.id, organizer: owner.discordUsername });
  await registerViaApi(page.request, { prefix: "live_reader" });

  await page.goto(`/rides/${ride.id}`);
  await expect(page.getByText("1/4")).toBeVisible();
  const location = page.getByLabel("Pick-up Location in Singapore");
  await location.fill("Half-typed: Tampines");

  const rider = await playwright.request.newContext({ baseURL });
  await registerViaApi(rider, { prefix: "live_rider" });
  await joinViaApi(rider, ride.id, "Bedok");
  await rider.dispose();
  await organizer.dispose();

  await expect(page.getByText("2/4")).toBeVisible();
  await expect(location).toHaveValue("Half-typed: Tampines");
});

test("the bell counts new notifications live, and the notifications page clears them", async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await registerViaApi(page.request, { prefix: "bell_org" });
  const ride = await createRideViaApi(page.request);
  made.push({ id: ride.id, organizer: owner.discordUsername });
  await page.goto("/home");
  const bell = page.getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  for (const name of ["Bea", "Cal"]) {
    const rider = await playwright.request.newContext({ baseURL });
    await registerViaApi(rider, { prefix: "bell_rider", name });
    await joinViaApi(rider, ride.id, "Bedok");
    await rider.dispose();
  }
  // Two joins within a minute fold into one notice with a line each (decision 026).
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  await bell.click();
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  const items = page.getByTestId("notification-item");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(/Cal joined your Singapore to Forest City ride on/);
  await expect(items.first()).toContainText(/Bea joined your Singapore to Forest City ride on/);
  await expect(items.first().getByRole("link")).toHaveAttribute("href", `/rides/${ride.id}`);
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(page.getByText("All caught up.")).toBeVisible();
});

test("news that comes before the live stream has opened still reaches the bell", async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await registerViaApi(page.request, { prefix: "bell_late" });
  const ride = await createRideViaApi(page.request);
  made.push({ id: ride.id, organizer: owner.discordUsername });
  // The stream opens only after the join: on a slow phone it may open seconds after the bell read.
  let openStream = () => {};
  const joined = new Promise<void>((resolve) => {
    openStream = resolve;
  });
  await page.route("**/api/events*", async (route) => {
    await joined;
    await route.continue();
  });
  const countRead = page.waitForResponse((response) =>
    response.url().includes("/api/notifications?limit=1"),
  );
  await page.goto("/home");
  await countRead;
  const bell = page.getByRole("link", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  const rider = await playwright.request.newContext({ baseURL });
  await registerViaApi(rider, { prefix: "bell_late_rider", name: "Dee" });
  await joinViaApi(rider, ride.id, "Bedok");
  await rider.dispose();
  openStream();

  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
});
