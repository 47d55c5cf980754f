// The ride's lifecycle as its people see it (decision 021): the organizer cancels a ride a rider
// has joined, with a reason; the rider finds it marked Cancelled, with the reason, on the ride page
// and in My Rides; anyone else is told it does not exist.
import {
  createRideViaApi,
  expect,
  newUserPage,
  registerViaApi,
  test,
  toastWith,
} from "./fixtures.ts";

test("the organizer cancels a joined ride with a reason; the passenger sees Cancelled and why", async ({
  page,
  browser,
  baseURL,
}) => {
  await registerViaApi(page.request, { prefix: "canceller", name: "Cora Canceller" });
  const { id } = await createRideViaApi(page.request);
  const rider = await newUserPage(browser, baseURL, { prefix: "cancelled", name: "Pat Passenger" });
  const joined = await rider.page.request.post(`/api/rides/${id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bedok MRT" },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  // With a rider aboard, the direction is fixed and Delete becomes Cancel, with a reason.
  await page.goto(`/rides/edit/${id}`);
  const edit = page.getByRole("form", { name: "Edit Ride" });
  await expect(edit.getByRole("button", { name: "Forest City to Singapore" })).toBeDisabled();
  await expect(edit.getByRole("group", { name: "Direction" })).toContainText(
    "The direction cannot change once another rider has joined",
  );
  await expect(page.getByRole("button", { name: "Delete Ride" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel Ride" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this ride?" });
  await expect(dialog).toContainText("Everyone on it is told, with your reason");
  // Keep Ride closes the dialog and changes nothing.
  await dialog.getByRole("button", { name: "Keep Ride" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel Ride" }).click();
  await dialog.getByLabel("Reason (optional)").fill("The charter company pulled out");
  await dialog.getByRole("button", { name: "Cancel Ride" }).click();
  await expect(toastWith(page, "Ride cancelled")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rides/${id}$`));
  await expect(page.getByRole("list", { name: "Ride status" })).toContainText("Cancelled");
  await expect(page.getByRole("link", { name: "Edit Ride" })).toHaveCount(0);

  // The passenger sees it cancelled, with the reason, on the ride page and in My Rides.
  await rider.page.goto(`/rides/${id}`);
  await expect(rider.page.getByRole("list", { name: "Ride status" })).toContainText("Cancelled");
  const card = rider.page.getByRole("region", { name: "This Ride Was Cancelled" });
  await expect(card).toContainText("The charter company pulled out");
  await expect(rider.page.getByRole("heading", { name: "Join This Ride" })).toHaveCount(0);
  await rider.page.goto("/home?tab=my");
  const mine = rider.page.locator(`[data-ride-id="${id}"]`);
  await expect(mine).toContainText("Cancelled");
  await rider.context.close();

  // Anyone else: not found, and it is gone from the list.
  const outsider = await newUserPage(browser, baseURL, { prefix: "outsider" });
  await outsider.page.goto(`/rides/${id}`);
  await expect(outsider.page.getByRole("heading", { name: "Ride Not Found" })).toBeVisible();
  await outsider.page.goto("/home");
  await expect(outsider.page.locator(`[data-ride-id="${id}"]`)).toHaveCount(0);
  await outsider.context.close();
});
