import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { forbidden } from "../http-error.ts";
import { siteOrigin } from "../public-url.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** "https://{s}.tile.example.org/{z}/{x}/{y}.png" -> "https://*.tile.example.org" */
function originPattern(urlTemplate: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(urlTemplate);
  return match?.[1] ? match[1].replace("{s}", "*") : "'self'";
}

/** Security headers on every response, and cross-site writes refused. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", originPattern(config.TILE_URL)],
        connectSrc: ["'self'", originPattern(config.PLACE_SEARCH_URL)],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  // Only JSON bodies are accepted: a cross-site HTML form cannot send one without a preflight.
  app.removeContentTypeParser("text/plain");

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    const crossSite = origin
      ? origin !== siteOrigin(config, request)
      : request.headers["sec-fetch-site"] === "cross-site";
    if (crossSite) throw forbidden("Cross-site request refused");
  });
}
