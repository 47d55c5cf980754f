import type { FastifyInstance } from "fastify";
import type { ApiRoute } from "../docs/openapi.ts";

export type RecordedRoute = ApiRoute;

/** The API routes the app registered (`/api/…`), as the suites enumerate them. */
export function apiRoutesOf(app: FastifyInstance): readonly RecordedRoute[] {
  return app.apiRoutes;
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
