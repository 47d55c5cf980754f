// The server's half of a prerendered page (decision 037): the app drawn in Node from the same
// components, with the page's first reads in its own query cache, so the first HTML response
// shows the page and the browser hydrates it. Built by `vite build --ssr` into dist/ssr, which
// src/server/pages/prerender.ts loads when it is there.
import { renderToStringAsync } from "preact-render-to-string";
import { AREAS } from "../domain/i18n/areas.ts";
import type { Locale } from "../domain/i18n/locales.ts";
import { AppRoot } from "./app.tsx";
import { type FirstRead, seedReads } from "./lib/first-reads.ts";
import { setServerLanguage } from "./lib/i18n.ts";
import { createQueryClient } from "./lib/query-client.ts";

export interface PageToRender {
  path: string;
  search: string;
  locale: Locale;
  reads: readonly FirstRead[];
}

/** Longer than any page takes once its code is loaded; past it the page goes out unrendered. */
const RENDER_TIMEOUT_MS = 2000;

async function draw({ path, search, locale, reads }: PageToRender): Promise<string> {
  await setServerLanguage(
    locale,
    AREAS.filter((area) => area !== "server"),
  );
  const client = createQueryClient();
  seedReads(client, reads);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${path} was not drawn in time`)), RENDER_TIMEOUT_MS);
  });
  // A part that fails on the server rejects the whole render (no error boundary catches there):
  // the page goes out with the static frame instead, as it would without a server render.
  const html = await Promise.race([
    renderToStringAsync(<AppRoot client={client} at={{ path, search }} />),
    late,
  ]).finally(() => clearTimeout(timer));
  client.clear();
  return html;
}

// One page at a time: the language is the translator's, shared by every render in the process.
let turn: Promise<unknown> = Promise.resolve();

/** The app's HTML for this page, for inside `#root`. */
export function renderPage(page: PageToRender): Promise<string> {
  const rendered = turn.then(() => draw(page));
  turn = rendered.catch(() => undefined);
  return rendered;
}
