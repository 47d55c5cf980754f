// One owner for the embedded database: the server, or a command-line tool when no server runs.
// The lock is a file inside DATA_DIR (`./data/owner.lock`), so that every process that sees the
// directory sees it, whatever is mounted where: beside the directory, two containers with a volume
// mounted at DATA_DIR each had their own (decision 039). Backups and restores leave it out
// (dump-without-lease.ts). It is created whole and atomically (written to a temporary file beside
// it, then hard-linked into place, which fails if the lock exists). It is a lease: its owner
// touches it every second from a worker thread, and a lock left untouched for STALE_MS is stale and
// taken over. No pid decides anything: processes in two containers (two pid namespaces) on one
// volume see each other's locks alive. See docs/decisions/012-one-owner-for-the-embedded-database.md
// and 039-the-lease-inside-data-dir.md.
import { randomBytes } from "node:crypto";
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { PRIVATE_DIR_MODE } from "./private-files.ts";

export interface Owner {
  /** For the refusal only: the owner's pid in its own namespace. */
  pid: number;
  /** Who holds it, for the refusal: "the running server", "npm run seed", ... */
  holder: string;
  /** Tells this owner's lock from any later one. */
  token: string;
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

/** How often the owner touches its lock. */
export const HEARTBEAT_MS = 1000;
/** A lock untouched this long is stale: its owner is gone (or frozen, and stops when it wakes). */
export const STALE_MS = 3000;
const POLL_MS = 100;

/** The lease's file name in DATA_DIR; its temporary files are named `owner.lock.<random>.tmp`. */
export const LEASE_FILE = "owner.lock";
/** Whether `name`, a path relative to DATA_DIR, is the lease or one of its temporary files. */
export const isLeaseFile = (name: string) =>
  name === LEASE_FILE || (name.startsWith(`${LEASE_FILE}.`) && !name.includes("/"));

const lockPathOf = (dataDir: string) => join(resolve(dataDir), LEASE_FILE);
/** Where versions before decision 039 kept the lease: beside the directory (`./data.lock`). */
const olderLockPathOf = (dataDir: string) => `${resolve(dataDir).replace(/[/\\]+$/, "")}.lock`;

interface LockState {
  owner: Owner;
  text: string;
  touchedMs: number;
}

function readLock(path: string): LockState | undefined {
  let text: string;
  let touchedMs: number;
  try {
    touchedMs = statSync(path).mtimeMs;
    text = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  try {
    return { owner: JSON.parse(text) as Owner, text, touchedMs };
  } catch {
    // Never half-written (see above), so unreadable means damaged: it is stale once untouched.
    return { owner: { pid: 0, holder: "another process", token: "" }, text, touchedMs };
  }
}

/**
 * Whether the lock's owner is alive: its lock is touched again while we watch, or was touched less
 * than STALE_MS ago and is by the end of that. Undefined once the lock is gone (free again).
 */
async function isLive(path: string, seen: LockState): Promise<boolean | undefined> {
  const deadline = Math.min(seen.touchedMs, Date.now()) + STALE_MS;
  while (Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, POLL_MS));
    const now = readLock(path);
    if (!now) return undefined;
    if (now.touchedMs !== seen.touchedMs || now.text !== seen.text) return true;
  }
  return false;
}

/** Writes `content` whole to a private temporary file beside `path` and returns its name. */
function writeTemporary(path: string, content: string): string {
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
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

// The heartbeat runs on its own thread, so that a long synchronous stretch of the embedded
// database (a migration, a dump) never lets the lease lapse. It touches the lock only while the
// lock is still this owner's; when another process took it over (this one was frozen past
// STALE_MS), it says so and the process stops before it writes over the new owner's data.
const HEARTBEAT = `
const { readFileSync, utimesSync } = require("node:fs");
const { parentPort, workerData: { path, token, intervalMs } } = require("node:worker_threads");
setInterval(() => {
  let owner;
  try { owner = JSON.parse(readFileSync(path, "utf8")).token; } catch {}
  if (owner !== token) return parentPort.postMessage("lost");
  const now = new Date();
  utimesSync(path, now, now);
}, intervalMs);
`;

function startHeartbeat(dataDir: string, path: string, token: string): Worker {
  const worker = new Worker(HEARTBEAT, {
    eval: true,
    workerData: { path, token, intervalMs: HEARTBEAT_MS },
  });
  worker.on("message", () => {
    console.error(`Another process took over the database in ${dataDir}; stopping`);
    process.exit(1);
  });
  worker.unref();
  return worker;
}

/**
 * A lease an older version left beside the directory: refused while its owner still touches it (an
 * older server runs on this directory now), else removed, so it neither blocks a start nor lingers.
 */
async function honourOlderLease(dataDir: string) {
  const path = olderLockPathOf(dataDir);
  const older = readLock(path);
  if (!older) return;
  if (await isLive(path, older)) throw new DataDirInUse(dataDir, older.owner);
  // The folder holding it may be read-only (a container's): then it stays, harmless.
  if (readLock(path)?.text === older.text) removeQuietly(path);
}

/** The lease just taken at `path`: its heartbeat runs until it is released. */
function holdLease(dataDir: string, path: string, holder: string, token: string): OwnerLock {
  const heartbeat = startHeartbeat(dataDir, path, token);
  return {
    publish(channel) {
      const content = { pid: process.pid, holder, token, ...channel } satisfies Owner;
      renameSync(writeTemporary(path, JSON.stringify(content)), path);
    },
    release() {
      // Gone on purpose: a last beat that finds no lock must not stop the process.
      heartbeat.removeAllListeners("message");
      void heartbeat.terminate();
      if (readLock(path)?.owner.token === token) removeQuietly(path);
    },
  };
}

/** Takes `dataDir` for this process, or throws DataDirInUse naming the live owner. */
export async function acquireOwnerLock(dataDir: string, holder: string): Promise<OwnerLock> {
  const path = lockPathOf(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const token = randomBytes(16).toString("hex");
  const content = JSON.stringify({ pid: process.pid, holder, token } satisfies Owner);
  for (let attempt = 0; attempt < 3; attempt++) {
    const temporary = writeTemporary(path, content);
    try {
      linkSync(temporary, path);
    } catch (error) {
      removeQuietly(temporary);
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const existing = readLock(path);
      if (!existing) continue;
      const live = await isLive(path, existing);
      if (live) throw new DataDirInUse(dataDir, existing.owner);
      // Stale: remove it unless another process replaced it since we read it, then try again.
      if (live === false && readLock(path)?.text === existing.text) removeQuietly(path);
      continue;
    }
    unlinkSync(temporary);
    const lock = holdLease(dataDir, path, holder, token);
    try {
      await honourOlderLease(dataDir);
    } catch (error) {
      lock.release();
      throw error;
    }
    return lock;
  }
  const owner = readLock(path)?.owner ?? { pid: 0, holder: "another process", token: "" };
  throw new DataDirInUse(dataDir, owner);
}
