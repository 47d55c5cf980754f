import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "./http-error.ts";
import { siteOrigin } from "./public-url.ts";
import { type LinkPreview, ridePreview, SITE_PREVIEW } from "./rides/link-preview.ts";

export const WEB_ROOT = fileURLToPath(new URL("../../dist/web", import.meta.url));
const RIDE_PAGE = /^\/rides\/(\d{1,9})\/?$/;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** Open Graph and Twitter card tags, so a pasted link unfurls into a preview card. */
function previewTags(preview: LinkPreview, pageUrl: string, origin: string): string {
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
  return tags
    .map(
      ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
    )
    .join("\n    ");
}

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, and every
 * client route answered with index.html, its head carrying the page's link-preview tags.
 * Unknown /api paths stay JSON 404s.
 */
export async function registerWebClient(app: FastifyInstance) {
  const indexPath = `${WEB_ROOT}/index.html`;
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: WEB_ROOT,
      index: false,
      wildcard: false,
      setHeaders(res, path) {
        res.header(
          "Cache-Control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  async function pageHtml(html: string, request: FastifyRequest) {
    const path = request.url.split("?")[0] ?? "/";
    const origin = siteOrigin(app.config, request);
    const rideId = RIDE_PAGE.exec(path)?.[1];
    const preview =
      (rideId && (await ridePreview(app.db, Number(rideId), new Date()))) || SITE_PREVIEW;
    return html
      .replace(/<title>.*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`)
      .replace("</head>", `  ${previewTags(preview, `${origin}${path}`, origin)}\n  </head>`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (request.url.startsWith("/api/") || !wantsPage || !indexHtml) {
      throw notFound(`No such path: ${request.method} ${request.url.split("?")[0]}`);
    }
    return reply
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(await pageHtml(indexHtml, request));
  });
}
