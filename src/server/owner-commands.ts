// What `npm run seed` and `npm run admin -- grant` do to the database: run by the tool itself on a
// database no server holds, or by the running server on the tool's behalf (db/owner-channel.ts).
import { z } from "zod";
import type { Db } from "./db/client.ts";
import { hasRealAccounts, seedDemo } from "./seed-demo.ts";
import { grantAdmin } from "./users/queries.ts";

export const ownerCommandSchema = z.discriminatedUnion("name", [
  // `force` seeds a database with real accounts, or under production (older tools send none).
  z.object({ name: z.literal("seed"), force: z.boolean().default(false) }),
  z.object({ name: z.literal("grant"), discordUsername: z.string().min(1).max(100) }),
]);
export type OwnerCommand = z.infer<typeof ownerCommandSchema>;

/** A refusal the person at the terminal caused; its message is safe to print as it is. */
export class CommandRefused extends Error {}

/** Where the command runs: `production` is NODE_ENV=production in the process that runs it. */
export interface CommandContext {
  production: boolean;
}

/** Every demo account has the same published password: never under production unasked. */
export function assertSeedAllowed(force: boolean, production: boolean) {
  if (production && !force) {
    throw new CommandRefused(
      "NODE_ENV is production and the demo accounts share a public password; run npm run seed -- --force to seed anyway",
    );
  }
}

/** Runs the command and answers what it did, in one line. */
export async function runOwnerCommand(
  db: Db,
  command: OwnerCommand,
  { production }: CommandContext,
): Promise<string> {
  if (command.name === "seed") {
    assertSeedAllowed(command.force, production);
    if (!command.force && (await hasRealAccounts(db))) {
      throw new CommandRefused(
        "This database has accounts that are not the demo's, and the demo accounts share a public password; run npm run seed -- --force to seed anyway",
      );
    }
    return seedDemo(db);
  }
  const [granted] = await grantAdmin(db, [command.discordUsername]);
  if (!granted) throw new CommandRefused(`No user named ${command.discordUsername}`);
  return `${granted.discordUsername} is now an administrator`;
}
