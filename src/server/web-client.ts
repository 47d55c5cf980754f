import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "./http-error.ts";

export const WEB_ROOT = fileURLToPath(new URL("../../dist/web", import.meta.url));

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached, and every
 * client route answered with index.html. Unknown /api paths stay JSON 404s.
 */
export async function registerWebClient(app: FastifyInstance) {
  const hasClient = existsSync(`${WEB_ROOT}/index.html`);
  if (hasClient) {
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
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (request.url.startsWith("/api/") || !wantsPage || !hasClient) {
      throw notFound(`No such path: ${request.method} ${request.url.split("?")[0]}`);
    }
    reply.header("Cache-Control", "no-cache");
    return reply.sendFile("index.html");
  });
}
