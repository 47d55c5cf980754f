// `npm run size` (under tsx: it reads the server's preload list): what the browser downloads
// before each page the server draws can render (/home and a ride's page, opened first) — the
// entry script, its modulepreload links and the stylesheets that dist/web/index.html names, the
// chunks the server preloads for the page, and the catalogs it loads first (the initial areas
// and the page's own) of the language whose catalogs are largest (only the reader's language
// loads) — gzipped and summed. Fails past a page's budget. `--doc` also writes the tables into
// docs/PERFORMANCE.md.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { writeDocSection } from "../bench/doc-section.mjs";
import {
  initialCatalogChunks,
  pageCatalogChunks,
  preloadedChunks,
} from "../src/server/pages/web-client.ts";

const KB = 1024;
/**
 * Each page's budget, holding the slow phone's gain with a little room. /home: 122.5 KB while
 * React drew the app, 70 KB with Preact in its place (decisions 048, 059). A ride's page: 92 KB
 * once it loads its own texts alone (issue 40).
 */
const PAGES = [
  { name: "home-page", path: "/home", budget: 70 * KB },
  { name: "ride-detail-page", path: "/rides/{id}", budget: 92 * KB },
];
const WEB_ROOT = "dist/web";
const INDEX = join(WEB_ROOT, "index.html");
const MANIFEST = join(WEB_ROOT, ".vite", "manifest.json");

// Builds when dist/web is missing or older than its sources (the same check `npm start` makes).
execFileSync(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
if (!existsSync(INDEX)) {
  console.error(`size: ${INDEX} is missing after the build`);
  process.exit(1);
}

const html = readFileSync(INDEX, "utf8");
const attribute = (tag, name) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];

/** What index.html loads first, in the order it names them: [kind, url]. */
function entryAssets() {
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
  return assets;
}

const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
const pageChunks = preloadedChunks(manifest);
const initialCatalogs = initialCatalogChunks(manifest);
const pageCatalogs = pageCatalogChunks(manifest);

const assetBytes = (url) => {
  if (/^(https?:)?\/\//.test(url)) throw new Error(`index.html loads ${url} from another origin`);
  return readFileSync(join(WEB_ROOT, url.replace(/^\.?\//, "")));
};
const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** What `page` loads first: the entry's assets, the page's chunks, its first catalogs. */
function pageAssets(page) {
  const assets = entryAssets();
  // The server adds these to the page's head (web-client.ts): they load beside the entry.
  for (const href of pageChunks.get(`pages/${page}.tsx`) ?? []) assets.push(["page preload", href]);
  const catalogs = [...initialCatalogs.entries()].map(([locale, hrefs]) => {
    const all = [...hrefs, ...(pageCatalogs.get(page)?.get(locale) ?? [])];
    return {
      locale,
      hrefs: all,
      gzip: all.reduce((sum, href) => sum + gzipSize(assetBytes(href)), 0),
    };
  });
  const largest = catalogs.sort((a, b) => b.gzip - a.gzip)[0];
  for (const href of largest?.hrefs ?? []) assets.push([`catalog (${largest?.locale})`, href]);
  return assets;
}

const results = PAGES.map((page) => {
  const rows = pageAssets(page.name).map(([kind, url]) => {
    const bytes = assetBytes(url);
    return { kind, file: url, raw: bytes.length, gzip: gzipSize(bytes) };
  });
  if (!rows.some((row) => row.kind === "entry script")) {
    console.error("size: index.html names no entry script; is the build broken?");
    process.exit(1);
  }
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
  return { ...page, rows, total, totalRaw, within: total <= page.budget };
});

const kib = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

for (const { path, rows, total, totalRaw, budget, within } of results) {
  const width = Math.max(...rows.map((row) => row.file.length), "total".length);
  console.log(path);
  console.log(
    `${"file".padEnd(width)}  ${"kind".padEnd(14)}  ${"raw".padStart(9)}  ${"gzip".padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.file.padEnd(width)}  ${row.kind.padEnd(14)}  ${kib(row.raw).padStart(9)}  ${kib(row.gzip).padStart(9)}`,
    );
  }
  console.log(
    `${"total".padEnd(width)}  ${"".padEnd(14)}  ${kib(totalRaw).padStart(9)}  ${kib(total).padStart(9)}   budget ${kib(budget)} gzip: ${within ? "within" : "OVER"}\n`,
  );
}

if (process.argv.includes("--doc")) {
  const tables = results.flatMap(({ path, rows, total, totalRaw, budget, within }) => [
    "",
    `\`${path}\`: budget **${kib(budget)} gzip**, ${within ? `**within** (${((total / budget) * 100).toFixed(0)}% of it)` : "**over**"}.`,
    "",
    "| file | kind | raw | gzip |",
    "|---|---|--:|--:|",
    ...rows.map((row) => `| \`${row.file}\` | ${row.kind} | ${kib(row.raw)} | ${kib(row.gzip)} |`),
    `| **total** | | ${kib(totalRaw)} | **${kib(total)}** |`,
  ]);
  writeDocSection(
    "size",
    [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run size\` (it also runs in \`npm test\`, after the build), for each page the server draws: the entry script, its \`modulepreload\` links and the stylesheets that \`dist/web/index.html\` names, the chunks the server preloads for the page (its page and what it imports) and the catalogs it loads first (the app's and the page's own areas) of the language whose catalogs are largest, each gzipped (level 9) and summed. Other pages, the map, what only a ride's own people see and other lazy chunks load later and are not counted.`,
      ...tables,
    ].join("\n"),
  );
}

const over = results.filter((result) => !result.within);
for (const { path, total, budget } of over) {
  console.error(
    `size: what ${path} loads first is ${kib(total)} gzip, over its ${kib(budget)} budget`,
  );
}
if (over.length > 0) process.exit(1);
