import type { Server } from "node:http";
import net from "node:net";
import { buildApp } from "./app.ts";
import { deleteExpiredSessions } from "./auth/sessions.ts";
import { SERVER } from "./cli.ts";
import { loadConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { isDatabaseUnavailable, unreachableDatabaseMessage } from "./db/errors.ts";
import { startMinuteJobs } from "./db/minute-jobs.ts";
import { openDatabase } from "./db/open.ts";
import { startOwnerChannel } from "./db/owner-channel.ts";
import { acquireOwnerLock, type OwnerLock } from "./db/owner-lock.ts";
import { erasePositions } from "./live/public.ts";
import { privacyJob } from "./privacy-job.ts";
import { sendDueCarriageNotices } from "./reminders/carriage.ts";
import { sendDueReminders } from "./reminders/sweep.ts";
import { topUpSeries } from "./rides/public.ts";

const HOUR_MS = 60 * 60 * 1000;
/** How long health says 503 while the server still listens and answers every request. */
const GRACE_MS = 1000;
/** How long without a new connection before the listener closes, and the most it waits for that. */
const QUIET_MS = 300;
const REFUSING_MS = 10_000;
/** How long connections open when the listener closes get to bring and finish their requests. */
const SETTLE_MS = 1000;
/** How long requests already received get to finish before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  let lock: OwnerLock | undefined;
  try {
    config = loadConfig();
    // The embedded database has one owner; PostgreSQL serves any number of instances.
    if (!config.DATABASE_URL) lock = await acquireOwnerLock(config.DATA_DIR, SERVER);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  process.on("exit", () => lock?.release());

  let database: Database;
  try {
    database = await openDatabase(config);
    await database.migrate();
    // The first riders after a start (or a deploy) find the connections open.
    await database.warm?.();
  } catch (error) {
    if (!config.DATABASE_URL || !isDatabaseUnavailable(error)) throw error;
    console.error(unreachableDatabaseMessage(config.DATABASE_URL, error));
    process.exit(1);
  }

  const app = await buildApp(config, database.db);
  database.onConnectionError?.((err) =>
    app.log.warn({ err }, "a database connection broke; the pool replaces it"),
  );
  const production = config.NODE_ENV === "production";
  const channel = lock
    ? await startOwnerChannel(database, lock, app.log, { production })
    : undefined;
  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db).catch((err) =>
      app.log.warn({ err }, "session sweep failed"),
    );
  }, HOUR_MS);
  sweep.unref();
  const jobs = await startMinuteJobs(database, config.DATABASE_URL, app.log, [
    {
      queue: "reminder-sweep",
      run: (now) => sendDueReminders(database.db, now),
      done: "reminders sent",
    },
    {
      queue: "carriage-notices",
      run: (now) => sendDueCarriageNotices(database.db, now),
      done: "notices about who carries a ride sent",
    },
    {
      queue: "ride-series-top-up",
      run: (now) => topUpSeries(database.db, now, config.WRITE_LIMITS.create),
      done: "weekly rides made",
    },
    privacyJob(database.db),
    {
      queue: "car-positions-erase",
      run: (now) => erasePositions(database.db, now),
      done: "car positions erased after their trip window",
    },
  ]);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "draining and shutting down");
    clearInterval(sweep);
    // Health turns 503 and every answer from now on closes its connection. For GRACE_MS the server
    // still answers everything, so a load balancer polling health stops sending.
    app.lifecycle.stopping = true;
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
    // Then every new request is answered 503 at once, for as long as new connections still come
    // (up to REFUSING_MS): closing the listener while they come would reset those the system has
    // accepted but the server not yet taken.
    app.lifecycle.refusing = true;
    await untilQuiet(app.server, QUIET_MS, REFUSING_MS);
    // No new connection is accepted now, and the open ones are not cut as http's close would cut
    // the idle ones: one accepted a moment ago may still be bringing its request; each closes
    // after its answer. Those left after SETTLE_MS carried nothing since SIGTERM and are closed
    // as idle; a client holding a request longer than the drain window is cut off.
    net.Server.prototype.close.call(app.server);
    await untilNoConnections(app.server, SETTLE_MS);
    setTimeout(() => app.server.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
    await app.close();
    await jobs.stop();
    await channel?.close();
    await database.close();
    lock?.release();
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
  if (config.ADMIN_DISCORD_USERNAMES?.trim()) {
    console.warn(
      "ADMIN_DISCORD_USERNAMES is no longer read and made nobody an admin (anyone could register a listed name before a restart): make an admin with npm run admin -- grant <name>; admins made before stay admins",
    );
  }
}

async function untilQuiet(server: Server, quietMs: number, maxMs: number) {
  let last = Date.now();
  const seen = () => {
    last = Date.now();
  };
  server.on("connection", seen);
  const deadline = last + maxMs;
  while (Date.now() < deadline && Date.now() - last < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.off("connection", seen);
}

async function untilNoConnections(server: Server, maxMs: number) {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const open = await new Promise<number>((resolve) =>
      server.getConnections((_error, count) => resolve(count)),
    );
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
