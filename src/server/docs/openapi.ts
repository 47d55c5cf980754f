import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema } from "../http/error-schema.ts";
import { automaticRefusals, INTERNAL, type Refusal } from "../http/refusals.ts";

/** An API route as registered, with the schemas it validates its input with. */
export interface ApiRoute {
  method: string;
  url: string;
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  /** What the route declared in `config.refusals`; undefined when it declared nothing. */
  declaredRefusals?: readonly Refusal[];
  /** Every refusal documented for it: the declared ones and those of the hooks it passes. */
  refusals: readonly Refusal[];
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
      const declaredRefusals = route.config?.refusals;
      const refusals = uniqueByCode([
        ...(declaredRefusals ?? []),
        ...automaticRefusals({
          method,
          hasBody: body !== undefined,
          hasInput: body !== undefined || params !== undefined || querystring !== undefined,
          writeLimit: route.config?.writeLimit !== undefined,
          throttlePerAddress: route.config?.throttlePerAddress === true,
        }),
      ]);
      apiRoutes.push({
        method,
        url: route.url,
        body,
        params,
        querystring,
        declaredRefusals,
        refusals,
      });
    }
    if (route.url.startsWith("/api/docs")) return;
    // Serialized with the one error shape; the document lists each status's own codes instead.
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
    transformObject: (documentObject) => {
      if (!("openapiObject" in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject;
      documentRefusals(document.paths as Paths, apiRoutes);
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

function uniqueByCode(refusals: Refusal[]): Refusal[] {
  return [...new Map(refusals.map((refusal) => [refusal.code, refusal])).values()];
}

/**
 * One documented response per refusal status: the error body with only that status's codes, and
 * a description that says when each is answered. A 500 says only that something failed.
 */
function refusalResponses(refusals: readonly Refusal[]) {
  const byStatus = new Map<number, Refusal[]>([[500, [INTERNAL]]]);
  for (const refusal of refusals) {
    byStatus.set(refusal.status, [...(byStatus.get(refusal.status) ?? []), refusal]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, some]) => {
      const codes = some.map((refusal) => refusal.code) as [string, ...string[]];
      const schema = errorSchema.extend({ code: errorSchema.shape.code.extract(codes) });
      const { $schema: _, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12" });
      const description = some.map((refusal) => `\`${refusal.code}\`: ${refusal.when}`).join("; ");
      return [String(status), { description, content: { "application/json": { schema: json } } }];
    }),
  );
}

type Operation = { requestBody?: { required?: boolean }; responses?: Record<string, unknown> };
type Paths = Record<string, Record<string, Operation> | undefined>;

/**
 * Each operation's refusals in place of the generic 4XX/5XX; and a body its schema lets one
 * leave out is not required (Fastify's swagger marks every body required).
 */
function documentRefusals(paths: Paths, routes: readonly ApiRoute[]) {
  for (const route of routes) {
    const operation = paths[route.url.replace(/:(\w+)/g, "{$1}")]?.[route.method.toLowerCase()];
    if (!operation) continue;
    const { "4XX": _client, "5XX": _server, ...responses } = operation.responses ?? {};
    operation.responses = { ...responses, ...refusalResponses(route.refusals) };
    const body = route.body as z.ZodType | undefined;
    if (operation.requestBody && body?.safeParse(undefined).success) {
      operation.requestBody.required = false;
    }
  }
}
