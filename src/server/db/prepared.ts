import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
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

const dialect = new PgDialect();

/**
 * As `db.execute(query)`, sent as the named statement `name`: PostgreSQL parses and plans it once
 * per connection. Each `name` must always stand for the same text (node-postgres refuses a name
 * reused for another); the values go as parameters.
 */
export function executeNamed(db: Db, name: string, query: SQL) {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
