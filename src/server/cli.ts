// What the command-line tools share: one owner for the embedded database, and one line per error.
import { type Config, loadConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { openDatabase } from "./db/open.ts";
import { acquireOwnerLock, DataDirInUse, type Owner } from "./db/owner-lock.ts";
import { CommandRefused } from "./owner-commands.ts";

/**
 * Runs `direct` on the database when this tool may own it (PostgreSQL, or an embedded database no
 * one holds: the tool holds it meanwhile), else `viaServer` through the running server, else
 * refuses with the owner's name and pid.
 */
export async function onDatabase<T>(
  config: Config,
  holder: string,
  route: { direct: (database: Database) => Promise<T>; viaServer?: (owner: Owner) => Promise<T> },
): Promise<T> {
  let release = () => {};
  if (!config.DATABASE_URL) {
    try {
      release = (await acquireOwnerLock(config.DATA_DIR, holder)).release;
    } catch (error) {
      if (error instanceof DataDirInUse && route.viaServer && error.owner.holder === SERVER) {
        return route.viaServer(error.owner);
      }
      throw error;
    }
  }
  try {
    const database = await openDatabase(config);
    try {
      await database.migrate();
      return await route.direct(database);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** The configuration, or a CommandRefused naming the bad variables on one line. */
export function loadCliConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    throw new CommandRefused((error as Error).message.replace(/\n\s*/g, " "));
  }
}

/** How the server names itself in its lock. */
export const SERVER = "the running server";

/**
 * Runs a tool's body and prints its one-line result; any failure is one line too (the driver's own
 * message at most, never a stack trace or a query with its parameters), exit code 1.
 */
export function runCli(body: () => Promise<string>) {
  body().then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(oneLine(error));
      process.exit(1);
    },
  );
}

function oneLine(error: unknown): string {
  if (error instanceof CommandRefused || error instanceof DataDirInUse) return error.message;
  let deepest = error as { message?: unknown; cause?: unknown };
  while (deepest?.cause) deepest = deepest.cause as typeof deepest;
  const first = String(deepest?.message ?? error).split("\n")[0];
  return `Failed: ${first}`;
}
