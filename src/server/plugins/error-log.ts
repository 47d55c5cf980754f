// What a logged error may say. A failed query's error carries the values it was sent (Drizzle's
// `params` and its message's "params:" line; PostgreSQL's `detail`, "Failing row contains (…)"):
// password hashes, session-token hashes, phone numbers. The log keeps the SQL, the codes and the
// stack, never those values.

// Fields of Drizzle, pg and PGlite errors that hold values sent or stored.
const DATA_FIELDS = new Set(["params", "parameters", "query", "detail", "where", "internalQuery"]);
const MAX_CAUSES = 5;

/** Drizzle's message is "Failed query: <sql>\nparams: <values>": the values go. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "");

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The `err` serializer of the app's logger: type, message, stack, codes and causes, no data. */
export function serializeError(error: Error, depth = 0): LoggedError {
  const logged: LoggedError = {
    type: error.constructor.name,
    message: withoutParams(String(error.message)),
    stack: withoutParams(error.stack ?? ""),
  };
  for (const [field, value] of Object.entries(error)) {
    if (DATA_FIELDS.has(field) || field === "cause") continue;
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      logged[field] = value;
    }
  }
  const cause: unknown = error.cause;
  if (cause instanceof Error && depth < MAX_CAUSES) logged.cause = serializeError(cause, depth + 1);
  return logged;
}
