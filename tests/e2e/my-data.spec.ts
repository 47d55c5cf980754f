// My data, and leaving (issue 38): the profile's download and the account's deletion behind its
// confirmation, what the ride's other member sees afterwards, and the /privacy page.
import { readFile } from "node:fs/promises";
import {
  createRideViaApi,
  expect,
  expectAxeClean,
  newUserPage,
  phonePage,
  registerViaApi,
  test,
  toastWith,
} from "./fixtures.ts";

test("the profile downloads my data, then deletes my account once I confirm with my password", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const { context, page, user } = await newUserPage(browser, baseURL, { prefix: "leaver" });
  const ride = await createRideViaApi(page.request);
  const rider = await playwright.request.newContext({ baseURL });
  await registerViaApi(rider, { prefix: "stays" });
  const joined = await rider.post(`/api/rides/${ride.id}/join`, {
    data: { passengerCount: 1, dropoffLocation: "Bedok MRT" },
  });
  expect(joined.status()).toBe(201);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fc-rideshare-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(data.profile).toMatchObject({ id: user.id, discordUsername: user.discordUsername });
  expect(data.ridesOrganised).toEqual([expect.objectContaining({ rideId: ride.id })]);

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText("Your username cannot be registered again for 30 days."),
  ).toBeVisible();
  await expect(
    dialog.getByText(/Rides you organise that have not left are cancelled/),
  ).toBeVisible();
  await expectAxeClean(page, "the delete-account dialog");
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Your password").fill("not my password");
  await confirm.click();
  await expect(dialog.getByText("The password is incorrect")).toBeVisible();
  // Refused: nothing happened, the account still signs in.
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  await dialog.getByLabel("Your password").fill("ride-pass-1");
  await confirm.click();
  await expect(toastWith(page, "Your account is deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$|\/home/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  // The rider still sees the ride: cancelled because its organizer left, by "Deleted member".
  const read = await rider.get(`/api/rides/${ride.id}`);
  expect(await read.json()).toMatchObject({
    status: "cancelled",
    cancelReason: "The organizer left",
    creatorName: "Deleted member",
  });
  await rider.dispose();
  await context.close();
});

test("the footer and the registration form lead to the privacy page", async ({ page }) => {
  await page.goto("/auth?tab=register");
  await page.getByRole("link", { name: "How we handle your data" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "Your privacy", level: 1 })).toBeVisible();
  await expect(
    page.getByText(/A ride's messages and check-ins are erased 30 days after it leaves/),
  ).toBeVisible();
  await expect(page.getByText(/Positions shared during a live trip are never kept/)).toBeVisible();

  await page.goto("/guide");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "For how long" })).toBeVisible();
  await expectAxeClean(page, "/privacy");
});

test("the privacy page reads in Chinese and Malay", async ({ browser, baseURL }) => {
  for (const [locale, heading, line] of [
    ["zh", "你的隐私", /行程的消息和签到在出发 30 天后清除/],
    ["ms", "Privasi anda", /dipadam 30 hari selepas ia bertolak/],
  ] as const) {
    const page = await phonePage(browser, baseURL, locale);
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(line)).toBeVisible();
    await page.context().close();
  }
});
