import type { Config } from "../config.ts";
import { type Database, openPglite, openPostgres } from "./client.ts";

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export function openDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, 10, { statementMs: config.DATABASE_TIMEOUT_MS })
    : openPglite(config.DATA_DIR);
}
