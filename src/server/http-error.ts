/** An error the caller caused or may see: answered as `{error: message}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "You must be logged in") => new HttpError(401, message);
export const forbidden = (message = "You are not allowed to do this") =>
  new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** Throws a domain rule's refusal as the HTTP error it maps to. */
export function assertAllowed(
  decision: { ok: true } | { ok: false; status: number; message: string },
): void {
  if (!decision.ok) throw new HttpError(decision.status, decision.message);
}
