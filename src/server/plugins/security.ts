import type { FastifyInstance, FastifyReply } from "fastify";
import { messageRef } from "../../domain/i18n/message.ts";
import type { Config } from "../config.ts";
import { SESSION_COOKIE } from "../http/session-cookie.ts";
import { badRequest, forbidden } from "../http-error.ts";
import { siteOrigin } from "../public-url.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// U+0000 and half a surrogate pair: text PostgreSQL cannot store (it would fail as a 500).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

/** The dotted path of the first string in `value` PostgreSQL cannot store, or null. */
function unstorableTextPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === "string" && unstorable(item)) return path;
    if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** "https://{s}.tile.example.org/{z}/{x}/{y}.png" -> "https://*.tile.example.org" */
function originPattern(urlTemplate: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(urlTemplate);
  return match?.[1] ? match[1].replace("{s}", "*") : "'self'";
}

/** What a file of the build keeps: the browser may not guess its type, nor another site embed it. */
const FILE_HEADERS = {
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
};

/** The rest only a page reads (beside its CSP): who may frame or open it, its referrer, HSTS. */
const PAGE_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};
const PAGE_ONLY = ["content-security-policy", ...Object.keys(PAGE_HEADERS)];

/**
 * The headers every response carries, worked out once at start (helmet's plugin rebuilt them on
 * every request, a measurable share of a small call's cost: docs/decisions/009). `scripts` are
 * the CSP sources of the inline scripts pages carry (their hashes): no other inline script runs.
 */
export function securityHeaders(config: Config, scripts: string[]): Record<string, string> {
  const csp = {
    "default-src": "'self'",
    "script-src": ["'self'", ...scripts].join(" "),
    "style-src": "'self' 'unsafe-inline'",
    "img-src": `'self' data: blob: ${originPattern(config.TILE_URL)} ${new URL(config.TRAFFIC_IMAGES_ORIGIN).origin}`,
    "connect-src": `'self' ${originPattern(config.PLACE_SEARCH_URL)}`,
    "font-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
    "manifest-src": "'self'",
    "worker-src": "'self'",
  };
  return {
    "content-security-policy": Object.entries(csp)
      .map(([directive, sources]) => `${directive} ${sources}`)
      .join("; "),
    ...PAGE_HEADERS,
    ...FILE_HEADERS,
  };
}

/**
 * Keeps only FILE_HEADERS on a file of the build (a script, a stylesheet, an image): a page's own
 * mean nothing there, and on a slow phone's HTTP/1.1 they were 0.9 KB more on each of the 10–20
 * files a page needs before it answers taps (decision 009).
 */
export function keepFileHeaders(reply: FastifyReply) {
  for (const name of PAGE_ONLY) reply.removeHeader(name);
}

/** Security headers on every response, and cross-site writes refused. */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  { scripts }: { scripts: string[] },
) {
  const headers = securityHeaders(config, scripts);
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });

  // Only JSON bodies are accepted: a cross-site HTML form cannot send one without a preflight.
  app.removeContentTypeParser("text/plain");

  // JSON as Fastify parses it, then refused with 400 naming the field if any text in it could not
  // be stored.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const path = unstorableTextPath(value);
      if (path === null) return done(null, value);
      done(badRequest(messageRef("error.unstorable_text"), path || "body"));
    });
  });

  // An answer to someone with a session, to a write (a login or registration starts a session)
  // or about oneself is theirs alone: no cache may keep it or hand it to anyone else. Visitors'
  // reads keep their own caching.
  app.addHook("onSend", async (request, reply, payload) => {
    const personal =
      request.url.startsWith("/api/") &&
      (request.cookies?.[SESSION_COOKIE] !== undefined ||
        !SAFE_METHODS.has(request.method) ||
        request.routeOptions.url === "/api/auth/me");
    if (personal) {
      reply.header("cache-control", "private, no-store");
      const vary = String(reply.getHeader("vary") ?? "");
      if (!/\bcookie\b/i.test(vary)) reply.header("vary", vary ? `${vary}, Cookie` : "Cookie");
    }
    return payload;
  });

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    const crossSite = origin
      ? origin !== siteOrigin(config, request)
      : request.headers["sec-fetch-site"] === "cross-site";
    if (crossSite) throw forbidden(messageRef("error.cross_site"));
  });
}
