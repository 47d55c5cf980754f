// The request log: one line per answered request at info, with its method, URL, status and time;
// nothing for the built client's files; readable lines for a terminal.
import { existsSync, readdirSync } from "node:fs";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { WEB_ROOT } from "../pages/web-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { loggerOptions, terminalLines } from "./logging.ts";

let t: TestApp;
let app: FastifyInstance;
let pretty: FastifyInstance;
let log = "";
let readable = "";

const collector = (append: (text: string) => void) =>
  new Writable({
    write(chunk, _encoding, done) {
      append(chunk.toString());
      done();
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  const options = loggerOptions(t.app.config);
  app = await buildApp(t.app.config, t.db, {
    ...options,
    stream: collector((text) => {
      log += text;
    }),
  });
  pretty = await buildApp(t.app.config, t.db, {
    ...options,
    stream: terminalLines(
      collector((text) => {
        readable += text;
      }),
    ),
  });
  await Promise.all([app.ready(), pretty.ready()]);
});
afterAll(async () => {
  await app.close();
  await pretty.close();
  await t.close();
});
beforeEach(() => {
  log = "";
  readable = "";
});

const lines = () =>
  log
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the request log", () => {
  it("writes one line at info for an API request: method, url, status and time", async () => {
    const response = await app.inject({ method: "GET", url: "/api/rides?limit=2" });
    expect(response.statusCode).toBe(200);
    const written = lines();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      msg: "request",
      method: "GET",
      url: "/api/rides?limit=2",
      statusCode: 200,
    });
    expect(written[0]?.responseTime).toEqual(expect.any(Number));
  });

  it("writes one line for a refused request too, with its status", async () => {
    const response = await app.inject({ method: "POST", url: "/api/login", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, method: "POST", url: "/api/login", statusCode: 400 }),
    ]);
  });

  // npm test builds the client before this suite; without a build there are no files to serve.
  it.skipIf(!existsSync(`${WEB_ROOT}/index.html`))(
    "writes nothing for the built client's files",
    async () => {
      const script = readdirSync(`${WEB_ROOT}/assets`).find((name) => name.endsWith(".js"));
      for (const url of [`/assets/${script}`, "/sw.js", "/manifest.webmanifest"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(200);
      }
      expect(log).toBe("");
      expect((await app.inject({ method: "GET", url: "/home" })).statusCode).toBe(200);
      expect(lines()).toEqual([expect.objectContaining({ url: "/home", statusCode: 200 })]);
    },
  );

  it("reads as a sentence on a terminal", async () => {
    await pretty.inject({ method: "GET", url: "/api/health" });
    expect(readable).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 [\d.]+ ms\n$/);
  });
});
