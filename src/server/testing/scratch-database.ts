// Throwaway databases for the API suites, the browser tests and the bench: PGlite in memory or in
// a temporary folder, or a new database on a PostgreSQL server. `drop()` removes it again.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "../db/client.ts";
import { copyTemplateDataDir, TEMPLATE_DUMP } from "./pglite-template.ts";

export type DatabaseKind = "pglite" | "postgres";

/**
 * `template` starts the database as a copy of a migrated one instead of migrating it on `open()`
 * (testing/database-template.ts): for PGlite, a template folder (pglite-template.ts), whose dump an
 * in-memory database loads and whose database folder a new folder copies; on PostgreSQL, the name
 * of a database on the same server. Without one, a folder starts empty.
 */
export type ScratchOptions =
  | { kind: "pglite"; inMemory?: boolean; template?: string }
  | { kind: "postgres"; serverUrl: string; template?: string };

export interface ScratchDatabase {
  kind: DatabaseKind;
  /** The database's name on the PostgreSQL server; null for PGlite. */
  name: string | null;
  /** Its connection URL on PostgreSQL; null for PGlite. */
  url: string | null;
  /** What a server process needs to open it (DATA_DIR or DATABASE_URL); empty in memory. */
  env: Record<string, string>;
  /** Opens it through the app's own database layer, migrated. In memory: a new, empty one. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function scratchDatabase(options: ScratchOptions): Promise<ScratchDatabase> {
  if (options.kind === "postgres") return scratchPostgres(options.serverUrl, options.template);
  const { inMemory, template } = options;
  const dataDir = inMemory ? null : mkdtempSync(join(tmpdir(), "fcr-scratch-"));
  if (dataDir && template) copyTemplateDataDir(template, dataDir);
  const dump = inMemory && template ? templateDump(join(template, TEMPLATE_DUMP)) : undefined;
  return {
    kind: "pglite",
    name: null,
    url: null,
    env: dataDir ? { DATA_DIR: dataDir } : {},
    open: () => migrated(openPglite(dataDir, dump)),
    async drop() {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The database of the API suite's project: a new database on TEST_DATABASE_URL's server in
 * api-postgres (TEST_DB=postgres), PGlite otherwise; a copy of `template`, the project's
 * `databaseTemplate` (database-template.ts), when given.
 */
export function testDatabaseOptions(options: {
  inMemory: boolean;
  template?: string;
}): ScratchOptions {
  const { inMemory, template } = options;
  if (process.env.TEST_DB !== "postgres") return { kind: "pglite", inMemory, template };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  return { kind: "postgres", serverUrl, template };
}

/** A PGlite dump read once per process: every in-memory database of a test file starts from it. */
const dumps = new Map<string, Blob>();
function templateDump(path: string): Blob {
  let dump = dumps.get(path);
  if (!dump) {
    dump = new Blob([readFileSync(path)]);
    dumps.set(path, dump);
  }
  return dump;
}

async function scratchPostgres(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `fcr_scratch_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) =>
    client.query(
      template ? `create database ${name} template ${template}` : `create database ${name}`,
    ),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: "postgres",
    name,
    url: url.toString(),
    env: { DATABASE_URL: url.toString() },
    open: () => migrated(openPostgres(url.toString())),
    async drop() {
      await withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function migrated(opening: Promise<Database>): Promise<Database> {
  const database = await opening;
  await database.migrate();
  return database;
}

/** One short-lived connection to `url`, closed whatever `run` does. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
