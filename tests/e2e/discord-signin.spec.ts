// Sign in with Discord end to end against the stand-in provider the e2e server starts
// (src/server/testing/discord-provider.ts): a new rider, a refused consent, and a password
// account's owner who is refused by name, then links Discord from the profile (decision 031).
import type { Page } from "@playwright/test";
import { testTranslator } from "../../src/domain/i18n/test-translator.ts";
import { uniqueName } from "../../src/server/testing/users.ts";
import { expect, registerViaApi, test, toastWith } from "./fixtures.ts";

const t = testTranslator("en");

/** On the stand-in consent page: who Discord says the user is, then Authorize (or Cancel). */
async function consent(page: Page, user: { id: string; username: string } | null) {
  await expect(page.getByRole("heading", { name: "Authorize FC Rideshare?" })).toBeVisible();
  if (!user) return page.getByRole("button", { name: "Cancel" }).click();
  await page.getByLabel("Discord user id").fill(user.id);
  await page.getByLabel("Discord username").fill(user.username);
  await page.getByRole("button", { name: "Authorize" }).click();
}

const discordId = () => String(Math.floor(Math.random() * 1e15));

test("a new rider signs in with Discord, is welcomed as a registration is, and goes on", async ({
  page,
}) => {
  const user = { id: discordId(), username: uniqueName("dc").toLowerCase() };
  await page.goto("/auth?next=%2Fprofile");
  await page.getByRole("link", { name: t._("account.discord.sign_in") }).click();
  await consent(page, user);
  await expect(page).toHaveURL(/\/welcome\?next=%2Fprofile$/);
  await expect(
    page.getByRole("heading", { name: t._("account.welcome.heading", { name: user.username }) }),
  ).toBeVisible();
  await page.getByRole("link", { name: t._("account.welcome.continue") }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(t._("app.discord_verified"))).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Discord Username/i })).toHaveValue(user.username);
});

test("a refused consent leaves the visitor on the login page, told so", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: t._("account.discord.sign_in") }).click();
  await consent(page, null);
  await expect(page).toHaveURL(/\/auth\?discord=denied/);
  await expect(page.getByText(t._("account.discord.denied"))).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});

test("a password account's name opens nothing until its owner links Discord", async ({ page }) => {
  const name = uniqueName("owner").toLowerCase();
  await registerViaApi(page.request, { discordUsername: name, password: "ride-pass-1" });
  await page.context().clearCookies();
  const discordUser = { id: discordId(), username: name };

  // Someone with that name on Discord is refused, and told the way on.
  await page.goto("/auth");
  await page.getByRole("link", { name: t._("account.discord.sign_in") }).click();
  await consent(page, discordUser);
  await expect(page.getByText(t._("account.discord.name_held_title", { name }))).toBeVisible();
  await expect(page.getByText(t._("account.discord.name_held_text"))).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  // The owner logs in with the password and links Discord from the profile.
  await page.getByLabel(t._("account.field.discord_username")).fill(name);
  await page.getByLabel(t._("account.field.password")).fill("ride-pass-1");
  await page.getByRole("button", { name: t._("account.login.submit"), exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/profile");
  await page.getByRole("link", { name: t._("account.discord.link") }).click();
  await consent(page, discordUser);
  await expect(page).toHaveURL(/\/profile\?discord=linked/);
  await expect(page.getByText(t._("app.discord_verified"))).toBeVisible();

  // From now on Discord opens the account.
  await page.context().clearCookies();
  await page.goto("/auth?next=%2Fprofile");
  await page.getByRole("link", { name: t._("account.discord.sign_in") }).click();
  await consent(page, discordUser);
  await expect(page).toHaveURL(/\/profile$/);
  expect((await (await page.request.get("/api/auth/me")).json()).discordUsername).toBe(name);
});

test("a Discord-only account confirms its deletion by signing in with Discord again", async ({
  page,
}) => {
  const user = { id: discordId(), username: uniqueName("dcgone").toLowerCase() };
  await page.goto("/auth?next=%2Fprofile");
  await page.getByRole("link", { name: t._("account.discord.sign_in") }).click();
  await consent(page, user);
  // A new account is welcomed first, as a registration is; the welcome leads on to the profile.
  await expect(page).toHaveURL(/\/welcome\?next=%2Fprofile$/);
  await page.getByRole("link", { name: t._("account.welcome.continue") }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole("button", { name: t._("account.data.delete") }).click();
  await page.getByRole("link", { name: t._("account.data.with_discord") }).click();
  await consent(page, user);
  await expect(page).toHaveURL(/\/profile\?delete=discord$/);
  const dialog = page.getByRole("alertdialog", { name: t._("account.data.confirm_title") });
  await expect(dialog.getByText(t._("account.data.discord_ready", { minutes: 10 }))).toBeVisible();
  await expect(dialog.getByLabel(t._("account.data.password"))).toHaveCount(0);
  await dialog.getByRole("button", { name: t._("account.data.confirm") }).click();
  await expect(toastWith(page, t._("account.data.deleted"))).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});
