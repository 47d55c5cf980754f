// One owner for the embedded database, with the real server and tools as child processes on a
// temporary DATA_DIR: a second server refuses in one line, seed/admin/backup go through the running
// server, restore refuses while it runs, a lock left by a killed server does not block a start, and
// a backup carries no lock. The lock is DATA_DIR/owner.lock; an older version's lock beside the
// directory is honoured while alive and removed once stale.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, runTool, startChildServer } from "../testing/child-server.ts";
import { migratedDataDir } from "../testing/suite-database.ts";

const onPostgres = process.env.TEST_DB === "postgres";
let root: string;
const stopped: ChildServer[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "fcr-owner-"));
});
afterAll(async () => {
  for (const server of stopped) {
    if (server.process.exitCode === null) server.process.kill("SIGKILL");
  }
  rmSync(root, { recursive: true, force: true });
});

/** A DATA_DIR of its own, holding the migrated template. */
const dataDirNamed = (name: string) => migratedDataDir(join(root, name));

async function start(dataDir: string) {
  const server = await startChildServer({ env: { DATA_DIR: dataDir } });
  stopped.push(server);
  return server;
}
async function stop(server: ChildServer) {
  server.process.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}
const lines = (text: string) => text.split("\n").filter((line) => line && !line.startsWith("npm "));

async function login(server: ChildServer, discordUsername: string) {
  const response = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ discordUsername, password: "rideshare-demo" }),
  });
  const cookie = /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";
  return { status: response.status, cookie };
}
async function rideCount(server: ChildServer) {
  const response = await fetch(`${server.url}/api/rides?time=all`);
  return ((await response.json()) as unknown[]).length;
}

describe.skipIf(onPostgres)("one owner for the embedded database (PGlite only)", () => {
  it("refuses a second server in one line; seed and admin go through the running one", {
    timeout: 120_000,
  }, async () => {
    const dataDir = dataDirNamed("shared");
    const server = await start(dataDir);
    const pid = server.process.pid;

    const second = await runTool("main.ts", [], {
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
    });
    expect(second.code).toBe(1);
    expect(lines(second.stderr)).toEqual([
      `The database in ${dataDir} is in use by the running server (pid ${pid}); stop it first`,
    ]);

    const seed = await runTool("seed.ts", [], { DATA_DIR: dataDir });
    expect(seed.code).toBe(0);
    expect(seed.stdout).toMatch(/^Seeded 7 users and 7 rides/);
    // The running server sees what the seed wrote: it wrote it.
    expect(await rideCount(server)).toBe(7);

    const grant = await runTool("admin-cli.ts", ["grant", "weiling"], { DATA_DIR: dataDir });
    expect(lines(grant.stdout)).toEqual(["weiling is now an administrator"]);
    const unknown = await runTool("admin-cli.ts", ["grant", "nobody"], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(lines(unknown.stderr)).toEqual(["No user named nobody"]);
    const { cookie } = await login(server, "weiling");
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } });
    expect(((await me.json()) as { isAdmin: boolean }).isAdmin).toBe(true);

    // Kept after a restart: the grant went to the database the server writes.
    await stop(server);
    const again = await start(dataDir);
    const meAgain = await fetch(`${again.url}/api/auth/me`, { headers: { cookie } });
    expect(((await meAgain.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
    expect(await rideCount(again)).toBe(7);
    await stop(again);
  });

  it("starts again after a SIGKILL left its lock behind", { timeout: 120_000 }, async () => {
    const dataDir = dataDirNamed("killed");
    const first = await start(dataDir);
    first.process.kill("SIGKILL");
    await first.exited;
    expect(existsSync(join(dataDir, "owner.lock"))).toBe(true);
    const second = await start(dataDir);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    await stop(second);
    expect(existsSync(join(dataDir, "owner.lock"))).toBe(false);
  });

  it("honours a live lock an older version keeps beside DATA_DIR, and removes a stale one", {
    timeout: 120_000,
  }, async () => {
    const dataDir = dataDirNamed("upgraded");
    const older = `${dataDir}.lock`;
    const olderServer = { pid: 4242, holder: "the running server", token: "older" };
    writeFileSync(older, JSON.stringify(olderServer));
    // An older server running on the directory touches its lock every second.
    const touching = setInterval(() => utimesSync(older, new Date(), new Date()), 200);
    const refused = await runTool("main.ts", [], {
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
    });
    clearInterval(touching);
    expect({ code: refused.code, stderr: lines(refused.stderr) }).toEqual({
      code: 1,
      stderr: [
        `The database in ${dataDir} is in use by the running server (pid 4242); stop it first`,
      ],
    });
    expect(existsSync(join(dataDir, "owner.lock"))).toBe(false);

    // Left by an older server that is gone: the start takes the directory and removes it.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(older, anHourAgo, anHourAgo);
    const server = await start(dataDir);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(existsSync(older)).toBe(false);
    await stop(server);
  });

  it("backs up while the server runs; restore refuses then, and brings the data back into a fresh DATA_DIR", {
    timeout: 120_000,
  }, async () => {
    const dataDir = dataDirNamed("original");
    const file = join(root, "backup.tar.gz");
    const server = await start(dataDir);
    expect((await runTool("seed.ts", [], { DATA_DIR: dataDir })).code).toBe(0);
    const backup = await runTool("admin-cli.ts", ["backup", file], { DATA_DIR: dataDir });
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up the database/);
    // Not the server's lock, nor the channel's secret in it.
    expect(existsSync(join(dataDir, "owner.lock"))).toBe(true);
    expect(gunzipSync(readFileSync(file)).includes("owner.lock")).toBe(false);

    const refused = await runTool("admin-cli.ts", ["restore", file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(lines(refused.stderr)).toEqual([
      `The database in ${dataDir} is in use by the running server (pid ${server.process.pid}); stop it first`,
    ]);
    await stop(server);

    // An archive of the directory itself, taken while a server held it, carries its lease: a
    // restore leaves it out, so the restored directory is not left holding a lease of another's.
    writeFileSync(
      join(dataDir, "owner.lock"),
      JSON.stringify({ pid: 1, holder: "the running server", token: "archived" }),
    );
    const archive = join(root, "archive.tar.gz");
    expect(spawnSync("tar", ["--format=ustar", "-czf", archive, "-C", dataDir, "."]).status).toBe(
      0,
    );
    const fromArchiveDir = join(root, "from-archive");
    const fromArchive = await runTool("admin-cli.ts", ["restore", archive], {
      DATA_DIR: fromArchiveDir,
    });
    expect(lines(fromArchive.stdout)).toEqual([`Restored ${archive} into ${fromArchiveDir}`]);
    expect(existsSync(join(fromArchiveDir, "PG_VERSION"))).toBe(true);
    expect(existsSync(join(fromArchiveDir, "owner.lock"))).toBe(false);

    const restoredDir = join(root, "restored");
    const restore = await runTool("admin-cli.ts", ["restore", file], { DATA_DIR: restoredDir });
    expect(lines(restore.stdout)).toEqual([`Restored ${file} into ${restoredDir}`]);
    const restored = await start(restoredDir);
    expect(await rideCount(restored)).toBe(7);
    expect((await login(restored, "weiling")).status).toBe(200);
    await stop(restored);

    // Over a database that is there already, restore changes nothing and says why.
    const over = await runTool("admin-cli.ts", ["restore", file], { DATA_DIR: restoredDir });
    expect(over.code).toBe(1);
    expect(lines(over.stderr)).toEqual([
      `${restoredDir} already holds a database; move it away or set DATA_DIR to a new directory`,
    ]);
  });
});
