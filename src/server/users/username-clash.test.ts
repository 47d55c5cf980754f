// A clash on the username's unique index is a 409 naming the username; any other unique violation
// (here a primary key the id sequence hands out a second time) is a 500 that logs its cause.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(again.json()).toEqual({ error: "Discord username is already taken" });
  });

  it("answers 500, not 'already taken', when the id sequence went back", async () => {
    const [next] = (await t.db.execute(sql`select last_value + 1 as id from users_id_seq`))
      .rows as { id: number }[];
    await t.db.execute(
      sql`insert into users (id, discord_username, password_hash) values (${Number(next?.id)}, 'squatter', 'x')`,
    );
    const response = await register("fresh_name");
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "Internal server error" });
    const [row] = (
      await t.db.execute(sql`select count(*)::int as n from users where discord_username = 'fresh_name'`)
    ).rows as { n: number }[];
    expect(row?.n).toBe(0);
  });
});
