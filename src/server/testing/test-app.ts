import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { type Database, openPglite, openPostgres } from "../db/client.ts";

/**
 * The real app on a fresh database: in-memory PGlite, or (TEST_DB=postgres) a new database on
 * TEST_DATABASE_URL's server, dropped again by `close()`.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({ RATE_LIMIT_PER_MINUTE: "1000", ...env });
  const { database, url, drop } = await openTestDatabase();
  await database.migrate();
  const app = await buildApp(config, database.db, false);
  await app.ready();
  const extraInstances: { close(): Promise<unknown> }[] = [];
  return {
    app,
    db: database.db,
    database,
    /** On PostgreSQL a second app instance with its own pool on the same database; on PGlite the same app. */
    async anotherInstance() {
      if (!url) return app;
      const second = await openPostgres(url);
      const other = await buildApp(config, second.db, false);
      await other.ready();
      extraInstances.push(other, second);
      return other;
    },
    async close() {
      for (const instance of extraInstances) await instance.close();
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB !== "postgres") {
    return { database: await openPglite(null), drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `fcr_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openPostgres(url.toString()),
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Shorthands for calling the app as a visitor (no cookie) or as the session's user. */
export function clientOf(t: TestApp) {
  return {
    get: (url: string, cookie?: string) =>
      t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }),
    send: (method: "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} }),
  };
}
