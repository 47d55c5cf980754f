import type * as FastifyModule from "fastify";
import type { FastifyInstance } from "fastify";

/** A route as registered: what the security suites enumerate to prove they cover every one. */
export interface RecordedRoute {
  method: string;
  url: string;
  /** The zod schemas the route declared, if any. */
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
}

const routesByApp = new WeakMap<object, RecordedRoute[]>();

/**
 * A `vi.mock("fastify", …)` factory: the apps it builds record every route through an `onRoute`
 * hook, added before any route exists. In a test file:
 *
 *   vi.mock("fastify", async (importOriginal) =>
 *     (await import("../testing/route-recorder.ts")).recordingFastify(importOriginal));
 */
export async function recordingFastify(importOriginal: () => Promise<typeof FastifyModule>) {
  const actual = await importOriginal();
  const build = actual.default as unknown as (options?: object) => FastifyInstance;
  const create = (options?: object) => {
    const app = build(options);
    const routes: RecordedRoute[] = [];
    routesByApp.set(app, routes);
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          body: route.schema?.body,
          params: route.schema?.params,
          querystring: route.schema?.querystring,
        });
      }
    });
    return app;
  };
  return { ...actual, default: create, fastify: create };
}

/**
 * The API routes the app registered (`/api/…`), without the HEAD twins Fastify adds to GETs.
 * Throws when the app was not built through `recordingFastify`.
 */
export function apiRoutesOf(app: FastifyInstance): RecordedRoute[] {
  const routes = routesByApp.get(app);
  if (!routes) throw new Error("this app was not built with the recording fastify mock");
  return routes.filter((route) => route.url.startsWith("/api/") && route.method !== "HEAD");
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
