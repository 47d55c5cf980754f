import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openPostgres } from "../db/client.ts";
import { scratchDatabase, testDatabaseOptions } from "./scratch-database.ts";

/**
 * The real app on a fresh, migrated database: in-memory PGlite, or (TEST_DB=postgres) a new database on
 * TEST_DATABASE_URL's server, dropped again by `close()`.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({
    RATE_LIMIT_PER_MINUTE: "1000",
    WRITE_LIMITS: "*=1000000",
    // Nothing reaches the internet: a closed local port unless a test starts a stand-in.
    TRAFFIC_IMAGES_URL: "http://127.0.0.1:9/traffic-images",
    ...env,
  });
  // A copy of the project's migrated template (database-template.ts) when the project made one.
  const template = inject("databaseTemplate");
  const scratch = await scratchDatabase(testDatabaseOptions({ inMemory: true, template }));
  const database = await scratch.open();
  const app = await buildApp(config, database.db, false);
  await app.ready();
  const extraInstances: { close(): Promise<unknown> }[] = [];
  return {
    app,
    db: database.db,
    database,
    /** On PostgreSQL a second app instance with its own pool on the same database; on PGlite the same app. */
    async anotherInstance() {
      if (!scratch.url) return app;
      const second = await openPostgres(scratch.url);
      const other = await buildApp(config, second.db, false);
      await other.ready();
      extraInstances.push(other, second);
      return other;
    },
    async close() {
      for (const instance of extraInstances) await instance.close();
      await app.close();
      await database.close();
      await scratch.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test's own app on its own empty database, closed once `use` is done. */
export async function withFreshApp<T>(use: (app: TestApp) => Promise<T>): Promise<T> {
  const fresh = await createTestApp();
  try {
    return await use(fresh);
  } finally {
    await fresh.close();
  }
}

/** The suite's app: made before its first test and closed after its last. */
export function testAppForSuite(env: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = () => {
    if (!current)
      throw new Error("the test app is made in beforeAll: use it inside a test or hook");
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get database() {
      return started().database;
    },
    anotherInstance: () => started().anotherInstance(),
    close: () => started().close(),
  };
}

/** Shorthands for calling the app as a visitor (no cookie) or as the session's user. */
export function clientOf(t: TestApp) {
  return {
    get: (url: string, cookie?: string) =>
      t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }),
    send: (
      method: "POST" | "PATCH" | "PUT" | "DELETE",
      url: string,
      cookie?: string,
      payload?: object,
    ) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} }),
  };
}
