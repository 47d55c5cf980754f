// A started server opens its pooled connections before its first request (main.ts warms them), and
// keeps them through a quiet spell: PostgreSQL shows them, and requests open no more than the pool
// holds.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ScratchDatabase, scratchDatabase, withClient } from "../testing/scratch-database.ts";
import { type Database, openPostgres } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === "postgres" && Boolean(serverUrl);
const POOL_SIZE = 3;

describe.skipIf(!onPostgres)("the PostgreSQL pool (runs with TEST_DATABASE_URL)", () => {
  let scratch: ScratchDatabase;
  let database: Database;

  beforeAll(async () => {
    scratch = await scratchDatabase({ kind: "postgres", serverUrl: serverUrl ?? "" });
    database = await openPostgres(scratch.url ?? "", POOL_SIZE);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  /** The app's connections to its database, as PostgreSQL lists them. */
  const openConnections = () =>
    withClient(serverUrl ?? "", async (client) => {
      const result = await client.query<{ count: number }>(
        "select count(*)::int as count from pg_stat_activity where datname = $1",
        [scratch.name],
      );
      return result.rows[0]?.count;
    });

  it("opens none until asked, then all of them at once, keeps them idle, opens no more", async () => {
    expect(await openConnections()).toBe(0);
    // The pool's idle timers run on the test's clock: a quiet minute passes at once.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await database.warm?.();
      vi.advanceTimersByTime(60_000);
    } finally {
      vi.useRealTimers();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await openConnections()).toBe(POOL_SIZE);
    await Promise.all(
      Array.from({ length: POOL_SIZE * 3 }, () => database.db.execute("select pg_sleep(0.05)")),
    );
    expect(await openConnections()).toBe(POOL_SIZE);
  });
});
