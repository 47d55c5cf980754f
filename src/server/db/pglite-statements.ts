// PGlite parses and plans every query it is sent: its query() is the extended protocol with the
// unnamed statement, so Drizzle's named statements (prepared.ts) are named for PostgreSQL only. A
// ride's record took 1.5 ms a read there, 0.6 ms of it planning (docs/PERFORMANCE.md). A query the
// app sends again is prepared once with SQL PREPARE and then run with EXECUTE, which plans nothing.
// EXECUTE takes no bound parameters, so its values go as quoted literals, each written by PGlite's
// own serializer for the parameter's type, as query() would have sent it.
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { LRUCache } from "lru-cache";

/** What a prepared query needs at each call: its name and its parameters' types. */
interface Statement {
  name: string;
  types: number[];
}

/** The client, or a transaction on it: where a query and its statement's PREPARE go. */
type Session = Pick<Transaction, "query" | "exec">;

/** Statements kept prepared at once; the least recently used is deallocated beyond it. */
const KEPT = 500;
// Only these are what PREPARE accepts; anything else (LISTEN, SET…) goes as it came.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** in_failed_sql_transaction: the PREPARE was refused for its moment, not for its text. */
const TRANSACTION_ABORTED = "25P02";

/** A value as a string literal: quotes doubled (standard_conforming_strings is always on). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Makes `client.query`, and a transaction's, prepare each parameterized query the second time it
 * is sent, and run it by name from then on. A prepared statement outlives the transaction that
 * prepared it, rolled back or not: it belongs to the one session PGlite has.
 */
export function preparedQueries(client: PGlite): void {
  let named = 0;
  const seenOnce = new LRUCache<string, true>({ max: KEPT });
  const statements = new LRUCache<string, Promise<Statement | null>>({
    max: KEPT,
    dispose: (statement) => {
      void statement.then((kept) => kept && client.exec(`deallocate ${kept.name}`)).catch(() => {});
    },
  });

  async function prepare(session: Session, send: Session["query"], query: string) {
    named += 1;
    const name = `app_statement_${named}`;
    try {
      await session.exec(`prepare ${name} as ${query}`);
      const { rows } = await send<{ types: number[] }>(
        "select parameter_types::oid[] as types from pg_prepared_statements where name = $1",
        [name],
      );
      const statement: Statement = { name, types: (rows[0]?.types ?? []).map(Number) };
      return statement;
    } catch (error) {
      // Refused for its text, it goes as sent from now on; refused inside a failed transaction,
      // it is prepared another time.
      if ((error as { code?: string }).code === TRANSACTION_ABORTED) statements.delete(query);
      return null;
    }
  }

  function preparing(session: Session, send: Session["query"]): Session["query"] {
    return async <T>(query: string, params: unknown[] = [], options?: QueryOptions) => {
      if (params.length === 0 || !PREPARABLE.test(query)) return send<T>(query, params, options);
      let statement = statements.get(query);
      if (!statement) {
        if (!seenOnce.has(query)) {
          seenOnce.set(query, true);
          return send<T>(query, params, options);
        }
        statement = prepare(session, send, query);
        statements.set(query, statement);
      }
      const kept = await statement;
      if (!kept) return send<T>(query, params, options);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return "null";
        const type = kept.types[index] ?? 0;
        const serialize = options?.serializers?.[type] ?? client.serializers[type];
        return literal(serialize ? serialize(value) : String(value));
      });
      // The simple protocol: one message where query() sends six, and nothing left to bind.
      const [result] = await session.exec(`execute ${kept.name}(${values.join(", ")})`, options);
      return result as Results<T>;
    };
  }

  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = preparing(client, query);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = preparing(tx, tx.query);
      return callback(tx);
    });
}
