import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { readMessageRef } from "../../domain/i18n/message.ts";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { english } from "../i18n/catalogs.ts";

const INTERNAL = "Internal server error";
export const DATABASE_UNAVAILABLE = "The database is unavailable. Please try again in a moment.";

/** Turns a request-validation failure into one message that names the field and the rule. */
function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  const context = error.validationContext ?? "body";
  if (!first) return `Invalid ${context}`;
  const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (!field) {
    return context === "body" ? "Request body must be a JSON object" : `Invalid ${context}`;
  }
  return `${field}: ${first.message}`;
}

/** Every error leaves as `{error}`; a 500 says nothing more than that it happened. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: validationMessage(error) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: databaseCode(error) }, "database unavailable");
      return reply.code(503).send({ error: DATABASE_UNAVAILABLE });
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ error: INTERNAL });
    }
    if (status === 413) return reply.code(413).send({ error: "Request body is too large" });
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send({ error: "Content-Type must be application/json" });
    }
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ error: "Request body must be a JSON object" });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      return reply.code(400).send({ error: "Request body is not valid JSON" });
    }
    return reply.code(status).send(errorBody(error.message));
  });
}

/**
 * An error's answer: its English text, and when the message is a catalog reference
 * ("error.ride_full"), the stable `code` the client translates it by, with its `params`.
 */
export function errorBody(message: string) {
  const ref = readMessageRef(message);
  if (!ref) return { error: message };
  const params = Object.keys(ref.values).length > 0 ? { params: ref.values } : {};
  return { error: english._(ref.id, ref.values), code: ref.id.replace(/^error\./, ""), ...params };
}

/** The driver's code or first line, for the log: never the query or its parameters. */
function databaseCode(error: unknown): string {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (current?.cause) current = current.cause as typeof current;
  return String(current?.code ?? String(current?.message ?? "").split("\n")[0]);
}
