// The guide's "Is my ride legal?" section: reachable at /guide#legal, in each language, with its
// dated sources as links, readable on a 375 px phone.
import en from "../../src/domain/i18n/catalogs/en/guide.json" with { type: "json" };
import ms from "../../src/domain/i18n/catalogs/ms/guide.json" with { type: "json" };
import zh from "../../src/domain/i18n/catalogs/zh/guide.json" with { type: "json" };
import { LEGAL_SOURCES } from "../../src/web/features/guides/guide-facts.ts";
import { expect, expectAxeClean, expectNoSidewaysScroll, phonePage, test } from "./fixtures.ts";

const CATALOGS = { en, zh, ms } as const;

for (const locale of ["en", "zh", "ms"] as const) {
  test(`/guide#legal in ${locale} shows the rule, penalties, pick-up and drop-off points and sources`, async ({
    browser,
    baseURL,
  }) => {
    const t: Record<string, string> = CATALOGS[locale];
    const page = await phonePage(browser, baseURL, locale);
    await page.goto("/guide#legal");
    const legal = page.getByRole("region", { name: t["guide.legal.title"] });
    await expect(legal).toBeInViewport();
    for (const id of [
      "guide.legal.rule",
      "guide.legal.penalty",
      "guide.legal.pickup",
      "guide.legal.dropoff",
      "guide.legal.dropoff_app",
      "guide.legal.app",
    ]) {
      await expect(legal).toContainText(t[id] as string);
    }
    // The arrival cards: who files which, within three days before arriving.
    for (const id of ["guide.legal.arrival_cards", "guide.legal.arrival_cards_app"]) {
      await expect(legal).toContainText((t[id] as string).replaceAll("{days}", "3"));
    }
    await expect(legal).toContainText(/3,?000/);
    await expect(legal).toContainText("Larkin Sentral");
    await expect(legal).toContainText("Ban San Street Terminal");

    const sources = legal.getByRole("region", { name: t["guide.legal.sources"] }).getByRole("link");
    await expect(sources).toHaveCount(LEGAL_SOURCES.length);
    for (const [index, source] of LEGAL_SOURCES.entries()) {
      const link = sources.nth(index);
      await expect(link).toHaveAttribute("href", source.href);
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toContainText(t[source.label] as string);
    }
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, `the guide in ${locale}`);

    // A screenshot to look at, outside the repository, when asked for.
    const shots = process.env.SHOTS_DIR;
    if (shots) await legal.screenshot({ path: `${shots}/guide-legal-${locale}-375.png` });
    await page.context().close();
  });
}
