import type { Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { uniqueName } from "../../src/server/testing/users.ts";
import { expect, registerViaApi, test, toastWith } from "./fixtures.ts";

// Each test makes its own accounts (usernames unique per run), so tests stand alone and in any order.

interface Account {
  discordUsername: string;
  password: string;
  name?: string;
  isVendor?: boolean;
}

/** An account made outside the browser's session (the browser stays logged out). */
async function seedAccount(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  account: Account,
) {
  const request = await playwright.request.newContext({ baseURL });
  await registerViaApi(request, account);
  await request.dispose();
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const redBox = (form: Locator) => form.getByRole("alert");

async function openAuthTab(page: Page, tab: "Login" | "Register", path = "/auth") {
  await page.goto(path);
  await page.getByRole("tab", { name: tab }).click();
  return page.getByRole("form", { name: tab });
}

async function logIn(page: Page, username: string, password: string) {
  const form = await openAuthTab(page, "Login");
  await form.getByLabel("Discord Username").fill(username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Login" }).click();
}

async function logOut(page: Page) {
  const toggle = page.getByRole("button", { name: "Menu" });
  if (await toggle.isVisible()) await toggle.click();
  await nav(page).getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
}

test("register shows each validation message in the spec's order, then registers a vendor", async ({
  page,
}) => {
  const form = await openAuthTab(page, "Register");
  const submit = form.getByRole("button", { name: "Register" });
  const expectMessage = async (message: string) => {
    await submit.click();
    await expect(redBox(form)).toHaveText(message);
  };

  await expect(form.getByText("This will be your login identifier")).toBeVisible();
  await expect(form.getByText("Minimum 8 characters")).toBeVisible();
  await expect(form.getByLabel("WhatsApp Number")).toHaveAttribute("placeholder", "+65xxxxxxxx");
  await expect(form.getByLabel("Malaysian Phone Number")).toHaveAttribute(
    "placeholder",
    "+60xxxxxxxx",
  );
  await expect(form.getByText("Vendor Information")).toHaveCount(0);

  await expectMessage("Discord username is required");
  await expect(form.getByLabel("Discord Username")).toHaveAttribute("aria-invalid", "true");

  const username = uniqueName("vendor");
  await form.getByLabel("Discord Username").fill(username);
  await expectMessage("Password is required");
  await form.getByLabel("Password", { exact: true }).fill("short");
  await expectMessage("Password must be at least 8 characters long");
  await form.getByLabel("Password", { exact: true }).fill("vendor-pass-1");

  await form.getByRole("checkbox", { name: "Register as a vendor/driver" }).click();
  await expect(form.getByRole("group", { name: "Vendor Information" })).toBeVisible();
  await expect(form.getByText("Required for MDAC/SGAC compliance")).toBeVisible();
  await expectMessage("Company name is required for vendors");
  await form.getByLabel("Company Name").fill("Forest Wheels");
  await expectMessage("Driver name is required for vendors");
  await form.getByLabel("Driver Name").fill("Ahmad");
  await expectMessage("Driver contact is required for vendors");
  await form.getByLabel("Driver Contact").fill("+60123456789");
  await expectMessage("Car number is required for vendors");
  await form.getByLabel("Car Number").fill("JQB 1234");

  await submit.click();
  // Registered and logged in: a welcome that points a vendor to their dashboard (issue 15).
  await expect(page).toHaveURL(/\/welcome\?next=/);
  await expect(
    page.getByRole("main").getByRole("link", { name: "Go to your dashboard" }),
  ).toHaveAttribute("href", "/vendor");
  await expect(nav(page).getByRole("link", { name: "Dashboard" }).first()).toBeAttached();
  await expect(nav(page).getByRole("link", { name: "Create Ride" })).toHaveCount(0);
});

test("registers a rider, logs out and logs back in", async ({ page }) => {
  const username = uniqueName("rider");
  const password = "rider-pass-1";
  const form = await openAuthTab(page, "Register");
  await form.getByLabel("Discord Username").fill(username);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Name", { exact: true }).fill("Rita Rider");
  await form.getByLabel("WhatsApp Number").fill("+6591234567");
  await form.getByRole("button", { name: "Register" }).click();

  // A welcome first (issue 15), pointing on to the home page and the profile.
  await expect(page).toHaveURL(/\/welcome\?next=/);
  await expect(page.getByRole("heading", { name: "Welcome, Rita Rider" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Create Ride" }).first()).toBeAttached();
  await expect(nav(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  await logOut(page);
  await expect(page).toHaveURL(/\/home$/);

  // A wrong password: 'Login failed' with the server's message, once (no toast repeats it).
  await logIn(page, username, "not-the-password");
  await expect(page.getByRole("form", { name: "Login" }).getByRole("alert")).toContainText(
    "Login failed",
  );
  await expect(toastWith(page, "Login failed")).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Login" }).getByRole("alert")).toContainText(
    "Invalid Discord username or password",
  );

  await logIn(page, username, password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeAttached();
});

test("a taken username is refused in the red box titled 'Registration failed', no toast", async ({
  page,
  playwright,
  baseURL,
}) => {
  const username = uniqueName("taken");
  await seedAccount(playwright, baseURL, { discordUsername: username, password: "taken-pass-1" });

  const form = await openAuthTab(page, "Register");
  await form.getByLabel("Discord Username").fill(username);
  await form.getByLabel("Password", { exact: true }).fill("another-pass-1");
  await form.getByRole("button", { name: "Register" }).click();
  await expect(redBox(form)).toContainText(/taken|exist/i);
  await expect(redBox(form)).toContainText("Registration failed");
  await expect(toastWith(page, "Registration failed")).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth/);
});

test("forgot-password view asks for a reset and returns to login", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(
    page.getByText(
      "Alternatively, you can create a new account with a different Discord username.",
    ),
  ).toBeVisible();
  // Nothing typed: the field says so, once, and no request is sent.
  await page.getByRole("button", { name: "Request a reset" }).click();
  await expect(page.getByText("Discord username is required")).toBeVisible();
  await page.getByRole("button", { name: "Return to login" }).click();
  await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByRole("button", { name: "Back to login" }).click();
  await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
});

test("edits the profile, changes the password and logs in with the new one", async ({ page }) => {
  const username = uniqueName("profile");
  await registerViaApi(page.request, { discordUsername: username, password: "first-pass-1" });
  await page.goto("/profile");

  const profile = page.getByRole("region", { name: "Profile Settings" });
  await expect(page.getByRole("region", { name: "Admin Tools" })).toHaveCount(0);
  await expect(profile.getByLabel("Discord Username")).toHaveValue(username);
  await expect(profile.getByLabel("Discord Username")).toHaveAttribute("readonly", "");
  await expect(profile.getByLabel("WhatsApp Number")).toHaveAttribute("placeholder", "+65xxxxxxxx");
  await expect(profile.getByLabel("Malaysian Phone Number")).toHaveAttribute(
    "placeholder",
    "+60xxxxxxxx",
  );
  await profile.getByLabel("Full Name").fill("Pat Profile");
  await profile.getByLabel("WhatsApp Number").fill("+6598765432");
  await profile.getByLabel("Malaysian Phone Number").fill("+60198765432");
  await profile.getByLabel("Revolut Username").fill("patrev");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Profile updated")).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel("Full Name")).toHaveValue("Pat Profile");
  await expect(profile.getByLabel("WhatsApp Number")).toHaveValue("+6598765432");
  await expect(profile.getByLabel("Malaysian Phone Number")).toHaveValue("+60198765432");
  await expect(profile.getByLabel("Revolut Username")).toHaveValue("patrev");

  // Change password: each rule's message on its own field.
  const passwords = page.getByRole("region", { name: "Password Settings" });
  const current = passwords.getByLabel("Current Password");
  const fresh = passwords.getByLabel("New Password", { exact: true });
  const confirm = passwords.getByLabel("Confirm New Password");
  const change = passwords.getByRole("button", { name: "Change Password" });

  await change.click();
  await expect(passwords.getByText("Please enter your current password")).toBeVisible();
  await expect(passwords.getByText("Please enter a new password")).toBeVisible();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription("Please enter your current password");

  await current.fill("first-pass-1");
  await fresh.fill("short");
  await confirm.fill("short");
  await change.click();
  await expect(
    passwords.getByText("New password must be at least 8 characters long"),
  ).toBeVisible();

  await fresh.fill("second-pass-2");
  await confirm.fill("second-pass-X");
  await change.click();
  await expect(passwords.getByText("New passwords do not match")).toBeVisible();

  // A wrong current password is refused by the server, under the field only (no toast too).
  await current.fill("wrong-pass-0");
  await confirm.fill("second-pass-2");
  await change.click();
  await expect(passwords.getByText("Current password is incorrect")).toBeVisible();
  await expect(toastWith(page, "Password reset failed")).toHaveCount(0);

  await current.fill("first-pass-1");
  await fresh.fill("second-pass-2");
  await confirm.fill("second-pass-2");
  await change.click();
  await expect(toastWith(page, "Success")).toBeVisible();
  await expect(current).toHaveValue("");
  // One toast on screen; F8 jumps to it.
  const notifications = page.getByRole("region", { name: /Notifications/ });
  await expect(notifications.locator("li")).toHaveCount(1);
  await page.keyboard.press("F8");
  await expect(notifications.locator("ol")).toBeFocused();

  await logOut(page);
  await logIn(page, username, "first-pass-1");
  await expect(page.getByRole("form", { name: "Login" }).getByRole("alert")).toContainText(
    "Login failed",
  );
  await logIn(page, username, "second-pass-2");
  await expect(page).toHaveURL(/\/home$/);
});

test("admin tools: only for admins, with their messages", async ({ page, playwright, baseURL }) => {
  const rider = uniqueName("reset_me");
  await seedAccount(playwright, baseURL, { discordUsername: rider, password: "rider-pass-1" });

  // e2e_admin is made an admin before the server starts (tests/e2e/server.ts).
  const login = await page.request.post("/api/login", {
    data: { discordUsername: "e2e_admin", password: "admin-pass-1" },
  });
  expect(login.status()).toBe(200);
  await page.goto("/profile");
  const admin = page.getByRole("region", { name: "Admin Tools" });
  await expect(admin).toBeVisible();
  const submit = admin.getByRole("button", { name: "Reset User Password" });
  await submit.click();
  await expect(admin.getByText("Please enter the user's Discord username")).toBeVisible();
  await expect(admin.getByText("Please enter a new password")).toBeVisible();

  await admin.getByLabel("User's Discord Username").fill("nobody_here");
  await admin.getByLabel("New Password", { exact: true }).fill("short");
  await submit.click();
  await expect(admin.getByText("New password must be at least 8 characters long")).toBeVisible();
  await admin.getByLabel("New Password", { exact: true }).fill("reset-pass-3");
  await admin.getByLabel("Confirm New Password").fill("reset-pass-X");
  await submit.click();
  await expect(admin.getByText("New passwords do not match")).toBeVisible();

  await admin.getByLabel("Confirm New Password").fill("reset-pass-3");
  await submit.click();
  await expect(toastWith(page, "Admin password reset failed")).toBeVisible();

  await admin.getByLabel("User's Discord Username").fill(rider);
  await submit.click();
  await expect(toastWith(page, "Success")).toBeVisible();

  await logOut(page);
  await logIn(page, rider, "reset-pass-3");
  await expect(page).toHaveURL(/\/home$/);
});

test("a members-only page sends the visitor to /auth and back after login", async ({
  page,
  playwright,
  baseURL,
}) => {
  const username = uniqueName("returner");
  const password = "return-pass-1";
  await seedAccount(playwright, baseURL, { discordUsername: username, password });
  const logInHere = async () => {
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Discord Username").fill(username);
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Login" }).click();
  };

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
  await logInHere();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
  await expect(page).toHaveTitle("Profile · FC Rideshare");

  await logOut(page);
  await page.goto("/rides/12/join");
  await expect(page).toHaveURL(/\/auth\?next=%2Frides%2F12%2Fjoin$/);
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByRole("tab", { name: "Login" }).click();
  await logInHere();
  await expect(page).toHaveURL(/\/rides\/12\/join$/);
  await expect(page.getByRole("heading", { name: "Join Ride" })).toBeVisible();

  // Logged in, /auth sends straight on: to next when it is a same-site path, else to /.
  await page.goto("/auth?next=/vendor%3FrideId%3D3");
  await expect(page).toHaveURL(/\/vendor\?rideId=3$/);
  await page.goto("/auth?next=//evil.example/");
  await expect(page).toHaveURL(/\/home$/);
});

test("the Login link brings the visitor back to the page they were reading", async ({
  page,
  playwright,
  baseURL,
}) => {
  const username = uniqueName("reader");
  await seedAccount(playwright, baseURL, { discordUsername: username, password: "reader-pass-1" });
  await page.goto("/rides/5");
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Frides%2F5$/);
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Discord Username").fill(username);
  await form.getByLabel("Password").fill("reader-pass-1");
  await form.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/rides\/5$/);
});

test("unknown paths show the 404 page with ways to the home and the guide", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("There is no page at this address.")).toBeVisible();
  await expect(page.getByText(/router/)).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Travel Guide" })).toHaveAttribute(
    "href",
    "/guide",
  );
  await page.getByRole("link", { name: "Find a ride" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("the navigation folds into a menu below 768px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/home");
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "Travel Guide" })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(page.getByRole("link", { name: "Travel Guide" })).toBeVisible();
});

test("/auth and /profile fit 375px and 1280px without sideways scroll", async ({ page }) => {
  const noSidewaysScroll = async () =>
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await expect(page.getByRole("form", { name: "Register" }).getByRole("alert")).toBeVisible();
    await noSidewaysScroll();
  }

  await registerViaApi(page.request, {
    discordUsername: uniqueName("shots"),
    password: "shots-pass-1",
    name: "Sam Shots",
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await page.goto("/profile");
    await expect(page.getByRole("region", { name: "Password Settings" })).toBeVisible();
    await noSidewaysScroll();
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/auth");
  await noSidewaysScroll();
});
