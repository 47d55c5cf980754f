// ADMIN_DISCORD_USERNAMES used to make admins of the listed names at every start, so a stranger who
// registered a listed name before a restart became an admin. It is no longer read: the real server
// (child process) restarted with it set leaves the squatter a rider and says why at start.
import { describe, expect, it } from "vitest";
import { startChildServer } from "./testing/child-server.ts";
import { databaseForSuite } from "./testing/suite-database.ts";

const scratch = databaseForSuite();

describe("ADMIN_DISCORD_USERNAMES", () => {
  it("makes nobody an admin: a name registered before a restart stays a rider", {
    timeout: 120_000,
  }, async () => {
    const env = { ...scratch.env, ADMIN_DISCORD_USERNAMES: "the_owner" };
    const first = await startChildServer({ env });
    const registered = await fetch(`${first.url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ discordUsername: "the_owner", password: "squatter password" }),
    });
    expect(registered.status).toBe(201);
    const cookie = /sid=[^;]+/.exec(registered.headers.get("set-cookie") ?? "")?.[0] ?? "";
    await first.stop();

    const restarted = await startChildServer({ env });
    try {
      const me = await fetch(`${restarted.url}/api/auth/me`, { headers: { cookie } });
      expect(await me.json()).toMatchObject({ discordUsername: "the_owner", isAdmin: false });
      await expect
        .poll(() => restarted.output())
        .toContain("ADMIN_DISCORD_USERNAMES is no longer read and made nobody an admin");
    } finally {
      await restarted.stop();
    }
  });
});
