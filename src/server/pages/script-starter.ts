// A drawn page shows its cards before any script runs, so its scripts wait for that first paint
// (issue 40, decision 058). Left in the head, the browser fetched, compiled and ran them as soon
// as they came, and on a fast connection the first paint waited behind them; Lighthouse, which
// cannot tell that a module script does not hold the paint (Chromium traces no EvaluateScript
// for one), counted their bytes into the page's largest paint. The page lists its scripts and its
// stylesheet as data, and this script, inline in the head, adds the scripts once its first content
// is on screen; on a link too slow for them to come before it, it fetches them at once (and the
// stylesheet after them) and still runs them after it.
import { createHash } from "node:crypto";
import { TIME_ZONE } from "../../domain/shared/constants.ts";

/** Runs in the browser as it is written here, in the head, before the page is on screen. */
export const SCRIPT_STARTER = `(() => {
  const list = document.getElementById("app-scripts");
  if (!list) return;
  list.remove();
  const { preloads, entry, stylesheets } = JSON.parse(list.textContent);
  const add = (element, attribute, href) => {
    element[attribute] = href;
    element.crossOrigin = "anonymous";
    element.fetchPriority = "low";
    document.head.append(element);
  };
  // The whole stylesheet, beside the rules inline (critical-css.ts), applies once it is in: its
  // rules are worked out while the scripts still download or run, not after they have run.
  const fetchStylesheets = () => {
    for (const href of stylesheets) {
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "style";
      link.dataset.deferredStylesheet = "";
      link.addEventListener("load", () => { link.rel = "stylesheet"; }, { once: true });
      add(link, "href", href);
    }
  };
  let fetched;
  const fetchScripts = () => {
    fetched ??= Promise.all([...preloads, entry].map((href) => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      add(link, "href", href);
      return new Promise((done) => { link.onload = link.onerror = done; });
    }));
    return fetched;
  };
  const start = () => {
    fetchScripts();
    const script = document.createElement("script");
    script.type = "module";
    add(script, "src", entry);
  };
  // The first date formatted loads the browser's language and time zone data, 100-170 ms on a
  // slow phone's CPU: done once the page is drawn, while the scripts are on their way.
  const warm = () => {
    new Intl.DateTimeFormat(document.documentElement.lang, { timeZone: ${JSON.stringify(TIME_ZONE)} }).format(0);
  };
  addEventListener("DOMContentLoaded", () => {
    if (window.requestIdleCallback) requestIdleCallback(warm);
    else setTimeout(warm);
  }, { once: true });
  // A page opened behind another tab paints nothing until it is shown: it need not wait. On a
  // link the browser rates 3G or slower the scripts are fetched at once, since waiting for the
  // paint would leave the link idle, and run after it, which a slow phone's CPU would delay; the
  // stylesheet comes after them there, as the page answers taps only once they are all in.
  const connection = navigator.connection;
  const slow = connection && /^(slow-2g|2g|3g)$/.test(connection.effectiveType);
  if (slow) fetchScripts().then(fetchStylesheets);
  else fetchStylesheets();
  if (document.visibilityState === "hidden") start();
  else if (PerformanceObserver.supportedEntryTypes.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => setTimeout(start));
})();`;

/** The script's CSP source: it runs without allowing inline scripts in general. */
export const SCRIPT_STARTER_SOURCE = `'sha256-${createHash("sha256").update(SCRIPT_STARTER).digest("base64")}'`;

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
/** A stylesheet link of the built index.html (critical-css.ts reads the same ones). */
export const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * `html` with its module scripts, their preloads and its stylesheets started by SCRIPT_STARTER
 * instead (the page's critical rules go inline: critical-css.ts).
 */
export function startScriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const stylesheets = [...html.matchAll(STYLESHEET_LINK)].map(([, href]) => href);
  // The URLs are the build's own asset paths: JSON of them cannot close the element.
  const list = JSON.stringify({ preloads, entry, stylesheets });
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, "")
    .replace(STYLESHEET_LINK, "")
    .replace(
      "</head>",
      () =>
        `  <script type="application/json" id="app-scripts">${list}</script>\n` +
        `    <script>${SCRIPT_STARTER}</script>\n  </head>`,
    );
}
