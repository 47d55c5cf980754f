// An operator whose PostgreSQL is down, or whose DATABASE_URL names the wrong place, is told so in
// one line that says where the server looked (a host and port, or a Unix socket), without the URL's
// password; the server exits 1.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { runTool } from "./testing/child-server.ts";
import { freePort } from "./testing/free-port.ts";

const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");
/** The server started against `databaseUrl`, run to its end. */
const startOn = (databaseUrl: string) =>
  runTool("main.ts", [], { DATABASE_URL: databaseUrl, PORT: "0", HOST: "127.0.0.1" });

it("a server whose PostgreSQL does not answer says where it looked, in one line, and exits 1", async () => {
  const port = await freePort();
  const started = await startOn(`postgres://fcr:s3cret-word@127.0.0.1:${port}/rides`);
  expect({ code: started.code, stderr: lines(started.stderr) }).toEqual({
    code: 1,
    stderr: [
      `The database at 127.0.0.1:${port} did not answer (ECONNREFUSED): is PostgreSQL running there, and is DATABASE_URL right?`,
    ],
  });
  expect(started.stdout + started.stderr).not.toContain("s3cret-word");
});

it("a DATABASE_URL naming a Unix socket's directory is told by the socket it looked for", async () => {
  const directory = mkdtempSync(join(tmpdir(), "fcr-no-postgres-"));
  try {
    const started = await startOn(`postgres://fcr:s3cret-word@localhost/rides?host=${directory}`);
    expect({ code: started.code, stderr: lines(started.stderr) }).toEqual({
      code: 1,
      stderr: [
        `The database at ${directory}/.s.PGSQL.5432 did not answer (ENOENT): is PostgreSQL running there, and is DATABASE_URL right?`,
      ],
    });
    expect(started.stdout + started.stderr).not.toContain("s3cret-word");
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});
