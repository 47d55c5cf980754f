import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  type Area,
  INITIAL_AREAS,
  MEMBER_PART_AREAS,
  PAGE_AREAS,
  type PageName,
} from "../../domain/i18n/areas.ts";
import { HTML_LANG, LOCALES, type Locale } from "../../domain/i18n/locales.ts";
import { messageRef } from "../../domain/i18n/message.ts";
import { homeListFilters, rideListPath } from "../../domain/ride/ride-list.ts";
import { parseHomeSearch } from "../../domain/ride/ride-search.ts";
import { notFound } from "../http-error.ts";
import { translatorFor } from "../i18n/catalogs.ts";
import { requestLocale } from "../i18n/request-locale.ts";
import { keepFileHeaders } from "../plugins/security.ts";
import { siteOrigin } from "../public-url.ts";
import { type FirstRead, firstReads, firstReadsScript, type InlineRead } from "./first-reads.ts";
import { type LinkPreview, ridePreview, sitePreview } from "./link-preview.ts";
import { openedAsPage, pageDrawer } from "./prerender.ts";
import {
  ANY_RIDER,
  type PageAsked,
  SHARED_READER,
  type SharedPage,
  sharedPageOf,
} from "./shared-reader.ts";

export const WEB_ROOT = fileURLToPath(new URL("../../../dist/web", import.meta.url));
const RIDE_PAGE = /^\/rides\/(\d{1,9})\/?$/;
const HOME_PAGE = /^\/(home\/?)?$/;
const API_PATH = /^\/api(\/|\?|$)/;

/**
 * The page (src/web/pages) of each route a visitor often opens first, so its chunks and its
 * catalog areas load beside the entry instead of after it. The full route table is the client's
 * (router.tsx).
 */
const FIRST_PAGES: [RegExp, PageName][] = [
  [HOME_PAGE, "home-page"],
  [/^\/auth\/?$/, "auth-page"],
  [RIDE_PAGE, "ride-detail-page"],
  [/^\/guide\/?$/, "guide-page"],
  [/^\/bus-guide\/?$/, "bus-guide-page"],
];

/** A page's module, as the build manifest names it. */
const pageModule = (page: PageName) => `pages/${page}.tsx`;

/** Vite's build manifest (.vite/manifest.json): each source module's chunk and static imports. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** A module's chunk and every chunk it imports statically, as manifest keys. */
function staticClosure(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, found);
  return found;
}

/** Per first page, the chunk URLs to preload beyond those index.html already loads. */
export function preloadedChunks(manifest: Manifest): Map<string, string[]> {
  const initial = staticClosure(manifest, "index.html");
  return new Map(
    FIRST_PAGES.map(([, page]) => [
      pageModule(page),
      [...staticClosure(manifest, pageModule(page))]
        .filter((key) => !initial.has(key))
        .map((key) => `/${manifest[key]?.file}`),
    ]),
  );
}

/**
 * The chunks of what only a ride's own people see on its page (src/web/pages/ride-member-parts.ts)
 * beyond the ride page's own: a page drawn for one of them preloads them, where they are drawn.
 */
export function memberPartChunks(manifest: Manifest): string[] {
  const loaded = staticClosure(manifest, pageModule("ride-detail-page"));
  for (const key of staticClosure(manifest, "index.html")) loaded.add(key);
  return [...staticClosure(manifest, "pages/ride-member-parts.ts")]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]?.file}`);
}

const catalogChunks = (manifest: Manifest, locale: Locale, areas: readonly Area[]) =>
  areas
    .map((area) => manifest[`../domain/i18n/catalogs/${locale}/${area}.json`]?.file)
    .filter((file) => file !== undefined)
    .map((file) => `/${file}`);

const catalogChunksByLocale = (manifest: Manifest, areas: readonly Area[]) =>
  new Map(LOCALES.map((locale) => [locale, catalogChunks(manifest, locale, areas)]));

/** Per language, the chunks of the catalog areas every page loads first (src/web/lib/i18n.ts). */
export const initialCatalogChunks = (manifest: Manifest): Map<Locale, string[]> =>
  catalogChunksByLocale(manifest, INITIAL_AREAS);

/** Per first page and language, the chunks of the page's own catalog areas (PAGE_AREAS). */
export function pageCatalogChunks(manifest: Manifest): Map<PageName, Map<Locale, string[]>> {
  return new Map(
    FIRST_PAGES.map(([, page]) => [page, catalogChunksByLocale(manifest, PAGE_AREAS[page])]),
  );
}

/**
 * The API reads a page makes as soon as it runs. Those it needs for its first paint (the
 * session, and the page's own data) are answered inside the page (first-reads.ts, decision 036);
 * the rest are preloaded, so the browser starts them with the scripts. Each URL is exactly the
 * one the client fetches, with credentials: the client finds inlined answers by URL, and the
 * browser hands a preloaded answer over only to the same request.
 */
function pageReads(path: string, query: URLSearchParams, sharedReader: boolean) {
  const rideId = Number(RIDE_PAGE.exec(path)?.[1]);
  const carriesData = HOME_PAGE.test(path) || rideId > 0;
  // Only the pages whose first paint needs them carry reads (the rest only preload the session).
  const inline: InlineRead[] = carriesData ? [{ url: "/api/auth/me" }] : [];
  // A page drawn for any rider: the reader's own session is read once it is hydrated.
  const preload = carriesData && !sharedReader ? [] : ["/api/auth/me"];
  if (HOME_PAGE.test(path)) {
    inline.push({ url: "/api/stats" });
    // The first page of the list the URL's search asks for (`?dir=…&day=…&time=…`).
    if (isHomeList(path, query)) {
      const filters = homeListFilters(parseHomeSearch(query));
      inline.push({ url: rideListPath(filters), filters });
      // And the reader's own view of the list.
      if (sharedReader) preload.push(rideListPath(filters));
    }
  }
  // The ride, and the settings its Share button reads as soon as it shows.
  if (rideId > 0) {
    inline.push({ url: `/api/rides/${rideId}` });
    preload.push("/api/config");
  }
  return { inline, preload };
}

const isHomeList = (path: string, query: URLSearchParams) =>
  HOME_PAGE.test(path) && query.get("tab") !== "my";

/** What the page a request asks for is, as shared-reader.ts tells pages apart. */
function pageAsked(request: FastifyRequest): PageAsked {
  const [path = "/", search = ""] = request.url.split("?");
  const rideId = Number(RIDE_PAGE.exec(path)?.[1]);
  const homeList = isHomeList(path, new URLSearchParams(search));
  return { homeList, rideId: rideId > 0 ? rideId : null };
}

/** The read cache's name for a page every signed-in rider shares; null: the reader's own. */
const sharedReaderFor = async (request: FastifyRequest) =>
  (await sharedPageOf(request, pageAsked(request))) ? SHARED_READER : null;

/**
 * The reads a page every rider shares is drawn from: any rider's session, the ride as every
 * rider without a part in it reads it, and the rest as a visitor reads them.
 */
async function readsForAnyRider(
  app: FastifyInstance,
  request: FastifyRequest,
  inline: InlineRead[],
  shared: SharedPage,
  rideId: string | undefined,
): Promise<FirstRead[]> {
  const given = new Map<string, unknown>([["/api/auth/me", ANY_RIDER]]);
  if (rideId && shared.ride !== undefined) given.set(`/api/rides/${rideId}`, shared.ride);
  const asked = inline.filter((read) => !given.has(read.url));
  const answered = await firstReads(app, request, asked, { asVisitor: true });
  return inline.flatMap(({ url }) =>
    given.has(url)
      ? [{ url, status: 200, body: given.get(url) }]
      : answered.filter((read) => read.url === url),
  );
}

const noSuchPath = (request: FastifyRequest) =>
  notFound(
    messageRef("error.no_such_path", {
      method: request.method,
      path: request.url.split("?")[0] ?? "",
    }),
  );

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * Module preloads for the page's chunks (at low priority, as the app's own: vite.config.ts), fetch
 * preloads for its first API reads.
 */
function preloadTags(chunks: string[], reads: string[]): string[] {
  return [
    ...chunks.map(
      (href) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...reads.map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}" />`,
    ),
  ];
}

/** Open Graph and Twitter card tags, so a pasted link unfurls into a preview card. */
function previewTags(preview: LinkPreview, pageUrl: string, origin: string): string[] {
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "FC Rideshare"],
    ["property", "og:title", preview.title],
    ["property", "og:description", preview.description],
    ["property", "og:url", pageUrl],
    ["property", "og:image", `${origin}/og-image.png`],
    ["property", "og:image:width", "1200"],
    ["property", "og:image:height", "630"],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", preview.title],
    ["name", "twitter:description", preview.description],
    ["name", "twitter:image", `${origin}/og-image.png`],
  ];
  return tags.map(
    ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
  );
}

/**
 * Serves the built client: hashed assets cached for a year (sent precompressed), HTML never
 * cached, and every client route answered with index.html, its head carrying preload hints for
 * the page's own chunks and first API reads, and the page's link-preview tags. Unknown /api
 * paths stay JSON 404s.
 */
export async function registerWebClient(app: FastifyInstance) {
  const indexPath = `${WEB_ROOT}/index.html`;
  const manifestPath = `${WEB_ROOT}/.vite/manifest.json`;
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest)
    : {};
  const chunks = preloadedChunks(manifest);
  const memberChunks = memberPartChunks(manifest);
  const memberCatalogs = catalogChunksByLocale(manifest, MEMBER_PART_AREAS);
  const initialCatalogs = initialCatalogChunks(manifest);
  const pageCatalogs = pageCatalogChunks(manifest);
  const drawPage = indexHtml ? pageDrawer(WEB_ROOT, indexHtml) : null;

  async function pageHtml(html: string, request: FastifyRequest) {
    const [path = "/", search = ""] = request.url.split("?");
    const origin = siteOrigin(app.config, request);
    const rideId = RIDE_PAGE.exec(path)?.[1];
    const locale = requestLocale(request);
    const i18n = translatorFor(locale);
    const preview =
      (rideId && (await ridePreview(i18n, app.db, Number(rideId), new Date()))) ||
      sitePreview(i18n);
    const page = FIRST_PAGES.find(([pattern]) => pattern.test(path))?.[1];
    const shared = await sharedPageOf(request, pageAsked(request));
    const reads = pageReads(path, new URLSearchParams(search), shared !== null);
    // A ride's page drawn for its reader alone is drawn for one of its own people, or for a
    // driver (shared-reader.ts): its members' parts may be in it.
    const ownRide = page === "ride-detail-page" && !shared && request.user !== null;
    const read = reads.inline.length > 0;
    const answers = !read
      ? []
      : shared
        ? await readsForAnyRider(app, request, reads.inline, shared, rideId)
        : await firstReads(app, request, reads.inline);
    const head = [
      ...preloadTags(
        [
          ...(initialCatalogs.get(locale) ?? []),
          ...((page && pageCatalogs.get(page)?.get(locale)) || []),
          ...((page && chunks.get(pageModule(page))) || []),
          ...(ownRide ? [...(memberCatalogs.get(locale) ?? []), ...memberChunks] : []),
        ],
        reads.preload,
      ),
      ...previewTags(preview, `${origin}${path}`, origin),
      ...(read ? [firstReadsScript(answers, shared !== null)] : []),
    ];
    // Replaced through functions: in a replacement string, `$'` or `$&` in a ride's text would
    // paste parts of the page (a `</script>` among them) into it.
    const sent = html
      .replace('<html lang="en">', `<html lang="${HTML_LANG[locale]}">`)
      .replace(/<title>.*<\/title>/, () => `<title>${escapeHtml(preview.title)}</title>`)
      // The static frame's own words, shown until the app renders.
      .replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${escapeHtml(sitePreview(i18n).description)}"`,
      )
      .replace(
        '<span class="sr-only">Loading</span>',
        `<span class="sr-only">${escapeHtml(i18n._("app.loading"))}</span>`,
      )
      .replace("</head>", () => `  ${head.join("\n    ")}\n  </head>`);
    // The pages that carry their data are drawn with it.
    return drawPage && answers.length > 0
      ? drawPage(request, { path, search, locale, reads: answers }, sent)
      : sent;
  }

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: WEB_ROOT,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each script and stylesheet (vite.config.ts).
      preCompressed: true,
      // A page brings dozens of files: the log keeps its requests, not each file (logging.ts).
      logLevel: "warn",
      setHeaders(reply, path) {
        const built = path.includes("/assets/");
        reply.header("Cache-Control", built ? "public, max-age=31536000, immutable" : "no-cache");
        // The service worker (/sw.js) keeps the page's headers: its policy is its own CSP.
        if (built) keepFileHeaders(reply);
      },
    });
    // Client routes are a route, not the not-found handler, so that their pages are compressed.
    // Visitors opening the same link within a second share its page, as they share its reads
    // (decision 010): drawing it takes 12–15 ms of CPU. It is drawn in their language, for their
    // address, and only for the browser's own navigation.
    const pageDependsOn = (request: FastifyRequest) =>
      `${requestLocale(request)} ${siteOrigin(app.config, request)} ${openedAsPage(request)}`;
    // Signed-in riders share their `/home`, and a ride's page they have no part in, the same way
    // (shared-reader.ts).
    const config = { cacheAnonymous: pageDependsOn, cacheSignedIn: sharedReaderFor };
    app.get("/*", { schema: { hide: true }, config }, async (request, reply) => {
      if (API_PATH.test(request.url)) throw noSuchPath(request);
      return (
        reply
          // A page may carry the reader's own data (first-reads.ts): never for a shared cache.
          .header("Cache-Control", "private, no-cache")
          .type("text/html; charset=utf-8")
          .send(await pageHtml(indexHtml, request))
      );
    });
  }

  app.setNotFoundHandler(async (request) => {
    throw noSuchPath(request);
  });
}
