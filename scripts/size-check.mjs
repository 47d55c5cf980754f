// `npm run size` (under tsx: it reads the server's preload list): what the browser downloads
// before /home can render — the entry script, its modulepreload links and the stylesheets that
// dist/web/index.html names, the chunks the server preloads for /home and the first catalogs of
// the language whose catalogs are largest (only the reader's language loads) — gzipped and summed.
// Fails past the budget. `--doc` also writes the table into docs/PERFORMANCE.md.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { writeDocSection } from "../bench/doc-section.mjs";
import { initialCatalogChunks, preloadedChunks } from "../src/server/pages/web-client.ts";

// 122.5 KB while React drew the app; 65 KB with Preact in its place (decisions 048, 059), so the
// budget holds the slow phone's gain with a little room.
const BUDGET_BYTES = 70 * 1024;
const WEB_ROOT = "dist/web";
const INDEX = join(WEB_ROOT, "index.html");
const MANIFEST = join(WEB_ROOT, ".vite", "manifest.json");
const HOME_PAGE = "pages/home-page.tsx";

// Builds when dist/web is missing or older than its sources (the same check `npm start` makes).
execFileSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
if (!existsSync(INDEX)) {
  console.error(`size: ${INDEX} is missing after the build`);
  process.exit(1);
}

const html = readFileSync(INDEX, "utf8");
const attribute = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];

/** The initial assets in the order index.html names them: [kind, url]. */
function initialAssets() {
  const assets = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      const src = attribute(tag, "src");
      if (src && attribute(tag, "type") === "module") assets.push(["entry script", src]);
      continue;
    }
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload") assets.push(["modulepreload", href]);
    if (rel === "stylesheet") assets.push(["stylesheet", href]);
  }
  // The server adds these to /home's head (web-client.ts): they load beside the entry.
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
  for (const href of preloadedChunks(manifest).get(HOME_PAGE) ?? []) {
    assets.push(["page preload", href]);
  }
  const catalogs = [...initialCatalogChunks(manifest).entries()].map(([locale, hrefs]) => ({
    locale,
    hrefs,
    gzip: hrefs.reduce((sum, href) => sum + gzipSync(readFileSync(join(WEB_ROOT, href))).length, 0),
  }));
  const largest = catalogs.sort((a, b) => b.gzip - a.gzip)[0];
  for (const href of largest?.hrefs ?? []) assets.push([`catalog (${largest?.locale})`, href]);
  return assets;
}

const rows = initialAssets().map(([kind, url]) => {
  if (/^(https?:)?\/\//.test(url)) throw new Error(`index.html loads ${url} from another origin`);
  const path = join(WEB_ROOT, url.replace(/^\.?\//, ""));
  const bytes = readFileSync(path);
  return { kind, file: url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
if (rows.length === 0) {
  console.error("size: index.html names no script or stylesheet; is the build broken?");
  process.exit(1);
}

const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const within = total <= BUDGET_BYTES;

const width = Math.max(...rows.map((row) => row.file.length), "total".length);
console.log(
  `${"file".padEnd(width)}  ${"kind".padEnd(14)}  ${"raw".padStart(9)}  ${"gzip".padStart(9)}`,
);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${row.kind.padEnd(14)}  ${kib(row.raw).padStart(9)}  ${kib(row.gzip).padStart(9)}`,
  );
}
console.log(
  `${"total".padEnd(width)}  ${"".padEnd(14)}  ${kib(totalRaw).padStart(9)}  ${kib(total).padStart(9)}   budget ${kib(BUDGET_BYTES)} gzip: ${within ? "within" : "OVER"}`,
);

if (process.argv.includes("--doc")) {
  const table = [
    "| file | kind | raw | gzip |",
    "|---|---|--:|--:|",
    ...rows.map((row) => `| \`${row.file}\` | ${row.kind} | ${kib(row.raw)} | ${kib(row.gzip)} |`),
    `| **total** | | ${kib(totalRaw)} | **${kib(total)}** |`,
  ].join("\n");
  writeDocSection(
    "size",
    [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run size\` (it also runs in \`npm test\`, after the build): the entry script, its \`modulepreload\` links and the stylesheets that \`dist/web/index.html\` names, and the chunks the server preloads for \`/home\` (its page and what it imports) and the first catalog (app) of the language whose catalogs are largest, each gzipped (level 9) and summed. Budget: **${kib(BUDGET_BYTES)} gzip**, ${within ? `**within** (${((total / BUDGET_BYTES) * 100).toFixed(0)}% of it)` : "**over**"}. Other pages, the map and other lazy chunks load later and are not counted.`,
      "",
      table,
    ].join("\n"),
  );
}

if (!within) {
  console.error(
    `size: the initial JS and CSS are ${kib(total)} gzip, over the ${kib(BUDGET_BYTES)} budget`,
  );
  process.exit(1);
}
