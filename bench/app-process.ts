// What only the bench and the Lighthouse run need around the test kit's scratch database and
// child server: a private copy of the app, the database's version for the figures, the bare
// node:http server the figures are read against.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "../src/server/db/client.ts";
import { REPO_ROOT } from "../src/server/testing/child-server.ts";
import { freePort } from "../src/server/testing/free-port.ts";
import { type DatabaseKind, withClient } from "../src/server/testing/scratch-database.ts";
import { rowsOf } from "./seed.ts";

export const ROOT = REPO_ROOT;

/** The bench's own server settings: its load must not hit the rate limit. */
export const BENCH_SERVER_ENV = {
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "100000",
  WRITE_LIMITS: "*=100000000",
};

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

/**
 * A private copy of the app as it is now — sources, the built client, package.json and
 * tsconfig.json, with node_modules linked — so a rebuild or an edit in the work tree during a
 * long run does not change (or break) the app being measured. `remove()` deletes it.
 */
export function snapshotApp(): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), "fcr-app-"));
  for (const path of ["src", "dist/web", "dist/ssr", "package.json", "tsconfig.json"]) {
    if (existsSync(join(ROOT, path))) {
      cpSync(join(ROOT, path), join(root, path), { recursive: true });
    }
  }
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"), "dir");
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The bare node:http server (ceiling-server.mjs) in a process of its own, listening. */
export async function startCeilingServer(): Promise<{ url: string; pid: number; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["bench/ceiling-server.mjs", String(port)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => child.kill("SIGTERM"),
  };
}
