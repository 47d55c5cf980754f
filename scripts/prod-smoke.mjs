// The proof of production mode (part of `npm test`; .ci/run also runs it on a copy holding only
// production dependencies): runs the compiled server (`node build/server/main.js`, no tsx) from the
// directory given (default: here) on a random port with a temporary DATA_DIR, waits for it, asks
// for /api/health, / and /api/rides, takes a backup with the compiled admin CLI through it, and
// stops it with SIGTERM, which must end it with exit code 0.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(process.argv[2] ?? ".");
const scratch = mkdtempSync(join(tmpdir(), "fcr-prod-"));
const dataDir = join(scratch, "data");
const { DATABASE_URL: _unused, ...env } = process.env;
const server = spawn(process.execPath, ["build/server/main.js"], {
  cwd: root,
  env: { ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "inherit"],
});
const exited = new Promise((done) => server.once("exit", (code) => done(code)));

function fail(message) {
  console.error(`prod-smoke: ${message}`);
  server.kill("SIGKILL");
  rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
}

let started = false;
const url = await new Promise((done) => {
  // A fresh embedded database is initialised first: minutes, not seconds, on a loaded machine.
  const timer = setTimeout(() => fail("the compiled server did not start within 180 s"), 180_000);
  let output = "";
  server.stdout.on("data", (chunk) => {
    output += chunk;
    const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (match) {
      clearTimeout(timer);
      started = true;
      done(match[1]);
    }
  });
  exited.then((code) => {
    if (!started) fail(`the compiled server exited (${code}) before it started`);
  });
});

for (const [path, type] of [
  ["/api/health", "application/json"],
  ["/", "text/html"],
  ["/api/rides", "application/json"],
]) {
  const response = await fetch(`${url}${path}`);
  const contentType = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !contentType.startsWith(type)) {
    fail(`GET ${path} answered ${response.status} ${contentType}`);
  }
  await response.arrayBuffer();
}
const backupFile = join(scratch, "backup.tar.gz");
const backup = spawnSync(process.execPath, ["build/server/admin-cli.js", "backup", backupFile], {
  cwd: root,
  env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  encoding: "utf8",
});
if (backup.status !== 0 || !existsSync(backupFile)) {
  fail(`the compiled admin CLI's backup failed (${backup.status}): ${backup.stderr}`);
}
server.kill("SIGTERM");
const code = await exited;
rmSync(scratch, { recursive: true, force: true });
if (code !== 0) fail(`SIGTERM ended the compiled server with exit code ${code}`);
console.log(
  `prod-smoke: the compiled server in ${root} answered /api/health, / and /api/rides; its CLI took a backup`,
);
