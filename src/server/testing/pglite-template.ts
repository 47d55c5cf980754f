// One migrated PGlite database per test run, copied by every scratch database that names it
// (scratch-database.ts): a new database folder runs initdb and 28 migrations, 20–40 s on a busy
// two-core machine, where a copy of the folder opens in two or three (decision 042).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPglite } from "../db/client.ts";

/** In a template folder: the migrated database folder (a server's DATA_DIR copies it). */
export const TEMPLATE_DATA_DIR = "pgdata";
/** In a template folder: the same database as a dump (an in-memory database loads it). */
export const TEMPLATE_DUMP = "migrated.tar.gz";

export interface PgliteTemplate {
  folder: string;
  remove(): void;
}

export async function makePgliteTemplate(): Promise<PgliteTemplate> {
  const folder = mkdtempSync(join(tmpdir(), "fcr-template-"));
  const database = await openPglite(join(folder, TEMPLATE_DATA_DIR));
  await database.migrate();
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error("PGlite could not dump the migrated template");
  writeFileSync(join(folder, TEMPLATE_DUMP), Buffer.from(await dump.arrayBuffer()));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Makes `dataDir` (new, or empty) a copy of the template's migrated database folder. */
export function copyTemplateDataDir(template: string, dataDir: string) {
  cpSync(join(template, TEMPLATE_DATA_DIR), dataDir, { recursive: true });
}
