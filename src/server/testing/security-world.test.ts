// The fingerprint the fuzzers and the authorization matrix trust to say "a refusal changed
// nothing": it must see every kind of write, and nothing else.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changedTables, dbFingerprint, insertPerson } from "./security-world.ts";
import { testAppForSuite } from "./test-app.ts";

const t = testAppForSuite();

async function changedBy(write: () => Promise<unknown>) {
  const before = await dbFingerprint(t.db);
  await write();
  return changedTables(before, await dbFingerprint(t.db));
}

describe("the database fingerprint", () => {
  it("sees an insert, an update to the same values, a delete, and a delete paired with an insert", async () => {
    const person = await insertPerson(t.db, "fingerprint");
    const mute = (type: string) =>
      t.db.execute(
        sql`insert into push_muted_kinds (user_id, type) values (${person.id}, ${type})`,
      );
    await mute("ride_full");
    expect(await changedBy(() => mute("ride_cancelled"))).toEqual(["push_muted_kinds"]);
    // A write that leaves the row as it was is still a write a refusal must not make.
    expect(
      await changedBy(() =>
        t.db.execute(sql`update push_muted_kinds set type = type where type = 'ride_full'`),
      ),
    ).toEqual(["push_muted_kinds"]);
    expect(
      await changedBy(() =>
        t.db.execute(sql`delete from push_muted_kinds where type = 'ride_full'`),
      ),
    ).toEqual(["push_muted_kinds"]);
    // The row count is the same after; the new row's version is newer than any before it.
    expect(
      await changedBy(() =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`delete from push_muted_kinds where user_id = ${person.id}`);
          await tx.execute(
            sql`insert into push_muted_kinds (user_id, type) values (${person.id}, 'ride_full')`,
          );
        }),
      ),
    ).toEqual(["push_muted_kinds"]);
  });

  it("ignores reads, rolled-back writes and a notification marked pushed; sees any column of a user", async () => {
    const person = await insertPerson(t.db, "fingerprint");
    expect(await changedBy(() => t.db.execute(sql`select * from users`))).toEqual([]);
    await expect(
      changedBy(() =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`update users set name = 'Changed' where id = ${person.id}`);
          throw new Error("refused");
        }),
      ),
    ).rejects.toThrow("refused");
    expect(await changedBy(async () => undefined)).toEqual([]);
    // The push sender marks a notification sent after the request has answered: not the request's.
    await t.db.execute(
      sql`insert into notifications (user_id, type, text) values (${person.id}, 'joined', 'Ina joined')`,
    );
    expect(
      await changedBy(() =>
        t.db.execute(sql`update notifications set pushed_at = now() where user_id = ${person.id}`),
      ),
    ).toEqual([]);
    expect(
      await changedBy(() =>
        t.db.execute(sql`update users set name = 'Renamed' where id = ${person.id}`),
      ),
    ).toEqual(["users"]);
    // Every column of a user counts: closing an account sets only its deleted_at.
    expect(
      await changedBy(() =>
        t.db.execute(sql`update users set deleted_at = now() where id = ${person.id}`),
      ),
    ).toEqual(["users"]);
  });
});
