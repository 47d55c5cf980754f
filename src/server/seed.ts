// npm run seed: the demo data (seed-demo.ts) in the configured database. While the server runs on
// the embedded database, the server does it (db/owner-channel.ts).
import { loadCliConfig, onDatabase, runCli } from "./cli.ts";
import { askOwner } from "./db/owner-channel.ts";
import { runOwnerCommand } from "./owner-commands.ts";

runCli(() =>
  onDatabase(loadCliConfig(), "npm run seed", {
    direct: (database) => runOwnerCommand(database.db, { name: "seed" }),
    viaServer: async (owner) => {
      const response = await askOwner(owner, "/commands", { name: "seed" });
      return ((await response.json()) as { message: string }).message;
    },
  }),
);
