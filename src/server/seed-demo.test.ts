import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoToSingaporeLocal } from "../domain/shared/dates.ts";
import { rides } from "./db/schema.ts";
import { seedDemo } from "./seed-demo.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

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
