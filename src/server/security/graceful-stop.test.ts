// SIGTERM with requests in flight over keep-alive connections (the real server as a child process
// on PGlite): health turns 503 first, every request already sent is answered, none is reset, and
// the process exits 0.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../testing/child-server.ts";
import { migratedDataDir } from "../testing/suite-database.ts";

const IN_FLIGHT = 60;
const onPostgres = process.env.TEST_DB === "postgres";
const dirs: string[] = [];
let server: ChildServer | undefined;

afterAll(() => {
  if (server?.process.exitCode === null) server.process.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function get(agent: http.Agent, url: string) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
          }),
        );
      })
      .on("error", reject);
  });
}

async function startServer() {
  const dir = migratedDataDir(mkdtempSync(join(tmpdir(), "fcr-stop-")));
  dirs.push(dir);
  server = await startChildServer({ env: { DATA_DIR: dir, LOG_LEVEL: "info" } });
  return server;
}

/** Opens `count` keep-alive connections and leaves them idle in the agent. */
async function warmAgent(url: string, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  await Promise.all(Array.from({ length: count }, () => get(agent, `${url}/api/health`)));
  return agent;
}

describe.skipIf(onPostgres)("graceful stop (PGlite only: the database plays no part)", () => {
  it(`turns health 503 and answers ${IN_FLIGHT} requests that arrive on open keep-alive connections while it stops, then exits 0`, {
    timeout: 60_000,
  }, async () => {
    const child = await startServer();
    const agent = await warmAgent(child.url, IN_FLIGHT + 1);
    const draining = new Promise<void>((resolve) =>
      child.process.stdout?.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("draining and shutting down")) resolve();
      }),
    );
    child.process.kill("SIGTERM");
    await draining;
    // Sent after the server began to stop, over connections it had kept open: the moment a
    // closing server resets requests it has not read yet.
    const failed = (error: Error) => ({ status: 0, body: error.message, connection: undefined });
    const [health, ...rides] = await Promise.all([
      get(agent, `${child.url}/api/health`).catch(failed),
      ...Array.from({ length: IN_FLIGHT }, () =>
        get(agent, `${child.url}/api/rides`).catch(failed),
      ),
    ]);
    expect(health?.status).toBe(503);
    expect(JSON.parse(health?.body ?? "")).toMatchObject({ error: "Shutting down" });
    expect(rides.filter((r) => r.status !== 200)).toEqual([]);
    // Each answer closes its connection, so none is left idle to be cut.
    expect([health, ...rides].filter((r) => r?.connection !== "close")).toEqual([]);
    expect(await child.exited).toBe(0);
    agent.destroy();
  });
});
