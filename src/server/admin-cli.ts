// npm run admin -- grant <discordUsername>
// npm run backup [-- <file>]       a copy of the embedded database, also while the server runs
// npm run restore -- <file>        that copy into an empty DATA_DIR, with no server running
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadCliConfig, onDatabase, runCli } from "./cli.ts";
import { restorePglite } from "./db/client.ts";
import { askOwner } from "./db/owner-channel.ts";
import { acquireOwnerLock } from "./db/owner-lock.ts";
import { CommandRefused, runOwnerCommand } from "./owner-commands.ts";

const USAGE =
  "Usage: npm run admin -- grant <discordUsername> | npm run backup [-- <file>] | npm run restore -- <file>";

const [command, argument] = process.argv.slice(2);

async function grant(discordUsername: string) {
  const order = { name: "grant", discordUsername } as const;
  const config = loadCliConfig();
  return onDatabase(config, "npm run admin", {
    direct: (database) =>
      runOwnerCommand(database.db, order, { production: config.NODE_ENV === "production" }),
    viaServer: async (owner) => {
      const response = await askOwner(owner, "/commands", order);
      return ((await response.json()) as { message: string }).message;
    },
  });
}

async function backup(file: string) {
  const config = loadCliConfig();
  if (config.DATABASE_URL) {
    throw new CommandRefused("DATABASE_URL is set: back up PostgreSQL with pg_dump (see README)");
  }
  const dump = await onDatabase(config, "npm run backup", {
    direct: async (database) => {
      if (!database.dump) throw new CommandRefused("This database cannot be dumped");
      return Buffer.from(await (await database.dump()).arrayBuffer());
    },
    viaServer: async (owner) => Buffer.from(await (await askOwner(owner, "/backup")).arrayBuffer()),
  });
  // It holds password hashes: readable by its owner only, and never written over another file.
  try {
    writeFileSync(file, dump, { mode: 0o600, flag: "wx" });
  } catch (error) {
    throw new CommandRefused(`Cannot write ${file}: ${(error as NodeJS.ErrnoException).code}`);
  }
  return `Backed up the database in ${config.DATA_DIR} to ${file} (${Math.ceil(dump.length / 1024)} KB)`;
}

async function restore(file: string) {
  const config = loadCliConfig();
  if (config.DATABASE_URL) {
    throw new CommandRefused(
      "DATABASE_URL is set: restore PostgreSQL with pg_restore (see README)",
    );
  }
  if (!existsSync(file)) throw new CommandRefused(`No file ${file}`);
  const lock = await acquireOwnerLock(config.DATA_DIR, "npm run restore");
  try {
    if (existsSync(join(config.DATA_DIR, "PG_VERSION"))) {
      throw new CommandRefused(
        `${config.DATA_DIR} already holds a database; move it away or set DATA_DIR to a new directory`,
      );
    }
    await restorePglite(config.DATA_DIR, new Blob([readFileSync(file)]));
  } finally {
    lock.release();
  }
  return `Restored ${file} into ${config.DATA_DIR}`;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);

runCli(async () => {
  if (command === "grant" && argument) return grant(argument);
  if (command === "backup") return backup(argument ?? `fc-rideshare-${stamp()}.tar.gz`);
  if (command === "restore" && argument) return restore(argument);
  throw new CommandRefused(USAGE);
});
