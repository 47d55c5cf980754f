// SIGTERM under keep-alive load: the real server (child process) on 127.0.0.1 gets requests
// from 16 keep-alive connections, reads and writes, until well after it is told to stop. Every
// request written to it gets an answer (a 503 with `Connection: close` is one); none is reset.
// A connection refused once the listener has closed never carried a request, so it is counted
// apart.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "./testing/child-server.ts";
import { databaseForSuite } from "./testing/suite-database.ts";

const CONNECTIONS = 16;
/** The most requests sent: the load stops sooner once the server is seen stopping. */
const MAX_REQUESTS = 3000;
/** SIGTERM goes out once this many requests were answered. */
const SIGTERM_AFTER = 150;
/**
 * The load goes on after SIGTERM until this many 503s came back or the listener closed: a fast
 * machine answers a fixed few hundred inside the second the server keeps serving, and the test
 * would never reach the stopping server.
 */
const STOPPING_SEEN = 20;

const scratch = databaseForSuite();

type Outcome =
  | { kind: "answered"; status: number; connection: string | undefined; afterSigterm: boolean }
  | { kind: "refused" }
  | { kind: "reset"; code: string; msAfterSigterm?: number };

function send(server: ChildServer, agent: http.Agent, index: number, signalled: () => boolean) {
  const url = new URL(server.url);
  const write = index % 4 === 0;
  const body = write
    ? JSON.stringify({ discordUsername: `sigterm_${index}`, password: "keep-alive password" })
    : undefined;
  return new Promise<Outcome>((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        agent,
        method: write ? "POST" : "GET",
        path: write ? "/api/register" : "/api/rides?time=all",
        headers: write ? { "content-type": "application/json" } : {},
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            kind: "answered",
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            afterSigterm: signalled(),
          }),
        );
        response.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ kind: "reset", code: error.code ?? error.message }),
        );
      },
    );
    // Refused: no connection, so no request was ever written.
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === "ECONNREFUSED"
          ? { kind: "refused" }
          : { kind: "reset", code: error.code ?? error.message },
      ),
    );
    request.end(body);
  });
}

describe("SIGTERM under keep-alive load", () => {
  it("answers every request it was sent, 503 with Connection: close once stopping; resets none", {
    timeout: 180_000,
  }, async () => {
    const server = await startChildServer({ env: scratch.env });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    let sent = 0;
    let answered = 0;
    let signalledAt = 0;
    let stoppingSeen = 0;
    let closed = false;
    const outcomes: Outcome[] = [];
    const worker = async () => {
      while (sent < MAX_REQUESTS && stoppingSeen < STOPPING_SEEN && !closed) {
        const index = sent++;
        const outcome = await send(server, agent, index, () => signalledAt > 0);
        if (outcome.kind === "reset") outcome.msAfterSigterm = Date.now() - signalledAt;
        if (outcome.kind === "refused") closed = true;
        if (outcome.kind === "answered" && outcome.status === 503) stoppingSeen++;
        outcomes.push(outcome);
        if (outcome.kind === "answered" && ++answered === SIGTERM_AFTER) {
          signalledAt = Date.now();
          server.process.kill("SIGTERM");
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    agent.destroy();
    expect(await server.exited).toBe(0);

    const resets = outcomes.filter((outcome) => outcome.kind === "reset");
    const after = outcomes.filter((outcome) => outcome.kind === "answered" && outcome.afterSigterm);
    const stopping = after.filter(
      (outcome) => outcome.kind === "answered" && outcome.status === 503,
    );
    console.log(
      `[shutdown] ${outcomes.length} requests: ${answered} answered (${after.length} after SIGTERM, ${stopping.length} of them 503), ${outcomes.filter((o) => o.kind === "refused").length} refused before sending, ${resets.length} reset`,
    );
    expect(resets).toEqual([]);
    expect(stopping.length).toBeGreaterThan(0);
    for (const outcome of stopping) expect(outcome).toMatchObject({ connection: "close" });
  });
});
