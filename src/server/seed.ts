// npm run seed [-- --force]: the demo data (seed-demo.ts) in the configured database; refused on a
// database with real accounts or under NODE_ENV=production unless --force. While the server runs
// on the embedded database, the server does it (db/owner-channel.ts).
import { loadCliConfig, onDatabase, runCli } from "./cli.ts";
import { askOwner } from "./db/owner-channel.ts";
import { assertSeedAllowed, CommandRefused, runOwnerCommand } from "./owner-commands.ts";

const args = process.argv.slice(2);

runCli(async () => {
  const unknown = args.find((arg) => arg !== "--force");
  if (unknown)
    throw new CommandRefused(`Unknown argument ${unknown}; usage: npm run seed [-- --force]`);
  const command = { name: "seed", force: args.includes("--force") } as const;
  const config = loadCliConfig();
  const production = config.NODE_ENV === "production";
  return onDatabase(config, "npm run seed", {
    direct: (database) => runOwnerCommand(database.db, command, { production }),
    viaServer: async (owner) => {
      // The server checks its own NODE_ENV; this is the tool's.
      assertSeedAllowed(command.force, production);
      const response = await askOwner(owner, "/commands", command);
      return ((await response.json()) as { message: string }).message;
    },
  });
});
