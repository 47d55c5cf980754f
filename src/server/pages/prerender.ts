// `/home` and a ride's page drawn on the server (decision 037): the app built for Node
// (src/web/server-render.tsx, `vite build --ssr` into dist/ssr) renders the page from the first
// reads it carries, into index.html's #root, with the page's critical CSS inline.
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyRequest } from "fastify";
import type { Locale } from "../../domain/i18n/locales.ts";
import { criticalCssInliner } from "./critical-css.ts";
import type { FirstRead } from "./first-reads.ts";
import { startScriptsAfterPaint } from "./script-starter.ts";
import { TAP_HOLDER } from "./tap-holder.ts";

const SERVER_RENDER = fileURLToPath(new URL("../../../dist/ssr/server-render.js", import.meta.url));

/** What the server draws a page from. */
export interface PageToDraw {
  path: string;
  search: string;
  locale: Locale;
  reads: readonly FirstRead[];
}

/** What src/web/server-render.tsx exports. */
interface ServerRender {
  renderPage(page: PageToDraw): Promise<string>;
}

/** The static frame of index.html, which a drawn page replaces. */
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/**
 * A page the browser opens, not one a script fetches: the service worker's offline copy of the
 * shell (public/sw.js) keeps the static frame, which draws whatever the app then finds. A
 * navigation the service worker passes on comes as `Sec-Fetch-Mode: navigate` with
 * `Sec-Fetch-Dest: empty` (Chromium), and is a page opened. Clients that do not say (link
 * previews, curl) get the page drawn.
 */
export function openedAsPage(request: FastifyRequest) {
  const destination = request.headers["sec-fetch-dest"];
  return (
    destination === undefined ||
    destination === "document" ||
    request.headers["sec-fetch-mode"] === "navigate"
  );
}

/**
 * Draws pages into `html` (index.html as the page is otherwise sent); null when the app was not
 * built for Node, and pages keep the static frame. The render and the stylesheet's plan load with
 * the first page asked for (about a second of CPU), not at start: a restart answers the API at
 * once.
 */
export function pageDrawer(webRoot: string, indexHtml: string) {
  if (!existsSync(SERVER_RENDER)) return null;
  let loaded: Promise<[ServerRender, (page: string) => string]> | undefined;
  const load = () => {
    loaded ??= import(pathToFileURL(SERVER_RENDER).href).then((module: ServerRender) => [
      module,
      criticalCssInliner(webRoot, indexHtml),
    ]);
    return loaded;
  };
  return async (request: FastifyRequest, page: PageToDraw, html: string): Promise<string> => {
    if (!openedAsPage(request)) return html;
    try {
      const [{ renderPage }, inlineCriticalCss] = await load();
      const body = await renderPage(page);
      // The page's first render in the browser draws by this time (use-now.ts).
      const root = `<div id="root" data-prerendered="${page.locale}" data-drawn-at="${new Date().toISOString()}">`;
      return inlineCriticalCss(
        startScriptsAfterPaint(
          html
            .replace(ROOT, (_, end: string) => `${root}${body}</div>${end}`)
            .replace("</head>", () => `  <script>${TAP_HOLDER}</script>\n  </head>`),
        ),
      );
    } catch (error) {
      // The static frame instead: the browser draws the page, as it would without this.
      request.log.warn(
        { err: error, path: page.path },
        "the page could not be drawn on the server",
      );
      return html;
    }
  };
}
