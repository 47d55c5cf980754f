import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database } from "./client.ts";

const MINUTE_MS = 60_000;

/** A job run once a minute: its pg-boss queue's name, and what it does (answers what it did). */
export interface MinuteJob {
  queue: string;
  run: (now: Date) => Promise<number>;
  /** The log line when `run` did something. */
  done: string;
}

export interface MinuteJobs {
  stop(): Promise<void>;
}

/**
 * Runs each job once a minute (decision 022): the reminder sweep, the weekly rides' top-up. On
 * PostgreSQL pg-boss's cron gives one run a minute across all instances; PGlite has one process,
 * so an interval runs them there. Either way a job that runs twice does nothing twice: the
 * database holds that guarantee (a unique key, a row lock).
 */
export async function startMinuteJobs(
  database: Database,
  connectionString: string | undefined,
  log: FastifyBaseLogger,
  jobs: MinuteJob[],
  clock: () => Date = () => new Date(),
): Promise<MinuteJobs> {
  const runner = (job: MinuteJob) => async () => {
    const count = await job.run(clock());
    if (count > 0) log.info({ count }, job.done);
  };
  if (database.kind === "pglite" || !connectionString) {
    const timer = setInterval(() => {
      for (const job of jobs)
        runner(job)().catch((err) => log.warn({ err }, `${job.queue} failed`));
    }, MINUTE_MS);
    timer.unref();
    return { stop: async () => clearInterval(timer) };
  }
  const boss = new PgBoss({ connectionString, max: 2 });
  boss.on("error", (err) => log.warn({ err }, "pg-boss error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.queue);
    await boss.schedule(job.queue, "* * * * *");
    await boss.work(job.queue, runner(job));
  }
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
