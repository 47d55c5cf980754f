import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";
import { sendDueReminders } from "./sweep.ts";

const QUEUE = "reminder-sweep";
const MINUTE_MS = 60_000;

export interface ReminderSchedule {
  stop(): Promise<void>;
}

/**
 * Runs the reminder sweep once a minute (decision 022). On PostgreSQL pg-boss's cron gives one
 * sweep a minute across all instances; PGlite has one process, so an interval runs it there.
 * Either way a sweep that runs twice sends nothing twice: the database holds that guarantee.
 */
export async function startReminders(
  database: Database,
  connectionString: string | undefined,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): Promise<ReminderSchedule> {
  const sweep = async () => {
    const reminded = await sendDueReminders(database.db, clock());
    if (reminded > 0) log.info({ reminded }, "reminders sent");
  };
  if (database.kind === "pglite" || !connectionString) {
    const timer = setInterval(() => {
      sweep().catch((err) => log.warn({ err }, "reminder sweep failed"));
    }, MINUTE_MS);
    timer.unref();
    return { stop: async () => clearInterval(timer) };
  }
  const boss = new PgBoss({ connectionString, max: 2 });
  boss.on("error", (err) => log.warn({ err }, "pg-boss error"));
  await boss.start();
  await boss.createQueue(QUEUE);
  await boss.schedule(QUEUE, "* * * * *");
  await boss.work(QUEUE, sweep);
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
