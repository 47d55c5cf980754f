import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { errorSchema } from "../http/error-schema.ts";

/** An API route as registered, with the schemas it validates its input with. */
export interface ApiRoute {
  method: string;
  url: string;
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
}

/** "METHOD /path", the key the route-covering suites index their tables by. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

declare module "fastify" {
  interface FastifyInstance {
    /** Every API route, for the tests that must cover them all (the OpenAPI, matrix and fuzz suites). */
    apiRoutes: readonly ApiRoute[];
  }
}

/**
 * The OpenAPI 3.1 document, generated from the zod schemas the routes validate with, at
 * /api/openapi.json, and a browsable reference at /api/docs. Every API route documents its
 * `{error, code}` answers too.
 */
export async function registerOpenApi(app: FastifyInstance) {
  const apiRoutes: ApiRoute[] = [];
  app.decorate("apiRoutes", apiRoutes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      const { body, params, querystring } = route.schema ?? {};
      apiRoutes.push({ method, url: route.url, body, params, querystring });
    }
    if (route.url.startsWith("/api/docs")) return;
    route.schema ??= {};
    route.schema.response ??= {};
    const response = route.schema.response as Record<string, unknown>;
    response["4xx"] ??= errorSchema;
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "FC Rideshare API",
        description:
          "Shared chartered-car rides between Singapore and Forest City. JSON in, JSON out; every error is `{error, code}`: the English text, and a stable code (with `params` and the input `field`, when it has them) a client translates. Sessions are an HttpOnly cookie set by login and register.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
