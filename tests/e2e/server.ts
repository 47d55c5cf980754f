// The app as the browser tests see it: the built client and the API on a fresh embedded database
// with the tests' admin, a stand-in Discord and stand-in checkpoint cameras. Each Playwright worker starts its own (fixtures.ts),
// so workers never see each other's rides or accounts (decision 042).
import { hashPassword } from "../../src/server/auth/password.ts";
import { startChildServer } from "../../src/server/testing/child-server.ts";
import { startDiscordProvider } from "../../src/server/testing/discord-provider.ts";
import { scratchDatabase } from "../../src/server/testing/scratch-database.ts";
import { startTrafficImages } from "../../src/server/testing/traffic-images.ts";
import { insertUser } from "../../src/server/users/queries.ts";

/** The admin of the browser tests, made in the database as `npm run admin -- grant` would. */
export const E2E_ADMIN = { discordUsername: "e2e_admin", password: "admin-pass-1" };

export interface E2eServer {
  url: string;
  stop(): Promise<void>;
}

export async function startE2eServer(): Promise<E2eServer> {
  const database = await scratchDatabase({
    kind: "pglite",
    template: process.env.E2E_DATABASE_TEMPLATE,
  });
  // The admin is in the database before the server opens it.
  const opened = await database.open();
  await insertUser(opened.db, {
    discordUsername: E2E_ADMIN.discordUsername,
    passwordHash: await hashPassword(E2E_ADMIN.password),
    isAdmin: true,
  });
  await opened.close();
  // Sign in with Discord against the stand-in provider (discord-signin.spec.ts).
  const discord = await startDiscordProvider({ id: "e2e-client", secret: "e2e-secret" });
  // The checkpoint cameras from a stand-in for data.gov.sg's traffic images: nothing needs the internet.
  const traffic = await startTrafficImages();
  const server = await startChildServer({
    env: {
      // Passwords hashed at argon2's least cost (auth/password.ts): the tests time none of them.
      NODE_ENV: "test",
      RATE_LIMIT_PER_MINUTE: "1000",
      LOG_LEVEL: "warn",
      ...discord.env,
      TRAFFIC_IMAGES_URL: traffic.url,
      TRAFFIC_IMAGES_ORIGIN: traffic.origin,
      ...database.env,
    },
    echo: true,
    // Every worker starts one at once, on a machine that may be busy with other work.
    startupTimeoutMs: 240_000,
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await discord.close();
      await traffic.close();
      await database.drop();
    },
  };
}
