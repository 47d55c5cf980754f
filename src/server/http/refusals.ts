// The refusals a route answers, declared beside its schema as `config: { refusals: [...] }`:
// the OpenAPI document's error responses are generated from them (docs/openapi.ts), and
// docs/refusals.test.ts makes a real request for each one and checks its status and code. The
// refusals every route gets from the hooks it passes through (bad JSON, write limits, the drain)
// are added by `automaticRefusals`, not declared.

/** One way a route says no: its status, its `code` (an `error.*` id), and when it happens. */
export interface Refusal {
  status: number;
  code: string;
  when: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The refusals this route's own guards and rules answer (http/refusals.ts). */
    refusals?: readonly Refusal[];
  }
}

const refusal = (status: number, code: string, when: string): Refusal => ({ status, code, when });

// Shared by many routes.
export const INVALID_INPUT = refusal(400, "invalid_input", "an input fails its rule: `field` names it");
export const LOGIN_REQUIRED = refusal(401, "login_required", "the request has no valid session");
export const ADMINS_ONLY = refusal(403, "admins_only", "the caller is not an administrator");
export const VENDORS_ONLY = refusal(403, "vendors_only", "the caller is not a vendor");
export const RIDE_NOT_FOUND = refusal(
  404,
  "ride_not_found",
  "no such ride, or a cancelled one the caller had no part in",
);
export const PASSENGER_NOT_FOUND = refusal(
  404,
  "passenger_not_found",
  "no passenger of that id on this ride (before 2026-11 this answered `invalid_input`)",
);

// Per route: named for their code.
export const ALREADY_JOINED = refusal(409, "already_joined", "the caller is already aboard");
export const SPOTS_REMAINING = refusal(409, "spots_remaining", "the party is larger than the free seats");
export const RIDE_FULL = refusal(409, "ride_full", "no seat is free");
export const ORGANIZER_CANNOT_LEAVE = refusal(
  400,
  "organizer_cannot_leave",
  "the organizer tries to leave their own ride",
);
export const REMOVE_NOT_ALLOWED = refusal(
  403,
  "remove_not_allowed",
  "the caller is neither that passenger nor the organizer",
);
export const LOGIN_FAILED = refusal(401, "login_failed", "no such user, or the wrong password");
export const USERNAME_TAKEN = refusal(409, "username_taken", "the Discord username is taken");

/** What the route's definition implies: the hooks and parsers every request of it passes. */
interface RouteShape {
  method: string;
  hasBody: boolean;
  hasInput: boolean;
  writeLimit: boolean;
  throttlePerAddress: boolean;
}

export const SHUTTING_DOWN = refusal(503, "shutting_down", "the server is stopping (drain)");
export const DATABASE_UNAVAILABLE = refusal(
  503,
  "database_unavailable",
  "the database did not answer within DATABASE_TIMEOUT_MS",
);
export const TOO_MANY_WRITES = refusal(
  429,
  "too_many_writes",
  "the account made more writes of this kind than WRITE_LIMITS allows (Retry-After)",
);
export const TOO_MANY_ATTEMPTS = refusal(
  429,
  "too_many_attempts",
  "the address made more than RATE_LIMIT_PER_MINUTE requests a minute (Retry-After)",
);
export const CROSS_SITE = refusal(403, "cross_site", "a write sent from another site");
export const INVALID_JSON = refusal(400, "invalid_json", "the body is not JSON");
export const BODY_NOT_OBJECT = refusal(400, "body_not_object", "the body is empty or not an object");
export const UNSTORABLE_TEXT = refusal(400, "unstorable_text", "a text holds NUL or broken Unicode");
export const JSON_ONLY = refusal(415, "json_only", "the body is not application/json");
export const BODY_TOO_LARGE = refusal(413, "body_too_large", "the body is over 1 MB");

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The refusals of the hooks and parsers a route's requests pass before its handler. */
export function automaticRefusals(route: RouteShape): Refusal[] {
  return [
    SHUTTING_DOWN,
    DATABASE_UNAVAILABLE,
    ...(SAFE_METHODS.has(route.method) ? [] : [CROSS_SITE]),
    ...(route.throttlePerAddress ? [TOO_MANY_ATTEMPTS] : []),
    ...(route.writeLimit ? [TOO_MANY_WRITES] : []),
    ...(route.hasBody
      ? [INVALID_JSON, BODY_NOT_OBJECT, UNSTORABLE_TEXT, JSON_ONLY, BODY_TOO_LARGE]
      : []),
    ...(route.hasInput ? [INVALID_INPUT] : []),
  ];
}

/** Not a refusal but documented beside them: the server failed, and says nothing more. */
export const INTERNAL = refusal(500, "internal", "the server failed; the body says nothing more");
