// The app as the browser tests see it: the built client and the API on a fresh embedded database,
// on the port Playwright waits for. Run under tsx (`node --import tsx`): it uses the test kit.
import { startChildServer } from "../src/server/testing/child-server.ts";
import { scratchDatabase } from "../src/server/testing/scratch-database.ts";

const database = await scratchDatabase({ kind: "pglite" });
const server = await startChildServer({
  env: {
    ADMIN_DISCORD_USERNAMES: "e2e_admin",
    RATE_LIMIT_PER_MINUTE: "1000",
    LOG_LEVEL: "warn",
    ...database.env,
  },
  port: Number(process.env.PORT ?? 0),
  echo: true,
});
const stop = () => server.process.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
const code = await server.exited;
await database.drop();
process.exit(code ?? 0);
