import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoToSingaporeLocal } from "../domain/shared/dates.ts";
import { rides, users } from "./db/schema/index.ts";
import { runOwnerCommand } from "./owner-commands.ts";
import { seedDemo } from "./seed-demo.ts";
import { runTool } from "./testing/child-server.ts";
import { migratedDataDir } from "./testing/suite-database.ts";
import { createTestApp, type TestApp, withFreshApp } from "./testing/test-app.ts";
import { registerUser } from "./testing/users.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const seed = (force: boolean) => ({ name: "seed", force }) as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the demo seed", () => {
  it("writes seven rides, two past, leaving on the hour or half hour in Singapore", async () => {
    await seedDemo(t.db);
    const rows = await t.db.select({ date: rides.date }).from(rides);
    expect(rows).toHaveLength(7);
    const now = Date.now();
    expect(rows.filter((row) => row.date.getTime() < now)).toHaveLength(2);
    for (const { date } of rows) {
      expect(isoToSingaporeLocal(date).slice(14)).toMatch(/^(00|30)$/);
      expect(date.getUTCSeconds()).toBe(0);
    }
  });
});

describe("npm run seed beside real accounts or in production", () => {
  it("refuses a database with an account that is not the demo's, changing nothing; --force seeds", {
    timeout: 90_000,
  }, async () => {
    await withFreshApp(async (fresh) => {
      await registerUser(fresh.app, { discordUsername: "a_real_rider" });
      await expect(runOwnerCommand(fresh.db, seed(false), { production: false })).rejects.toThrow(
        "This database has accounts that are not the demo's, and the demo accounts share a public password; run npm run seed -- --force to seed anyway",
      );
      expect(await fresh.db.select().from(users)).toHaveLength(1);
      expect(await fresh.db.select().from(rides)).toHaveLength(0);
      expect(await runOwnerCommand(fresh.db, seed(true), { production: false })).toMatch(
        /^Seeded 7 users and 7 rides/,
      );
    });
  });

  it("refuses under NODE_ENV=production even on an empty database; --force seeds", {
    timeout: 90_000,
  }, async () => {
    await withFreshApp(async (fresh) => {
      await expect(runOwnerCommand(fresh.db, seed(false), { production: true })).rejects.toThrow(
        /^NODE_ENV is production/,
      );
      expect(await fresh.db.select().from(users)).toHaveLength(0);
      expect(await runOwnerCommand(fresh.db, seed(true), { production: true })).toMatch(/^Seeded/);
      // A second run finds the demo there: only demo accounts, so no refusal.
      expect(await runOwnerCommand(fresh.db, seed(false), { production: false })).toMatch(
        /already in this database/,
      );
    });
  });

  it.skipIf(onPostgres)(
    "the command line takes --force and nothing else",
    { timeout: 240_000 },
    async () => {
      const dataDir = migratedDataDir(mkdtempSync(join(tmpdir(), "fcr-seed-")));
      try {
        const production = { DATA_DIR: dataDir, NODE_ENV: "production" };
        const refused = await runTool("seed.ts", [], production);
        expect({ code: refused.code, stderr: refused.stderr.trim() }).toEqual({
          code: 1,
          stderr:
            "NODE_ENV is production and the demo accounts share a public password; run npm run seed -- --force to seed anyway",
        });
        const typo = await runTool("seed.ts", ["--forse"], production);
        expect(typo.stderr.trim()).toBe(
          "Unknown argument --forse; usage: npm run seed [-- --force]",
        );
        const forced = await runTool("seed.ts", ["--force"], production);
        expect(forced.stdout).toMatch(/^Seeded 7 users and 7 rides/);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
