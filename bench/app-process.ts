// Starting the real app (and a database for it) for the benchmark and the Lighthouse run: a fresh
// PGlite directory, or a fresh database on a PostgreSQL server, seeded before the app starts.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "../src/server/db/client.ts";
import { rowsOf } from "./seed.ts";

export const ROOT = new URL("..", import.meta.url).pathname;

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type DatabaseKind = "pglite" | "postgres";

/** A fresh, empty database; `env` is what the app needs to open it; `drop()` removes it. */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** The database's name on the PostgreSQL server; null for PGlite. */
  name: string | null;
  env: Record<string, string>;
  /** Opens it through the app's own database layer, migrated. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** "PGlite (PostgreSQL 17.x)" or "PostgreSQL 15.x": what the figures were measured on. */
export async function databaseVersion(kind: DatabaseKind, serverUrl?: string): Promise<string> {
  if (kind === "postgres") {
    return withClient(serverUrl ?? "", async (client) => {
      const result = await client.query<{ server_version: string }>("show server_version");
      return `PostgreSQL ${result.rows[0]?.server_version ?? "?"}`;
    });
  }
  const database = await openPglite(null);
  try {
    const result = await database.db.execute(sql`show server_version`);
    const [row] = rowsOf<{ server_version: string }>(result);
    return `PGlite (PostgreSQL ${row?.server_version ?? "?"})`;
  } finally {
    await database.close();
  }
}

export function freshPglite(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), "fcr-bench-"));
  return {
    kind: "pglite",
    name: null,
    env: { DATA_DIR: dataDir },
    async open() {
      const database = await openPglite(dataDir);
      await database.migrate();
      return database;
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database on the server of `serverUrl`, dropped again by `drop()`. */
export async function freshPostgres(serverUrl: string): Promise<BenchDatabase> {
  const name = `fcr_bench_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: "postgres",
    name,
    env: { DATABASE_URL: url.toString() },
    async open() {
      const database = await openPostgres(url.toString());
      await database.migrate();
      return database;
    },
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}

/**
 * A private copy of the app as it is now — sources, the built client, package.json and
 * tsconfig.json, with node_modules linked — so a rebuild or an edit in the work tree during a
 * long run does not change (or break) the app being measured. `remove()` deletes it.
 */
export function snapshotApp(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), "fcr-app-"));
  for (const path of ["src", "dist/web", "package.json", "tsconfig.json"]) {
    if (existsSync(join(ROOT, path))) {
      cpSync(join(ROOT, path), join(root, path), { recursive: true });
    }
  }
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"), "dir");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface RunningApp {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * `tsx src/server/main.ts` as a child process on a free 127.0.0.1 port (node with tsx's loader:
 * one process, so signals reach the server itself). Resolves once /api/health answers 200.
 * `nodeArgs` go to node before the script (e.g. `--cpu-prof` to profile the server); `root` is
 * the app's folder (the work tree, or a `snapshotApp()` copy).
 */
export async function startApp(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  root = ROOT,
): Promise<RunningApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
    },
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    if (!(await exited(child, 15_000))) {
      child.kill("SIGKILL");
      await exited(child, 5_000);
    }
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the app exited with code ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the app did not answer /api/health within 60 s:\n${output}`);
}
