// The embedded database's files hold password hashes and everyone's contacts: only the account
// that runs the app may read them. DATA_DIR and its folders are 0700 (the umask), which already
// keeps every other account out. PGlite's file layer sets its files to 0666 whatever the umask, so
// they are set to 0600 when the database opens, after migrating and when it closes; a directory
// left readable by an older version is tightened the same way.
import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dataDir` if needed and makes it and everything in it readable by this account only. */
export function makeDataDirPrivate(dataDir: string) {
  // Process-wide: whatever this process creates from now on is its own only (backups, the lock).
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tightenDataDir(dataDir);
}

/** Sets `directory` and the folders in it to 0700, its files to 0600. */
export function tightenDataDir(directory: string) {
  chmodSync(directory, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) tightenDataDir(path);
    else if (entry.isFile()) chmodUnlessGone(path);
  }
}

// Another process's try at the lease (owner-lock.ts) puts a temporary file in DATA_DIR for a moment.
function chmodUnlessGone(path: string) {
  try {
    chmodSync(path, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
