// Every table a shared read depends on sends one of the events the invalidation table forgets it
// on; events/event-catalog.test.ts checks on the migrated database that each of those tables has the
// trigger sending it.
import { getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tablesOf } from "../events/event-catalog.ts";
import { FORGETTING_EVENTS, SHARED_READS, type SharedReadName } from "./shared-reads.ts";

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
