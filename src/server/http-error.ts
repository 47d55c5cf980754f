import { messageRef } from "../domain/i18n/message.ts";

/**
 * An error the caller caused or may see: answered with its status as `{error, code}` (errorBody).
 * `message` is an `error.*` message reference; `field` names the input it is about, which the
 * English text starts with ("currentPassword: Current password is incorrect").
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = messageRef("error.login_required")) =>
  new HttpError(401, message);
export const forbidden = (message = messageRef("error.forbidden")) => new HttpError(403, message);
export const notFound = (message = messageRef("error.not_found")) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** Throws a domain rule's refusal as the HTTP error it maps to. */
export function assertAllowed(
  decision: { ok: true } | { ok: false; status: number; message: string },
): void {
  if (!decision.ok) throw new HttpError(decision.status, decision.message);
}
