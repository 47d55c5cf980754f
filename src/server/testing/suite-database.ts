import { afterAll, beforeAll, inject } from "vitest";
import { type ScratchDatabase, scratchDatabase, testDatabaseOptions } from "./scratch-database.ts";

/**
 * The suite's database for child servers (child-server.ts): a folder or a database of its own that
 * outlives each server process, a copy of the project's template, made before the suite's first
 * test and dropped after its last.
 */
export function databaseForSuite(): Pick<ScratchDatabase, "env"> {
  let current: ScratchDatabase | undefined;
  beforeAll(async () => {
    current = await scratchDatabase(
      testDatabaseOptions({ inMemory: false, template: inject("databaseTemplate") }),
    );
  });
  afterAll(async () => {
    await current?.drop();
  });
  return {
    get env() {
      if (!current) throw new Error("the database is made in beforeAll: use it inside a test");
      return current.env;
    },
  };
}
