import { buildApp } from "./app.ts";
import { deleteExpiredSessions } from "./auth/sessions.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import { grantAdmin } from "./users/queries.ts";

const HOUR_MS = 60 * 60 * 1000;
const DRAIN_TIMEOUT_MS = 5000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const database = await openDatabase(config);
  await database.migrate();
  await grantAdmin(database.db, config.ADMIN_DISCORD_USERNAMES);

  const app = await buildApp(config, database.db);
  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db).catch((err) =>
      app.log.warn({ err }, "session sweep failed"),
    );
  }, HOUR_MS);
  sweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "draining and shutting down");
    clearInterval(sweep);
    // Stop accepting and let in-flight requests finish; a client holding its connection open
    // longer than the drain window is cut off.
    setTimeout(() => app.server.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  console.log(
    `FC Rideshare is running at http://${shownHost}:${port} (database: ${database.kind === "pglite" ? `embedded PGlite in ${config.DATA_DIR}` : "PostgreSQL"})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
