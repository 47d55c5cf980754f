import { afterAll, beforeAll, inject } from "vitest";
import { copyTemplateDataDir } from "./pglite-template.ts";
import { type ScratchDatabase, scratchDatabase, testDatabaseOptions } from "./scratch-database.ts";

/**
 * Makes `dataDir` (new, or empty) a PGlite DATA_DIR holding this run's migrated template, for a
 * suite that starts servers on a folder of its own: a new folder would spend 20–40 s of a busy
 * machine on initdb and the migrations. PGlite runs only (on PostgreSQL the template is a
 * database). Answers `dataDir`.
 */
export function migratedDataDir(dataDir: string) {
  copyTemplateDataDir(inject("databaseTemplate") ?? "", dataDir);
  return dataDir;
}

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
