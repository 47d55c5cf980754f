// DATA_DIR holds password hashes and contacts: the real server (child process) keeps the directory
// 0700 and every file in it 0600, those PGlite writes while serving included, tightens a directory
// an older version left readable, and writes backups 0600.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTool, startChildServer } from "../testing/child-server.ts";

const onPostgres = process.env.TEST_DB === "postgres";
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "fcr-private-"));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Every entry under `directory` (itself included) whose mode is not 0700 (folders) or 0600 (files). */
function looseModes(directory: string): string[] {
  const loose: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) loose.push(`${path} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(directory);
  return loose;
}
function countEntries(directory: string): number {
  return readdirSync(directory, { recursive: true }).length;
}
function loosen(directory: string) {
  chmodSync(directory, 0o755);
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) loosen(path);
    else chmodSync(path, 0o644);
  }
}

async function registerSomeone(url: string, name: string) {
  const response = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ discordUsername: name, password: "private files test" }),
  });
  expect(response.status).toBe(201);
}

describe.skipIf(onPostgres)("DATA_DIR's permissions (PGlite only)", () => {
  it("keeps the directory 0700 and its files 0600, tightens an old one, writes backups 0600", {
    timeout: 240_000,
  }, async () => {
    const dataDir = join(root, "data");
    const server = await startChildServer({ env: { DATA_DIR: dataDir } });
    await registerSomeone(server.url, "private_one");
    const backup = join(root, "backup.tar.gz");
    expect((await runTool("admin-cli.ts", ["backup", backup], { DATA_DIR: dataDir })).code).toBe(0);
    await server.stop();
    expect(countEntries(dataDir)).toBeGreaterThan(100);
    expect(looseModes(dataDir)).toEqual([]);
    expect(statSync(backup).mode & 0o777).toBe(0o600);

    // As an older version left it: world-readable. The next start tightens all of it.
    loosen(dataDir);
    expect(looseModes(dataDir).length).toBeGreaterThan(100);
    const again = await startChildServer({ env: { DATA_DIR: dataDir } });
    await registerSomeone(again.url, "private_two");
    await again.stop();
    expect(looseModes(dataDir)).toEqual([]);
  });
});
