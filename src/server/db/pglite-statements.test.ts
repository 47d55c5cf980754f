// A query sent again runs as a prepared statement, with its values written as query() would have
// bound them: the same rows, counts and errors as the plain query, whatever the values hold.
import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIZZLE_PARSERS, preparedQueries } from "./pglite-statements.ts";

const INSERT =
  "insert into kept (label, tags, details, at, done, blob) values ($1, $2, $3, $4, $5, $6) returning id";
const BY_LABEL = "select label, tags, details, at, done, blob from kept where label = $1";

/** Values a rider could type, and what the columns hold: quotes, backslashes, SQL, empty, none. */
const ROWS = [
  [
    "it's Rider's",
    ["a", "b'c"],
    { note: "x'); drop table kept; --" },
    new Date(0),
    true,
    new Uint8Array([0, 39, 92, 255]),
  ],
  ["back\\slash \\' and $1", [], { n: 1 }, new Date("2026-11-29T07:00:00Z"), false, null],
  ["", null, null, null, null, null],
  ["ünïcödé 中文 🚗", ["{", "}", '"', ","], [1, "two"], new Date(1e12), true, new Uint8Array()],
] as const;

describe("PGlite's prepared queries", () => {
  let plain: PGlite;
  let prepared: PGlite;

  beforeAll(async () => {
    // As openPglite opens its client: Drizzle's parsers are the client's own.
    plain = new PGlite({ parsers: DRIZZLE_PARSERS });
    prepared = new PGlite({ parsers: DRIZZLE_PARSERS });
    preparedQueries(prepared);
    for (const db of [plain, prepared]) {
      await db.exec(`create table kept (id serial primary key, label text unique not null,
        tags text[], details jsonb, at timestamptz, done boolean, blob bytea)`);
    }
  });
  afterAll(async () => {
    await plain?.close();
    await prepared?.close();
  });

  const statementsOf = async (db: PGlite) =>
    (await db.query<{ statement: string }>("select statement from pg_prepared_statements")).rows
      .map((row) => row.statement)
      .filter((text) => text.includes("kept"));

  it("writes and reads every value as the plain query does, prepared from the second call on", async () => {
    for (const row of ROWS) {
      const [a, b] = await Promise.all([plain, prepared].map((db) => db.query(INSERT, [...row])));
      expect(b?.rows).toEqual(a?.rows);
      expect(b?.affectedRows).toBe(1);
    }
    for (const [label] of ROWS) {
      const [a, b] = await Promise.all(
        [plain, prepared].map((db) => db.query(BY_LABEL, [label], { rowMode: "array" })),
      );
      expect(b?.rows).toEqual(a?.rows);
      expect(b?.rows).toHaveLength(1);
      expect(b?.fields).toEqual(a?.fields);
    }
    const texts = await statementsOf(prepared);
    expect(texts.some((text) => text.includes(INSERT))).toBe(true);
    expect(texts.some((text) => text.includes(BY_LABEL))).toBe(true);
    expect(await statementsOf(plain)).toEqual([]);
  });

  it("reads a query that brings Drizzle's parsers as one without them, and still applies any other parser", async () => {
    const [label] = ROWS[1];
    const marked = { [types.BOOL]: (value: string) => `bool ${value}` };
    const [drizzles, none, other] = await Promise.all([
      prepared.query(BY_LABEL, [label], { parsers: DRIZZLE_PARSERS }),
      plain.query(BY_LABEL, [label]),
      prepared.query(BY_LABEL, [label], { parsers: { ...DRIZZLE_PARSERS, ...marked } }),
    ]);
    expect(drizzles?.rows).toEqual(none?.rows);
    expect(drizzles?.rows).toEqual([expect.objectContaining({ at: "2026-11-29 07:00:00+00" })]);
    expect(other?.rows).toEqual([expect.objectContaining({ done: "bool f" })]);
  });

  it("fails as the plain query fails: a broken unique constraint keeps its code and name", async () => {
    const [label, ...rest] = ROWS[0];
    const failures = await Promise.all(
      [plain, prepared].map((db) =>
        db.query(INSERT, [label, ...rest]).then(
          () => null,
          (error: { code?: string; constraint?: string }) => error,
        ),
      ),
    );
    for (const failure of failures) {
      expect(failure?.code).toBe("23505");
      expect(failure?.constraint).toBe("kept_label_key");
    }
  });

  it("runs prepared inside a transaction, and a rollback undoes its writes, not the statement", async () => {
    const update = "update kept set done = $1 where label = $2";
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await prepared
        .transaction(async (tx) => {
          const result = await tx.query(update, [attempt % 2 === 0, ROWS[1][0]]);
          expect(result.affectedRows).toBe(1);
          throw new Error("roll back");
        })
        .catch(() => {});
    }
    const { rows } = await prepared.query<{ done: boolean }>(
      "select done from kept where label = $1",
      [ROWS[1][0]],
    );
    expect(rows).toEqual([{ done: false }]);
    expect((await statementsOf(prepared)).some((text) => text.includes(update))).toBe(true);
  });

  it("never waits inside a transaction for a PREPARE that waits for the transaction to end", async () => {
    const count = "select count(*)::int as n from kept where done = $1";
    await prepared.query(count, [true]);
    let inside: () => void = () => {};
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const counted = prepared.transaction(async (tx) => {
      inside();
      // The second send outside (below) is preparing the text and waits for this transaction.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (await tx.query<{ n: number }>(count, [true])).rows;
    });
    await entered;
    const outside = prepared.query<{ n: number }>(count, [true]);
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("stuck")), 5000));
    const [rows, after] = (await Promise.race([Promise.all([counted, outside]), timeout])) as [
      { n: number }[],
      { rows: { n: number }[] },
    ];
    expect(rows).toEqual(after.rows);
    expect((await statementsOf(prepared)).some((text) => text.includes(count))).toBe(true);
  });
});
