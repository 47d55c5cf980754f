import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Area, PAGE_AREAS } from "../../domain/i18n/areas.ts";
import { type Manifest, WEB_ROOT } from "../pages/web-client.ts";
import { pageScripts } from "../testing/page-scripts.ts";
import { testAppForSuite } from "../testing/test-app.ts";

const t = testAppForSuite();
const built = existsSync(`${WEB_ROOT}/index.html`);

const catalogChunk = (locale: string, area: Area = "app") => {
  const manifest = JSON.parse(readFileSync(`${WEB_ROOT}/.vite/manifest.json`, "utf8")) as Manifest;
  return `/${manifest[`../domain/i18n/catalogs/${locale}/${area}.json`]?.file}`;
};

const page = (headers: Record<string, string>, url = "/home") =>
  t.app.inject({ method: "GET", url, headers }).then((answer) => answer.body);

describe.skipIf(!built)("the page's language", () => {
  it("follows Accept-Language: lang, the catalog preloaded, the frame's words, the page drawn", async () => {
    const malay = { "accept-language": "ms-MY,ms;q=0.9,en;q=0.5" };
    const html = await page(malay);
    expect(html).toContain('<html lang="ms">');
    expect(pageScripts(html)).toContain(catalogChunk("ms"));
    expect(html).not.toContain(catalogChunk("en"));
    // The home is drawn on the server in the reader's language (decision 037)…
    expect(html).toMatch(/<div id="root" data-prerendered="ms" data-drawn-at="[-0-9T:.]+Z">/);
    expect(html).toMatch(/<h1[^>]*>Perjalanan<\/h1>/);
    // …and a page it does not draw shows the static frame in it.
    expect(await page(malay, "/guide")).toContain('<span class="sr-only">Memuatkan</span>');
  });

  it("is the rider's pick (the cookie) over the browser's languages", async () => {
    const html = await page({ "accept-language": "ms-MY", cookie: "lang=zh" });
    expect(html).toContain('<html lang="zh-Hans">');
    expect(html).toContain(catalogChunk("zh"));
    expect(html).toMatch(/<meta name="description" content="[^"]*新加坡/);
  });

  it("is English for a browser asking for none of the three", async () => {
    const html = await page({ "accept-language": "fr-FR,de;q=0.8" });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(catalogChunk("en"));
    expect(html).toMatch(/<h1[^>]*>Rides<\/h1>/);
  });

  it("preloads a first page's own catalogs in the reader's language: no waterfall after the page's code", async () => {
    const html = await page({ cookie: "lang=zh" }, "/rides/1");
    for (const area of PAGE_AREAS["ride-detail-page"]) {
      expect(pageScripts(html), area).toContain(catalogChunk("zh", area));
      expect(html, area).not.toContain(catalogChunk("en", area));
    }
    // The home needs no more than its first catalog (npm run size counts it).
    const home = await page({ cookie: "lang=zh" });
    expect(home).not.toContain(catalogChunk("zh", "ride"));
  });
});
