// A clash on the username's unique index is a 409 naming the username; any other unique violation
// (here a primary key the id sequence hands out a second time) is a 500 that logs its cause.
import { eq, max, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (discordUsername: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { discordUsername, password: "a long enough password" },
  });

describe("registration clashes", () => {
  it("answers 409 for a username taken in another letter case", async () => {
    expect((await register("clash_owner")).statusCode).toBe(201);
    const again = await register("Clash_Owner");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "Discord username is already taken" });
  });

  it("answers 500, not 'already taken', when the id sequence went back", async () => {
    // A row holding the id the sequence hands out next, as after a lost write of the sequence.
    const [{ top } = { top: 0 }] = await t.db.select({ top: max(users.id) }).from(users);
    await t.db
      .insert(users)
      .values({ id: Number(top) + 1, discordUsername: "squatter", passwordHash: "x" });
    await t.db.execute(sql`select setval('users_id_seq', ${Number(top)})`);
    const response = await register("fresh_name");
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: "Internal server error" });
    const stored = await t.db.select().from(users).where(eq(users.discordUsername, "fresh_name"));
    expect(stored).toEqual([]);
  });
});
