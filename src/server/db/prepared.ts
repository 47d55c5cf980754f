import type { Db } from "./client.ts";

/**
 * A query built once per database handle and sent as a named, prepared statement: Drizzle does
 * not rebuild its SQL on every call, and PostgreSQL parses and plans it once per connection
 * instead of on every call. For the hot reads (docs/PERFORMANCE.md).
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
