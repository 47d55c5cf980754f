// The profile's arrival cards (issue 37): a rider ticks the cards they must file, kept on the
// server; each card says who is exempt and links its official source with the day it was read,
// in every language, axe-clean on a phone and a desktop in both themes.
import { mkdirSync } from "node:fs";
import enAccount from "../../src/domain/i18n/catalogs/en/account.json" with { type: "json" };
import msAccount from "../../src/domain/i18n/catalogs/ms/account.json" with { type: "json" };
import zhAccount from "../../src/domain/i18n/catalogs/zh/account.json" with { type: "json" };
import { ARRIVAL_CARD_FACTS } from "../../src/domain/trip/arrival-cards.ts";
import {
  expect,
  expectAxeClean,
  expectNoSidewaysScroll,
  phonePage,
  registerViaApi,
  test,
} from "./fixtures.ts";

const CATALOGS = { en: enAccount, zh: zhAccount, ms: msAccount } as const;

test("a rider ticks the arrival cards they need, kept across a reload", async ({ page }) => {
  // Four axe runs: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerViaApi(page.request, { prefix: "cards" });
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Arrival cards" });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const mdac = section.getByRole("checkbox", { name: "Malaysia's MDAC (rides to Forest City)" });
  const sgac = section.getByRole("checkbox", {
    name: "Singapore's SG Arrival Card (rides to Singapore)",
  });
  await expect(mdac).not.toBeChecked();
  await expect(sgac).not.toBeChecked();
  // Who is exempt, each with the official page it was read from and when.
  await expect(mdac).toHaveAccessibleDescription(
    "Not needed by Singapore citizens, nor by Malaysian citizens and permanent residents.",
  );
  await expect(sgac).toHaveAccessibleDescription(
    "Not needed by Singapore citizens, permanent residents or long-term pass holders.",
  );
  await expect(
    section.getByRole("link", {
      name: "Source: Malaysia Immigration's MDAC page, read 28 November 2026",
    }),
  ).toHaveAttribute("href", ARRIVAL_CARD_FACTS.mdac.href);
  await expect(
    section.getByRole("link", {
      name: "Source: ICA's SG Arrival Card page, read 28 November 2026",
    }),
  ).toHaveAttribute("href", ARRIVAL_CARD_FACTS.sgac.href);

  await mdac.click();
  await expect(mdac).toBeChecked();
  await expect(mdac).toBeEnabled();
  await sgac.click();
  await expect(sgac).toBeChecked();
  await expect(sgac).toBeEnabled();
  await mdac.click();
  await expect(mdac).not.toBeChecked();
  await expect(mdac).toBeEnabled();

  await page.reload();
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole("checkbox", { name: /MDAC/ })).not.toBeChecked();
  await expect(section.getByRole("checkbox", { name: /SG Arrival Card/ })).toBeChecked();
  expect((await (await page.request.get("/api/auth/me")).json()).arrivalCards).toEqual(["sgac"]);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectAxeClean(page, `/profile arrival cards at ${width}px (${colorScheme})`);
      // Screenshots to look at, outside the repository, when asked for.
      const shots = process.env.SHOTS_DIR;
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await section.screenshot({ path: `${shots}/arrival-cards-${width}-${colorScheme}.png` });
      }
    }
  }
  await expectNoSidewaysScroll(page);
});

for (const locale of ["zh", "ms"] as const) {
  test(`the arrival cards read in ${locale}`, async ({ browser, baseURL }) => {
    const t: Record<string, string> = CATALOGS[locale];
    const page = await phonePage(browser, baseURL, locale);
    await registerViaApi(page.request, { prefix: `cards_${locale}`, language: locale });
    await page.goto("/profile");
    const section = page.getByRole("region", { name: t["account.arrival_cards.title"] });
    await expect(section).toBeVisible({ timeout: 30_000 });
    const mdac = section.getByRole("checkbox", { name: t["account.arrival_cards.mdac"] });
    await expect(mdac).toHaveAccessibleDescription(
      t["account.arrival_cards.mdac_exempt"] as string,
    );
    await expect(
      section.getByRole("checkbox", { name: t["account.arrival_cards.sgac"] }),
    ).toHaveAccessibleDescription(t["account.arrival_cards.sgac_exempt"] as string);
    await expect(section).toContainText(
      (t["account.arrival_cards.text"] as string).replaceAll("{days}", "3"),
    );
    await expect(section.getByRole("link")).toHaveCount(2);
    await mdac.click();
    await expect(mdac).toBeChecked();
    await expectNoSidewaysScroll(page);
    const shots = process.env.SHOTS_DIR;
    if (shots) await section.screenshot({ path: `${shots}/arrival-cards-${locale}-375.png` });
    await page.context().close();
  });
}
