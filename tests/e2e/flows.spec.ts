// Issue 15's closed flows and safe actions: the welcome after registering, the drop-off order on
// the ride page (explicit, confirmed lock), removal with a reason, the vendor's confirmed assign
// and the pages a vendor cannot use, and the "Joined" card badge.

import { uniqueName } from "../../src/server/testing/users.ts";
import {
  createRideViaApi,
  expect,
  newUserPage,
  registerViaApi,
  rideCard,
  test,
  toastWith,
  vendorAccount,
  verifyVendorViaApi,
} from "./fixtures.ts";

test("registering leads to a welcome, and the earlier failure's toast goes", async ({ page }) => {
  const taken = uniqueName("taken");
  await registerViaApi(page.context().request, { discordUsername: taken });
  await page.context().clearCookies();
  await page.goto("/auth?tab=register");
  const form = page.getByRole("form", { name: /Register/ });
  await form.getByLabel(/Discord Username/).fill(taken);
  await form.getByLabel(/^Password/).fill("ride-pass-1");
  await form.getByRole("button", { name: /Register/ }).click();
  await expect(form.getByRole("alert")).toContainText("Registration failed");

  await form.getByLabel(/Discord Username/).fill(uniqueName("fresh"));
  await form.getByRole("button", { name: /Register/ }).click();
  await expect(page).toHaveURL(/\/welcome\?next=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  await expect(page.getByRole("link", { name: "Find a ride" })).toHaveAttribute("href", "/home");
  await expect(page.getByText(/Add your WhatsApp number/)).toBeVisible();
  await page.getByRole("link", { name: "Complete your profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("the welcome never links off the site, however `next` is spelled", async ({ page }) => {
  await registerViaApi(page.request, { prefix: "wary" });
  for (const next of ["/..//evil.example/x", "/%2e%2e//evil.example/x", "/.%2E/%5Cevil.example"]) {
    await page.goto(`/welcome?next=${encodeURIComponent(next)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
    await expect(page.getByRole("link", { name: "Find a ride" })).toHaveAttribute("href", "/home");
  }
});

test("the organizer orders drop-offs on the ride page; only a confirmed Lock locks", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerViaApi(page.request, { prefix: "olga", name: "Olga Organizer" });
  const ride = await createRideViaApi(page.request, {
    direction: "FC->SG",
    location: "Tampines",
  });
  const amelia = await newUserPage(browser, baseURL, { prefix: "amelia", name: "Amelia" });
  const join = await amelia.page.request.post(`/api/rides/${ride.id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bedok" },
  });
  expect(join.status()).toBe(201);

  await page.goto(`/rides/${ride.id}`);
  const panel = page.getByRole("region", { name: "Manage Drop-off Sequence" });
  await panel.getByRole("button", { name: "Move Amelia up" }).click();
  await expect(toastWith(page, "Moved Amelia to stop 1")).toBeVisible();
  // Everyone now holds a position, yet the order stays editable (decision 014).
  await panel.getByRole("button", { name: "Move Amelia down" }).click();
  await expect(toastWith(page, "Moved Amelia to stop 2")).toBeVisible();

  await panel.getByRole("button", { name: "Lock Sequence" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Lock the drop-off order?" });
  await expect(dialog).toContainText(
    "Passengers will see their drop-off position; the order can't be changed after.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  expect((await (await page.request.get(`/api/rides/${ride.id}`)).json()).sequenceLocked).toBe(
    false,
  );
  await expect(panel.getByRole("button", { name: "Move Amelia up" })).toBeVisible();

  await panel.getByRole("button", { name: "Lock Sequence" }).click();
  await dialog.getByRole("button", { name: "Lock Sequence" }).click();
  await expect(toastWith(page, "Sequence locked successfully")).toBeVisible();
  await expect(panel.getByText("Sequence locked.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Move Amelia up" })).toHaveCount(0);
  await amelia.context.close();
});

test("removing a passenger asks first, with an optional reason; Cancel keeps them", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerViaApi(page.request, { prefix: "rita", name: "Rita Organizer" });
  const ride = await createRideViaApi(page.request);
  const ivy = await newUserPage(browser, baseURL, { prefix: "ivy", name: "Ivy Rider" });
  await ivy.page.request.post(`/api/rides/${ride.id}/join`, {
    data: { passengerCount: 2, dropoffLocation: "Bedok" },
  });
  await ivy.context.close();

  await page.goto(`/rides/${ride.id}`);
  await page.getByRole("tab", { name: "Passengers" }).click();
  const entry = page.getByRole("listitem", { name: "Ivy Rider", exact: true });
  await entry.getByRole("button", { name: "Remove Ivy Rider" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Ivy Rider?" });
  await expect(dialog).toContainText("Ivy Rider loses the 2 seats they booked");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(entry).toBeVisible();

  await entry.getByRole("button", { name: "Remove Ivy Rider" }).click();
  await dialog.getByLabel("Reason (optional)").fill("Plans changed");
  const removal = page.waitForRequest(
    (request) => request.method() === "DELETE" && request.url().includes("/passengers/"),
  );
  await dialog.getByRole("button", { name: "Remove Passenger" }).click();
  expect((await removal).postDataJSON()).toEqual({ reason: "Plans changed" });
  await expect(toastWith(page, "Passenger removed")).toBeVisible();
  await expect(entry).toHaveCount(0);
});

test("a joined ride's card says Joined", async ({ page, browser, baseURL }) => {
  await registerViaApi(page.request, { prefix: "org" });
  const ride = await createRideViaApi(page.request);
  const jo = await newUserPage(browser, baseURL, { prefix: "jo" });
  await jo.page.request.post(`/api/rides/${ride.id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bedok" },
  });
  await jo.page.goto("/home");
  const card = rideCard(jo.page, ride.id);
  await expect(card).toContainText("Joined");
  await expect(card.getByRole("link", { name: "Join Ride" })).toHaveCount(0);
  await jo.context.close();
});

test("a vendor cannot create or join rides by address, assigns after confirming, and sees it under My Rides", async ({
  page,
  browser,
  baseURL,
}) => {
  const organizer = await newUserPage(browser, baseURL, { prefix: "org" });
  const ride = await createRideViaApi(organizer.page.request, { daysAhead: 2 });
  await organizer.context.close();
  const vendor = await registerViaApi(page.request, vendorAccount("vera"));
  await verifyVendorViaApi(baseURL, vendor.id);

  await page.goto("/rides/create");
  await expect(page.getByRole("heading", { name: "Vendors cannot create rides" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Create a New Ride" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
    "href",
    "/vendor",
  );
  await page.goto(`/rides/${ride.id}/join`);
  await expect(page.getByRole("heading", { name: "Vendors cannot join rides" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Join Ride" })).toHaveCount(0);

  await page.goto("/home?tab=my");
  await expect(page.getByText("No rides are assigned to you yet.")).toBeVisible();

  await page.goto(`/vendor?rideId=${ride.id}`);
  const card = page.locator(`[data-ride-id="${ride.id}"]`).filter({
    has: page.getByRole("button", { name: "Assign Ride" }),
  });
  await card.getByRole("button", { name: "Assign Ride" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Take this ride?" });
  await expect(dialog).toContainText("You become the driver");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await (await page.request.get(`/api/rides/${ride.id}`)).json()).status).toBe("open");
  await card.getByRole("button", { name: "Assign Ride" }).click();
  await dialog.getByRole("button", { name: "Assign Ride" }).click();
  await expect(toastWith(page, "Ride assigned")).toBeVisible();

  await page.goto("/home?tab=my");
  const mine = page.getByRole("region", { name: "Rides You Drive" });
  await expect(mine.locator(`[data-ride-id="${ride.id}"]`)).toBeVisible();
});
