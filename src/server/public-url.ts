import type { FastifyRequest } from "fastify";
import type { Config } from "./config.ts";

/** The site's own origin: PUBLIC_URL when set, else the one this request came to. */
export function siteOrigin(config: Config, request: FastifyRequest): string {
  return config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
}

export function rideUrl(config: Config, request: FastifyRequest, rideId: number): string {
  return `${siteOrigin(config, request)}/rides/${rideId}`;
}
