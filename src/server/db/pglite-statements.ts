// PGlite parses and plans every query it is sent: its query() is the extended protocol with the
// unnamed statement, so Drizzle's named statements (prepared.ts) are named for PostgreSQL only. A
// ride's record took 1.5 ms a read there, 0.6 ms of it planning (docs/PERFORMANCE.md). A query the
// app sends again is prepared once with SQL PREPARE and then run with EXECUTE, which plans nothing.
// EXECUTE takes no bound parameters, so its values go as quoted literals, each written by PGlite's
// own serializer for the parameter's type, as query() would have sent it.
import {
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from "@electric-sql/pglite";
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

const asText = (value: string) => value;
/**
 * The parsers Drizzle gives each query it sends PGlite: dates, times and intervals kept as
 * PostgreSQL's text, which Drizzle maps itself. They are the client's own (openPglite), so a
 * query goes without them: PGlite copies all its 318 parsers into a new object for every query
 * that brings parsers of its own, about 60 µs a query here (docs/PERFORMANCE.md).
 */
export const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
};
const OWN_PARSERS = new Set(Object.keys(DRIZZLE_PARSERS));

/** `options` without parsers the client has already; any other parser still goes with it. */
function withoutOwnParsers(options?: QueryOptions): QueryOptions | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((type) => OWN_PARSERS.has(type))) {
    return options;
  }
  const { parsers: _own, ...rest } = options;
  return rest;
}

/** A value as a string literal: quotes doubled (standard_conforming_strings is always on). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Makes `client.query`, and a transaction's, prepare each parameterized query the second time it
 * is sent, and run it by name from then on. A prepared statement outlives the transaction that
 * prepared it, rolled back or not: it belongs to the one session PGlite has.
 */
export function preparedQueries(client: PGlite): void {
  if (client.parsers[types.TIMESTAMP] !== asText) {
    throw new Error("preparedQueries: open the client with DRIZZLE_PARSERS as its own parsers");
  }
  let named = 0;
  const seenOnce = new LRUCache<string, true>({ max: KEPT });
  // Prepared (or found not preparable: false), by the query's text.
  const ready = new LRUCache<string, Statement | false>({
    max: KEPT,
    dispose: (statement) => {
      if (statement) void client.exec(`deallocate ${statement.name}`).catch(() => {});
    },
  });
  // Being prepared: a query that meets its text here goes as sent and waits for nothing. Its
  // PREPARE may itself be waiting for the transaction that sent it.
  const preparing = new Set<string>();

  async function prepare(session: Session, send: Session["query"], query: string) {
    named += 1;
    const name = `app_statement_${named}`;
    preparing.add(query);
    try {
      await session.exec(`prepare ${name} as ${query}`);
      const { rows } = await send<{ types: number[] }>(
        "select parameter_types::oid[] as types from pg_prepared_statements where name = $1",
        [name],
      );
      const statement: Statement = { name, types: (rows[0]?.types ?? []).map(Number) };
      ready.set(query, statement);
      return statement;
    } catch (error) {
      // Refused for its text, it goes as sent from now on; refused inside a failed transaction,
      // it is prepared another time.
      if ((error as { code?: string }).code !== TRANSACTION_ABORTED) ready.set(query, false);
      return false;
    } finally {
      preparing.delete(query);
    }
  }

  function preparedIn(session: Session, send: Session["query"]): Session["query"] {
    return async <T>(query: string, params: unknown[] = [], given?: QueryOptions) => {
      const options = withoutOwnParsers(given);
      if (params.length === 0 || !PREPARABLE.test(query) || preparing.has(query)) {
        return send<T>(query, params, options);
      }
      let statement = ready.get(query);
      if (statement === undefined) {
        if (!seenOnce.has(query)) {
          seenOnce.set(query, true);
          return send<T>(query, params, options);
        }
        statement = await prepare(session, send, query);
      }
      if (!statement) return send<T>(query, params, options);
      const { name, types } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return "null";
        const type = types[index] ?? 0;
        const serialize = options?.serializers?.[type] ?? client.serializers[type];
        return literal(serialize ? serialize(value) : String(value));
      });
      // The simple protocol: one message where query() sends six, and nothing left to bind.
      const [result] = await session.exec(`execute ${name}(${values.join(", ")})`, options);
      return result as Results<T>;
    };
  }

  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = preparedIn(client, query);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = preparedIn(tx, tx.query);
      return callback(tx);
    });
}
