// The answer of a rule a user can fail: allowed, or refused with a reason, a status and a message.

/** HTTP status a refusal maps to (ARCHITECTURE.md, API contract). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409;

export interface Refusal<R extends string> {
  ok: false;
  reason: R;
  status: RefusalStatus;
  /** Human message, sent as `{"error": message}` and shown in toasts. */
  message: string;
}

export type Decision<R extends string> = { ok: true } | Refusal<R>;

export const ALLOWED: { ok: true } = Object.freeze({ ok: true });

export function refuse<R extends string>(
  reason: R,
  status: RefusalStatus,
  message: string,
): Refusal<R> {
  return { ok: false, reason, status, message };
}
