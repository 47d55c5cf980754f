// What a failed query means to a caller. Drizzle wraps the driver's error (its message carries the
// query's parameters), so these look down the `cause` chain for the driver's own fields.

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  syscall?: unknown;
}

function* causes(error: unknown): Generator<DriverError> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    yield current as DriverError;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The constraint a unique violation (23505) broke, or undefined for any other error. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    if (cause.code === "23505") return typeof cause.constraint === "string" ? cause.constraint : "";
  }
  return undefined;
}

const UNAVAILABLE_CODES = new Set([
  "57014", // query_canceled: statement_timeout
  "55P03", // lock_not_available: lock_timeout
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
]);
// node-postgres reports these without a code.
const UNAVAILABLE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Connection terminated",
  "Client has encountered a connection error",
  "Connection closed",
];

/** True when the database is unreachable, stuck or timed out, rather than the query being wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = typeof cause.code === "string" ? cause.code : "";
    if (UNAVAILABLE_CODES.has(code) || code.startsWith("08")) return true;
    // A connect that failed: a Unix socket's file missing (ENOENT) is one.
    if (cause.syscall === "connect") return true;
    const message = typeof cause.message === "string" ? cause.message : "";
    if (UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
  }
  return false;
}

/**
 * Where node-postgres looks for the server `url` names: a host and port, or, when the host is a
 * directory (`?host=/var/run/postgresql`, or the host part percent-encoded), the Unix socket in it.
 */
function whereOf(url: URL): string {
  const port = url.port || "5432";
  const host = url.searchParams.get("host") ?? decodeURIComponent(url.hostname);
  return host.startsWith("/") ? `${host}/.s.PGSQL.${port}` : `${host}:${port}`;
}

/**
 * One line for an operator whose PostgreSQL did not answer at start (not running, or a wrong
 * DATABASE_URL): where the server looked and what it heard, without the URL's credentials.
 */
export function unreachableDatabaseMessage(databaseUrl: string, error: unknown): string {
  const where = whereOf(new URL(databaseUrl));
  const heard = [...causes(error)].find((cause) => typeof cause.code === "string")?.code;
  return `The database at ${where} did not answer${heard ? ` (${String(heard)})` : ""}: is PostgreSQL running there, and is DATABASE_URL right?`;
}
