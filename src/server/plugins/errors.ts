import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { messageRef } from "../../domain/i18n/message.ts";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { errorBody } from "../http/error-body.ts";
import { HttpError } from "../http-error.ts";

const INTERNAL = messageRef("error.internal");
const DATABASE_UNAVAILABLE = messageRef("error.database_unavailable");

/**
 * A request-validation failure as one message that names the field and its rule (the rule's own
 * message, which may be a `form.*` or `error.*` reference), and the field.
 */
function validationError(error: FastifyError): { message: string; field?: string } {
  if (!hasZodFastifySchemaValidationErrors(error)) return { message: error.message };
  const first = error.validation[0];
  const context = error.validationContext ?? "body";
  if (first) {
    const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
    if (field)
      return {
        message: messageRef("error.invalid_input", { message: first.message ?? "" }),
        field,
      };
  }
  return {
    message:
      first && context === "body"
        ? messageRef("error.body_not_object")
        : messageRef("error.invalid_request", { context }),
  };
}

/** Every error leaves as errorBody's `{error, code}`; a 500 says nothing more than that it happened. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, field } = validationError(error);
      return reply.code(400).send(errorBody(message, field));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: databaseCode(error) }, "database unavailable");
      return reply.code(503).send(errorBody(DATABASE_UNAVAILABLE));
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send(errorBody(INTERNAL));
    }
    if (status === 413) return reply.code(413).send(errorBody(messageRef("error.body_too_large")));
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.code(415).send(errorBody(messageRef("error.json_only")));
    }
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send(errorBody(messageRef("error.body_not_object")));
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      return reply.code(400).send(errorBody(messageRef("error.invalid_json")));
    }
    const field = error instanceof HttpError ? error.field : undefined;
    return reply.code(status).send(errorBody(error.message, field));
  });
}

/** The driver's code or first line, for the log: never the query or its parameters. */
function databaseCode(error: unknown): string {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (current?.cause) current = current.cause as typeof current;
  return String(current?.code ?? String(current?.message ?? "").split("\n")[0]);
}
