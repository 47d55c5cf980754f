// One owner for the embedded database: the server, or a command-line tool when no server runs.
// The lock is a file beside DATA_DIR (`./data.lock`), not inside it, so that a backup of the
// directory never carries it. It is created whole and atomically (written to a temporary file,
// then hard-linked into place, which fails if the lock exists); a lock whose process is gone is
// stale and taken over. See docs/decisions/012-one-owner-for-the-embedded-database.md.
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

export interface Owner {
  pid: number;
  /** Who holds it, for the refusal: "the running server", "npm run seed", ... */
  holder: string;
  /** The server's local admin channel (owner-channel.ts), once it listens. */
  port?: number;
  secret?: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Owner,
  ) {
    super(
      `The database in ${dataDir} is in use by ${owner.holder} (pid ${owner.pid}); stop it first`,
    );
  }
}

export interface OwnerLock {
  /** Adds the admin channel's address to the lock, for the command-line tools to find. */
  publish(channel: { port: number; secret: string }): void;
  release(): void;
}

const lockPathOf = (dataDir: string) => `${resolve(dataDir).replace(/[/\\]+$/, "")}.lock`;

function isAlive(pid: number): boolean {
  // After a container restart the new process often gets the dead one's pid: that lock is stale.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(path: string): { owner: Owner; text: string } | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  try {
    const owner = JSON.parse(text) as Owner;
    return Number.isInteger(owner.pid) ? { owner, text } : { owner: { pid: 0, holder: "" }, text };
  } catch {
    // Never half-written (see above), so unreadable means damaged: treat as stale.
    return { owner: { pid: 0, holder: "" }, text };
  }
}

/** Writes `content` whole to a private temporary file beside `path` and returns its name. */
function writeTemporary(path: string, content: string): string {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  return temporary;
}

function removeQuietly(path: string) {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: another process cleaned it up first.
  }
}

/** The live owner of `dataDir`, or undefined when it is free (or its lock is stale). */
export function currentOwner(dataDir: string): Owner | undefined {
  const lock = readLock(lockPathOf(dataDir));
  return lock && isAlive(lock.owner.pid) ? lock.owner : undefined;
}

/** Takes `dataDir` for this process, or throws DataDirInUse naming the live owner. */
export function acquireOwnerLock(dataDir: string, holder: string): OwnerLock {
  const path = lockPathOf(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  let content = JSON.stringify({ pid: process.pid, holder } satisfies Owner);
  for (let attempt = 0; attempt < 3; attempt++) {
    const temporary = writeTemporary(path, content);
    try {
      linkSync(temporary, path);
      unlinkSync(temporary);
      return {
        publish(channel) {
          content = JSON.stringify({ pid: process.pid, holder, ...channel } satisfies Owner);
          renameSync(writeTemporary(path, content), path);
        },
        release() {
          if (readLock(path)?.text === content) removeQuietly(path);
        },
      };
    } catch (error) {
      removeQuietly(temporary);
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const existing = readLock(path);
    if (existing && isAlive(existing.owner.pid)) throw new DataDirInUse(dataDir, existing.owner);
    // Stale: remove it unless another process replaced it since we read it, then try again.
    if (existing && readLock(path)?.text === existing.text) removeQuietly(path);
  }
  const owner = readLock(path)?.owner ?? { pid: 0, holder: "another process" };
  throw new DataDirInUse(dataDir, owner);
}
