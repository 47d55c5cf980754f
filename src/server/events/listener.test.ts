// The database's one listener: every channel on one connection, all of it heard once `caughtUp()`
// resolves, and on PostgreSQL opened again after its connection is killed, each subscriber told.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, listenerOf } from "../db/client.ts";
import { eventLog } from "../testing/event-log.ts";
import {
  type ScratchDatabase,
  scratchDatabase,
  testDatabaseOptions,
} from "../testing/scratch-database.ts";

const onPostgres = process.env.TEST_DB === "postgres";
let scratch: ScratchDatabase;
let database: Database;

beforeAll(async () => {
  scratch = await scratchDatabase(
    testDatabaseOptions({ inMemory: true, template: inject("databaseTemplate") }),
  );
  database = await scratch.open();
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

const notify = (channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

/** The backends on this database whose last statement was a LISTEN (PostgreSQL only). */
async function listeningBackends() {
  const result = await database.db.execute(
    sql`select pid from pg_stat_activity
        where datname = current_database() and query like 'LISTEN %'`,
  );
  return (result as unknown as { rows: { pid: number }[] }).rows;
}

describe("the database's listener", () => {
  it("hears every channel on one connection, and closes it after the last", async () => {
    const listener = listenerOf(database.db);
    const [a, b] = [eventLog<string>(), eventLog<string>()];
    const first = await listener.listen("test_a", { payload: a.push });
    const second = await listener.listen("test_b", { payload: b.push });
    if (onPostgres) expect(await listeningBackends()).toHaveLength(1);

    await notify("test_a", "one");
    await notify("test_b", "two");
    await listener.caughtUp();
    expect([a.items, b.items]).toEqual([["one"], ["two"]]);

    await first.close();
    await notify("test_a", "unheard");
    await notify("test_b", "three");
    await listener.caughtUp();
    expect([a.items, b.items]).toEqual([["one"], ["two", "three"]]);

    await second.close();
    if (onPostgres) await expect.poll(async () => (await listeningBackends()).length).toBe(0);
  });

  it.skipIf(!onPostgres)("listens again a second after its connection is killed", async () => {
    const listener = listenerOf(database.db);
    const states = eventLog<string>();
    const heard = eventLog<string>();
    const subscriptions = [
      await listener.listen("test_a", {
        payload: heard.push,
        listening: () => states.push("listening a"),
        lost: () => states.push("lost a"),
      }),
      await listener.listen("test_b", {
        payload: heard.push,
        listening: () => states.push("listening b"),
        lost: () => states.push("lost b"),
      }),
    ];
    expect(states.items).toEqual(["listening a", "listening b"]);
    states.items.length = 0;

    const [backend] = await listeningBackends();
    await database.db.execute(sql`select pg_terminate_backend(${backend?.pid})`);
    await states.next((state) => state === "lost b");
    // While it is down, nothing can be promised heard.
    await expect(listener.caughtUp()).rejects.toThrow();
    await states.next((state) => state === "listening b", 5000);
    expect(states.items).toEqual(["lost a", "lost b", "listening a", "listening b"]);

    await notify("test_b", "after");
    await listener.caughtUp();
    expect(heard.items).toEqual(["after"]);
    for (const subscription of subscriptions) await subscription.close();
  });
});
