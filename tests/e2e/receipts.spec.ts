// Issue 38 in the browser: a passenger's receipt, reached from the payment panel, in each
// language, printed to PDF by Chromium (A4 and Letter) with its amounts in the PDF's own text.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { HTML_LANG, type Locale } from "../../src/domain/i18n/locales.ts";
import {
  createRideViaApi,
  deleteRides,
  expect,
  expectAxeClean,
  type MadeRide,
  newUserPage,
  registerViaApi,
  test,
} from "./fixtures.ts";

const made: MadeRide[] = [];
test.afterEach(({ playwright, baseURL }) => deleteRides(playwright, baseURL, made));

/** The PDF's text as pdftotext reads it; null where poppler-utils is not installed. */
function pdfText(path: string): string | null {
  try {
    return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const WORDS: Record<Locale, { heading: string; provisional: RegExp; link: string }> = {
  en: { heading: "Receipt", provisional: /Provisional/, link: "Receipt" },
  zh: { heading: "收据", provisional: /暂定/, link: "收据" },
  ms: { heading: "Resit", provisional: /Sementara/, link: "Resit" },
};

for (const locale of ["en", "zh", "ms"] as const) {
  test(`a passenger's receipt in ${locale}: from the payment panel, printed to PDF`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    // S$80 car, organizer at Pasir Ris, the passenger at Bedok: S$85 over 2, S$42.50 each.
    const organizer = await playwright.request.newContext({ baseURL });
    const org = await registerViaApi(organizer, { prefix: "rcpt_org", name: "Olive Organizer" });
    const ride = await createRideViaApi(organizer, { daysAhead: 0.5 });
    made.push({ id: ride.id, organizer: org.discordUsername });
    const { page, context } = await newUserPage(browser, baseURL, {
      prefix: "rcpt_rider",
      name: "Riya Rider",
      language: locale,
    });
    const joined = await page.request.post(`/api/rides/${ride.id}/join`, {
      data: { passengerCount: 1, dropoffLocation: "Bedok MRT" },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const passengerId = ((await joined.json()) as { id: number }).id;
    const marked = await organizer.patch(
      `/api/rides/${ride.id}/passengers/${passengerId}/payment`,
      { data: { paidCents: 1000 } },
    );
    expect(marked.status(), await marked.text()).toBe(200);
    await organizer.dispose();

    await page.goto(`/rides/${ride.id}`);
    await page.getByRole("link", { name: WORDS[locale].link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/rides/${ride.id}/receipt$`));
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByRole("heading", { level: 1 })).toHaveText(WORDS[locale].heading);
    await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[locale]);
    await expect(page.getByTestId("receipt-number")).toHaveText(`FCR-${ride.id}-${passengerId}`);
    await expect(page.getByTestId("receipt-status")).toHaveText(WORDS[locale].provisional);
    await expect(page.getByTestId("receipt-share")).toHaveText("S$42.50");
    await expect(page.getByTestId("receipt-paid")).toHaveText("S$10.00");
    await expect(page.getByTestId("receipt-balance")).toHaveText("S$32.50");
    await expect(receipt).toContainText("S$80.00");
    await expect(receipt).toContainText("SGT");
    await expectAxeClean(page, `the receipt in ${locale}`);

    await page.emulateMedia({ media: "print" });
    // The app's frame stays off the paper.
    await expect(page.getByRole("navigation").first()).toBeHidden();
    mkdirSync("test-results/receipts", { recursive: true });
    for (const format of ["A4", "Letter"] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const path = `test-results/receipts/${locale}-${format}.pdf`;
      writeFileSync(path, pdf);
      const text = pdfText(path);
      if (text !== null) {
        for (const amount of ["S$42.50", "S$10.00", "S$32.50", "S$80.00"]) {
          expect(text, `${path} holds ${amount}`).toContain(amount);
        }
        expect(text).toContain(`FCR-${ride.id}-${passengerId}`);
        expect(text).toContain(WORDS[locale].heading);
        // One page: the receipt fits the paper.
        expect(text.split("\f").filter((sheet) => sheet.trim() !== "")).toHaveLength(1);
      }
    }
    await context.close();
  });
}

test("the organizer opens a party's receipt and the payments CSV from the ledger", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const organizer = await newUserPage(browser, baseURL, { prefix: "rcpt_led", name: "Lee Ledger" });
  const ride = await createRideViaApi(organizer.page.request, { daysAhead: 0.5 });
  made.push({ id: ride.id, organizer: organizer.user.discordUsername });
  const rider = await playwright.request.newContext({ baseURL });
  await registerViaApi(rider, { prefix: "rcpt_party", name: "Pat Party" });
  const joined = await rider.post(`/api/rides/${ride.id}/join`, {
    data: { passengerCount: 2, dropoffLocation: "Bedok MRT" },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const passengerId = ((await joined.json()) as { id: number }).id;
  await rider.dispose();

  const { page } = organizer;
  await page.goto(`/rides/${ride.id}`);
  const csv = page.getByRole("link", { name: "Download payments (CSV)" });
  await expect(csv).toHaveAttribute("href", `/api/rides/${ride.id}/payments.csv`);
  const download = await page.request.get(`/api/rides/${ride.id}/payments.csv`);
  expect(await download.text()).toContain("Pat Party");
  await page.getByRole("link", { name: "Receipt for Pat Party" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/rides/${ride.id}/receipt\\?passengerId=${passengerId}$`),
  );
  await expect(page.getByTestId("receipt-number")).toHaveText(`FCR-${ride.id}-${passengerId}`);
  // S$85 over 3 riders, rounded up: S$28.34 each, S$56.68 for the pair.
  await expect(page.getByTestId("receipt-share")).toHaveText("S$56.68");
  await organizer.context.close();
});
