// npm run admin -- grant <discordUsername>
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import { grantAdmin } from "./users/queries.ts";

const [command, discordUsername] = process.argv.slice(2);
if (command !== "grant" || !discordUsername) {
  console.error("Usage: npm run admin -- grant <discordUsername>");
  process.exit(2);
}

const database = await openDatabase(loadConfig());
await database.migrate();
const granted = await grantAdmin(database.db, [discordUsername]);
await database.close();
if (granted.length === 0) {
  console.error(`No user named ${discordUsername}`);
  process.exit(1);
}
console.log(`${granted[0]?.discordUsername} is now an administrator`);
