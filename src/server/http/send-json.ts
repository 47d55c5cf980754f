import type { FastifyReply } from "fastify";

/**
 * Sends a body already written as JSON, in the shape of the route's response schema (which it
 * skips: Fastify sends a string of a JSON content type as it is).
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type("application/json; charset=utf-8").send(json);
}
