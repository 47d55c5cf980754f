// Renders the app's PNG images (home-screen icons, link-preview card) from their SVG/HTML
// sources with Debian's Chromium. Run after changing src/web/public/icon.svg:
//   node scripts/render-images.mjs
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const icon = readFileSync("src/web/public/icon.svg", "utf8");
const iconUrl = `data:image/svg+xml;base64,${Buffer.from(icon).toString("base64")}`;

const previewCard = `<body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;
  gap:56px;padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#0f6b4f,#064e3b);
  font-family:'DejaVu Sans',sans-serif;color:#fff">
  <img src="${iconUrl}" width="260" height="260" style="border-radius:48px;box-shadow:0 0 0 6px #ffffff33">
  <div><div style="font-size:76px;font-weight:700">FC Rideshare</div>
  <div style="font-size:38px;margin-top:20px;line-height:1.3;color:#d1fae5">Shared rides between<br>Singapore and Forest City</div></div>
</body>`;

const outputs = [
  {
    path: "src/web/public/icon-192.png",
    size: [192, 192],
    html: `<img src="${iconUrl}" width="192">`,
  },
  {
    path: "src/web/public/icon-512.png",
    size: [512, 512],
    html: `<img src="${iconUrl}" width="512">`,
  },
  // Maskable: the artwork inside the 80% safe zone, on the brand colour.
  {
    path: "src/web/public/icon-maskable-512.png",
    size: [512, 512],
    html: `<div style="background:#0f6b4f;width:512px;height:512px;display:grid;place-items:center"><img src="${iconUrl}" width="400"></div>`,
  },
  {
    path: "src/web/public/apple-touch-icon.png",
    size: [180, 180],
    html: `<img src="${iconUrl}" width="180">`,
  },
  { path: "src/web/public/og-image.png", size: [1200, 630], html: previewCard },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const { path, size, html } of outputs) {
  const page = await browser.newPage({ viewport: { width: size[0], height: size[1] } });
  await page.setContent(`<style>body{margin:0}img{display:block}</style>${html}`);
  await page.screenshot({ path, omitBackground: true });
  await page.close();
  console.log(`wrote ${path}`);
}
await browser.close();
