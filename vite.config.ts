import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { z } from "zod";

/**
 * Writes a .br and a .gz beside every built script and stylesheet, compressed once at the
 * highest levels (the server sends them: web-client.ts); on-the-fly compression must stay fast,
 * and brotli at its best makes the entry about a seventh smaller.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    writeBundle({ dir = "" }, bundle) {
      for (const file of Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name))) {
        const path = join(dir, file);
        const data = readFileSync(path);
        const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        writeFileSync(`${path}.br`, brotliCompressSync(data, { params: quality }));
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The app's scripts fetched at low priority: a drawn page paints from its HTML alone (its critical
 * CSS is inline), so on a slow link the HTML comes first and the scripts take what is left. The
 * server's own module preloads and the deferred stylesheet say the same (web-client.ts,
 * critical-css.ts).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: "low-priority-scripts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html
          .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

/**
 * The message catalogs (src/domain/i18n/catalogs/<locale>/<area>.json) reach the browser compiled,
 * so it needs Lingui's small runtime and not its ICU parser; a bad message fails the build.
 */
function compiledCatalogs(): Plugin {
  const catalog = /\/src\/domain\/i18n\/catalogs\/[a-z]+\/[a-z]+\.json$/;
  return {
    name: "compiled-catalogs",
    enforce: "pre",
    load(id) {
      if (!catalog.test(id)) return null;
      const texts: Record<string, string> = JSON.parse(readFileSync(id, "utf8"));
      const compiled = Object.fromEntries(
        Object.entries(texts).map(([key, text]) => [key, compileMessageOrThrow(text)]),
      );
      return { code: `export default ${JSON.stringify(compiled)}`, moduleType: "js" };
    },
  };
}

/**
 * Preact in React's place (decision 059): the app and its libraries are written for React, and
 * both builds hand them preact/compat, a tenth of react-dom's bytes for the slow phone to fetch
 * and run. React stays installed for the libraries' peer dependencies and for the types.
 */
export const preactForReact = {
  alias: [
    { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
    { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
    { find: /^react(-dom)?$/, replacement: "preact/compat" },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
    // A shim of React 18's hook for older Reacts, in CommonJS; Preact has the hook itself.
    { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "preact/compat" },
  ],
};

/**
 * Domain modules build zod schemas at load; as pure calls, the schemas a chunk does not use are
 * dropped, so a page that only needs a module's rules does not download zod. Zod's builders are
 * named one by one (`z.object`, `z.string`…): the bare name `z` also matches any minified
 * library's own function `z`, and Preact's is its diff, which the build then dropped whole.
 */
const zodBuilders = Object.entries(z)
  .filter(([name, value]) => /^[a-z]/.test(name) && typeof value === "function")
  .map(([name]) => `z.${name}`);

/** The bundler's settings both builds share. */
const rolldownOptions: Rolldown.RolldownOptions = {
  treeshake: { manualPureFunctions: zodBuilders },
  // Libraries mark their React Server Components boundaries "use client": this app has none.
  onwarn(warning, warn) {
    if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
  },
};

/**
 * The server's build of the app (`vite build --ssr server-render.tsx`, decision 037): one module
 * tree for Node with its libraries inside, since production installs only the server's
 * dependencies, and nothing for the browser (no assets, manifest or precompressed copies).
 */
const serverRenderBuild = defineConfig({
  root: "src/web",
  publicDir: false,
  resolve: preactForReact,
  plugins: [compiledCatalogs()],
  // The libraries' production builds whatever NODE_ENV the server runs under (`npm start` sets
  // none): React's development build checked every element and prop, and drew a page in twice the
  // time.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: {
    outDir: "../../dist/ssr",
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions,
  },
});

const browserBuild = defineConfig({
  root: "src/web",
  publicDir: "public",
  resolve: preactForReact,
  plugins: [compiledCatalogs(), tailwindcss(), lowPriorityScripts(), precompress()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // .vite/manifest.json: the server reads it to preload a page's own chunks (web-client.ts).
    manifest: true,
    // Browsers follow <link rel="modulepreload"> themselves (Safari since 17; older ones load the
    // same modules by import, later): the polyfill's quarter kilobyte made room in /home's budget
    // for holding early taps (held-taps.ts).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      ...rolldownOptions,
      // Required by experimentalInlineCommonChunks below; the entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
        // Few chunks per page: on a slow mobile link every request costs a round trip.
        codeSplitting: {
          // Everything index.html loads in one chunk, not the entry plus small shared pieces.
          groups: [{ name: "app", tags: ["$initial"] }],
          // Small pieces shared by a few pages (icons, cards, domain rules) are copied into each
          // page's chunk: 3–5 requests per page instead of 15–25.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
