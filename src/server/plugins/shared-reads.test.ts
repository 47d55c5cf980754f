// Every table a shared read depends on sends one of the events the invalidation table forgets it
// on; events/event-catalog.test.ts checks on the migrated database that each of those tables has the
// trigger sending it. And a shared read is made again once it is forgotten.
import { getTableName } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { tablesOf } from "../events/event-catalog.ts";
import {
  FORGETTING_EVENTS,
  SHARED_READS,
  type SharedReadName,
  SharedReads,
} from "./shared-reads.ts";

describe("the shared reads", () => {
  it.each(Object.keys(SHARED_READS) as SharedReadName[])(
    "forget %s on an event from every table it reads",
    (name) => {
      const heard = new Set(FORGETTING_EVENTS.flatMap((event) => tablesOf(event)));
      for (const table of SHARED_READS[name].tables) {
        expect(heard, `an event from ${getTableName(table)}`).toContain(getTableName(table));
      }
    },
  );
});

describe("a shared read", () => {
  // A visitor's request: no session, so no wait to hear changes first.
  const visitor = {} as FastifyRequest;
  const counted = () => {
    let builds = 0;
    return async () => ++builds;
  };

  it("is made once while kept, and again after everything or its ride is forgotten", async () => {
    const reads = new SharedReads<number>({ ttlMs: 60_000, max: 10 });
    reads.setEnabled(true);
    const build = counted();
    expect(await reads.read(visitor, 1, build)).toBe(1);
    expect(await reads.read(visitor, 1, build)).toBe(1);
    reads.clear();
    expect(await reads.read(visitor, 1, build)).toBe(2);
    expect(await reads.read(visitor, 1, build)).toBe(2);
    reads.forget({ kind: "ride", rideId: 2 });
    expect(await reads.read(visitor, 1, build)).toBe(2);
    reads.forget({ kind: "ride", rideId: 1 });
    expect(await reads.read(visitor, 1, build)).toBe(3);
  });

  it("keeps nothing while it may miss changes, nor a read that failed", async () => {
    const reads = new SharedReads<number>({ ttlMs: 60_000, max: 10 });
    const build = counted();
    expect(await reads.read(visitor, 1, build)).toBe(1);
    expect(await reads.read(visitor, 1, build)).toBe(2);
    reads.setEnabled(true);
    await expect(reads.read(visitor, 1, () => Promise.reject(new Error("gone")))).rejects.toThrow();
    expect(await reads.read(visitor, 1, build)).toBe(3);
    reads.setEnabled(false);
    expect(await reads.read(visitor, 1, build)).toBe(4);
  });
});
