// The app between itself and PostgreSQL puts a TCP proxy of the test's own, which the test freezes
// (stops forwarding: a partition) and kills (refuses connections): requests answer 503 with a
// message within a bound, health says 503, and the app recovers by itself when the proxy is back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { newRideBody } from "../testing/rides.ts";
import { type ScratchDatabase, scratchDatabase } from "../testing/scratch-database.ts";
import { startTcpProxy, type TcpProxy } from "../testing/tcp-proxy.ts";
import { registerUser } from "../testing/users.ts";
import { type Database, openPostgres } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === "postgres" && Boolean(serverUrl);
const TIMEOUT_MS = 1000;
/** A stuck request must answer within this: the read timeout (TIMEOUT_MS + 1 s) and some slack. */
const BOUND_MS = 5000;

describe.skipIf(!onPostgres)(
  "PostgreSQL unreachable or stuck (runs with TEST_DATABASE_URL)",
  () => {
    let scratch: ScratchDatabase;
    let proxy: TcpProxy;
    let database: Database;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let counter = 0;

    beforeAll(async () => {
      scratch = await scratchDatabase({ kind: "postgres", serverUrl: serverUrl ?? "" });
      const target = new URL(scratch.url ?? "");
      proxy = await startTcpProxy(target);
      const viaProxy = new URL(scratch.url ?? "");
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      database = await openPostgres(viaProxy.toString(), 4, { statementMs: TIMEOUT_MS });
      await database.migrate();
      const config = loadConfig({
        RATE_LIMIT_PER_MINUTE: "1000",
        DATABASE_TIMEOUT_MS: String(TIMEOUT_MS),
      });
      app = await buildApp(config, database.db, false);
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await proxy?.close();
      await scratch?.drop();
    });

    /** A write no cache can answer: a new account. */
    async function register() {
      counter += 1;
      const started = Date.now();
      const response = await app.inject({
        method: "POST",
        url: "/api/register",
        payload: { discordUsername: `partition_${counter}`, password: "a long enough password" },
      });
      return { status: response.statusCode, body: response.json(), ms: Date.now() - started };
    }
    const health = async () => (await app.inject({ method: "GET", url: "/api/health" })).statusCode;

    async function expectUnavailable() {
      const [write, status] = await Promise.all([register(), health()]);
      expect(write.status).toBe(503);
      expect(write.body).toEqual({
        error: "The database is unavailable. Please try again in a moment.",
        code: "database_unavailable",
      });
      expect(write.ms).toBeLessThan(BOUND_MS);
      expect(status).toBe(503);
    }
    async function expectWorking() {
      expect((await register()).status).toBe(201);
      expect(await health()).toBe(200);
    }

    it.each([
      ["the network is frozen", "it flows", () => proxy.freeze()],
      ["PostgreSQL refuses connections", "it is back", () => proxy.kill()],
    ])("answers 503 while %s, and works again once %s", async (_, __, breakIt) => {
      await expectWorking();
      breakIt();
      await expectUnavailable();
      await proxy.restore();
      await expectWorking();
    });

    // A transaction's statement used to wait its read timeout and its rollback another (3× the
    // timeout in all): the whole request now has the timeout, and a second more at most.
    it("answers 503 within DATABASE_TIMEOUT_MS + 1 s for the whole request while frozen", async () => {
      await expectWorking();
      const { cookie } = await registerUser(app);
      proxy.freeze();
      const requests = [
        { method: "GET" as const, url: "/api/auth/me", headers: { cookie } },
        { method: "GET" as const, url: "/api/rides?time=all", headers: { cookie } },
        { method: "POST" as const, url: "/api/rides", headers: { cookie }, payload: newRideBody() },
      ];
      const answers = await Promise.all(
        requests.map(async (request) => {
          const started = Date.now();
          const response = await app.inject(request);
          return {
            route: `${request.method} ${request.url}`,
            status: response.statusCode,
            ms: Date.now() - started,
          };
        }),
      );
      const write = await register();
      answers.push({ route: "POST /api/register", status: write.status, ms: write.ms });
      console.log(
        `[stuck database] DATABASE_TIMEOUT_MS=${TIMEOUT_MS}: ${answers.map((a) => `${a.route} ${a.status} in ${a.ms} ms`).join(", ")}`,
      );
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 503 });
        expect(answer.ms).toBeLessThanOrEqual(TIMEOUT_MS + 1000);
      }
      await proxy.restore();
      await expectWorking();
    });
  },
);
