// What `npm run seed` and `npm run admin -- grant` do to the database: run by the tool itself on a
// database no server holds, or by the running server on the tool's behalf (db/owner-channel.ts).
import { z } from "zod";
import type { Db } from "./db/client.ts";
import { seedDemo } from "./seed-demo.ts";
import { grantAdmin } from "./users/queries.ts";

export const ownerCommandSchema = z.discriminatedUnion("name", [
  z.object({ name: z.literal("seed") }),
  z.object({ name: z.literal("grant"), discordUsername: z.string().min(1).max(100) }),
]);
export type OwnerCommand = z.infer<typeof ownerCommandSchema>;

/** A refusal the person at the terminal caused; its message is safe to print as it is. */
export class CommandRefused extends Error {}

/** Runs the command and answers what it did, in one line. */
export async function runOwnerCommand(db: Db, command: OwnerCommand): Promise<string> {
  if (command.name === "seed") return seedDemo(db);
  const [granted] = await grantAdmin(db, [command.discordUsername]);
  if (!granted) throw new CommandRefused(`No user named ${command.discordUsername}`);
  return `${granted.discordUsername} is now an administrator`;
}
