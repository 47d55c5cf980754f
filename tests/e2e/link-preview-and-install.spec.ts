// A ride link pasted into a chat unfurls from the server-rendered head, without JavaScript; the
// app installs to the home screen from its manifest.
import { createRideViaApi, expect, registerViaApi, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

test("a ride page carries its preview card without JavaScript and without contacts", async ({
  page,
  playwright,
  baseURL,
}) => {
  const organizer = await playwright.request.newContext({ baseURL });
  await registerViaApi(organizer, { whatsappNumber: "+6590001111", prefix: "preview" });
  const ride = await createRideViaApi(organizer, { location: "Pasir Ris MRT" });

  await page.goto(`/rides/${ride.id}`);
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute("content");

  const title = await meta("og:title");
  expect(title).toMatch(
    /^Singapore to Forest City · \w{3}, \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm) SGT$/,
  );
  expect(await page.title()).toBe(title);
  expect(await meta("og:description")).toBe(
    "3 of 4 seats left · S$40.00 per person, S$20.00 if the car fills · FC Rideshare",
  );
  expect(await meta("og:image")).toMatch(/\/og-image\.png$/);
  expect(await meta("og:url")).toMatch(new RegExp(`/rides/${ride.id}$`));
  expect(await meta("twitter:card")).toBe("summary_large_image");
  // The card names no place and no contact; the page's own data (decision 036) is what the API
  // gives a visitor, which holds the pick-up but never a number.
  const head = await page.locator("head").innerHTML();
  expect(head).not.toContain("+6590001111");
  const card = await page
    .locator("head title, head meta")
    .evaluateAll((tags) => tags.map((tag) => tag.outerHTML).join("\n"));
  expect(card).not.toContain("Pasir Ris");

  const image = await page.request.get(
    String(await meta("og:image")).replace(/^https?:\/\/[^/]+/, ""),
  );
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  await organizer.dispose();
});

test("the manifest is linked and served with installable icons", async ({ page }) => {
  await page.goto("/home");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "FC Rideshare",
    display: "standalone",
    start_url: "/home",
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    expect((await page.request.get(icon.src)).status()).toBe(200);
  }
});
