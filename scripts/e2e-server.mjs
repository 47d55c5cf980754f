// The app as the browser tests see it: the built client and the API on a fresh embedded database,
// on the port Playwright waits for. Run under tsx (`node --import tsx`): it uses the test kit.
import { hashPassword } from "../src/server/auth/password.ts";
import { startChildServer } from "../src/server/testing/child-server.ts";
import { startDiscordProvider } from "../src/server/testing/discord-provider.ts";
import { scratchDatabase } from "../src/server/testing/scratch-database.ts";
import { startTrafficImages } from "../src/server/testing/traffic-images.ts";
import { insertUser } from "../src/server/users/queries.ts";

const E2E_ADMIN = { discordUsername: "e2e_admin", password: "admin-pass-1" };

const database = await scratchDatabase({ kind: "pglite" });
// The admin, made in the database as `npm run admin -- grant` would, before the server starts.
const opened = await database.open();
await insertUser(opened.db, {
  discordUsername: E2E_ADMIN.discordUsername,
  passwordHash: await hashPassword(E2E_ADMIN.password),
  isAdmin: true,
});
await opened.close();
// Sign in with Discord against the stand-in provider (tests/e2e/discord-signin.spec.ts).
const discordClient = { id: "e2e-client", secret: "e2e-secret" };
const discord = await startDiscordProvider(discordClient);
// The checkpoint cameras from a stand-in for data.gov.sg's traffic images: nothing needs the internet.
const traffic = await startTrafficImages();
const server = await startChildServer({
  env: {
    RATE_LIMIT_PER_MINUTE: "1000",
    LOG_LEVEL: "warn",
    DISCORD_CLIENT_ID: discordClient.id,
    DISCORD_CLIENT_SECRET: discordClient.secret,
    DISCORD_OAUTH_URL: discord.url,
    TRAFFIC_IMAGES_URL: traffic.url,
    TRAFFIC_IMAGES_ORIGIN: traffic.origin,
    ...database.env,
  },
  port: Number(process.env.PORT ?? 0),
  echo: true,
});
const stop = () => server.process.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
const code = await server.exited;
await discord.close();
await traffic.close();
await database.drop();
process.exit(code ?? 0);
