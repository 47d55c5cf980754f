import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Listener, pgliteListener, postgresListener } from "../events/listener.ts";
import { keepToRequestDeadline } from "./deadline.ts";
import { withoutLease } from "./dump-without-lease.ts";
import { DRIZZLE_PARSERS, preparedQueries } from "./pglite-statements.ts";
import { dropBrokenClients } from "./pool-clients.ts";
import { makeDataDirPrivate, tightenDataDir } from "./private-files.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;

/** The name the listening connection gives itself on PostgreSQL. */
export const LISTENER_APPLICATION_NAME = "fc-rideshare listener";
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

const listeners = new WeakMap<Db, Listener>();
/** The databases reached over a network (PostgreSQL), whose statements keep a request's deadline. */
const overNetwork = new WeakSet<Db>();

/**
 * True for PostgreSQL: its statements keep each request's deadline (deadline.ts). PGlite runs on
 * the app's own thread, where a stuck statement stops everything and no deadline could answer.
 */
export function keepsRequestDeadlines(db: Db): boolean {
  return overNetwork.has(db);
}

/** The one listener of the database behind `db` (one made by openPglite or openPostgres). */
export function listenerOf(db: Db): Listener {
  const listener = listeners.get(db);
  if (!listener) throw new Error("listenerOf: this db was not opened by db/client.ts");
  return listener;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** The embedded database's files as a gzipped tar, restorable with `restorePglite`. */
  dump?(): Promise<Blob>;
  /** Opens every pooled connection now, before the first request (PostgreSQL). */
  warm?(): Promise<void>;
  /** Where a broken pooled connection is reported (PostgreSQL): the pool drops and replaces it. */
  onConnectionError?(report: (error: Error) => void): void;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any fixed number: instances starting together on one PostgreSQL take turns migrating.
const MIGRATION_LOCK_KEY = 72_410_001;

/**
 * `dataDir` null keeps PGlite in memory (tests); a path persists it there. In memory, `loadDataDir`
 * starts it from a `dump()` instead of empty (the test suites' migrated template).
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) makeDataDirPrivate(dataDir);
  const client = new PGlite({
    ...(dataDir ? { dataDir } : { loadDataDir }),
    parsers: DRIZZLE_PARSERS,
  });
  await client.waitReady;
  if (dataDir) tightenDataDir(dataDir);
  // Queries sent again run prepared (pglite-statements.ts), planned once as on PostgreSQL below.
  await client.exec("set plan_cache_mode = force_generic_plan");
  preparedQueries(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  listeners.set(db, pgliteListener(client));
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      if (dataDir) tightenDataDir(dataDir);
    },
    dump: async () => withoutLease(await client.dumpDataDir("gzip")),
    async close() {
      await client.close();
      if (dataDir) tightenDataDir(dataDir);
    },
  };
}

/** Fills the empty `dataDir` with a database that `dump()` wrote. */
export async function restorePglite(dataDir: string, dump: Blob) {
  makeDataDirPrivate(dataDir);
  const client = new PGlite(dataDir, { loadDataDir: await withoutLease(dump) });
  await client.waitReady;
  await client.query("select 1");
  await client.close();
  tightenDataDir(dataDir);
}

/**
 * How long PostgreSQL may take before a request gives up with a 503: to connect, to run one
 * statement, to wait for a row lock, and to sit idle inside a transaction. The client-side read
 * timeout catches a server that stopped answering at all (a partition), where the server-side
 * timeouts never reach us.
 */
export interface PostgresTimeouts {
  statementMs: number;
}

function timeoutOptions({ statementMs }: PostgresTimeouts) {
  return {
    connectionTimeoutMillis: Math.min(statementMs, 3000),
    statement_timeout: statementMs,
    lock_timeout: Math.min(statementMs, 3000),
    idle_in_transaction_session_timeout: statementMs * 2,
    query_timeout: statementMs + 1000,
    keepAlive: true,
  };
}

export async function openPostgres(
  connectionString: string,
  poolSize = 10,
  timeouts: PostgresTimeouts = { statementMs: 5000 },
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Open connections stay open when idle (the default closed them after 10 s): after a quiet
    // spell, a departure's first wave of riders waited for PostgreSQL to start new ones, and each
    // new connection plans every named statement again (docs/PERFORMANCE.md).
    min: poolSize,
    ...timeoutOptions(timeouts),
    // The prepared statements (db/prepared.ts, the list's shapes) are planned once: with the
    // default, PostgreSQL kept planning the list page on every call (0.45 ms of a 0.8 ms call).
    options: "-c plan_cache_mode=force_generic_plan",
  });
  // A connection that breaks, idle or held, is dropped and replaced by the pool; unheard, its
  // error would end the process. Queries still report their own errors.
  let report: (error: Error) => void = () => {};
  dropBrokenClients(pool, (error) => report(error));
  pool.on("error", () => {});
  pool.on("connect", (client) =>
    keepToRequestDeadline(client, timeoutOptions(timeouts).query_timeout),
  );
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  overNetwork.add(db);
  listeners.set(
    db,
    postgresListener({
      connectionString,
      ...timeoutOptions(timeouts),
      // So an operator (or a test) can tell it apart in pg_stat_activity.
      application_name: LISTENER_APPLICATION_NAME,
    }),
  );
  return {
    db,
    kind: "postgres",
    async warm() {
      const clients = await Promise.all(Array.from({ length: poolSize }, () => pool.connect()));
      for (const client of clients) client.release();
    },
    onConnectionError(reportTo) {
      report = reportTo;
    },
    async migrate() {
      // Its own connection, without the request timeouts: a migration may rightly take long.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}
