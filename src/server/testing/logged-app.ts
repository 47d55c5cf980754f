// A second app on a test's database whose log (the app's own logger options) is kept for the test
// to read, line by line.
import { Writable } from "node:stream";
import { buildApp } from "../app.ts";
import { loggerOptions } from "../plugins/logging.ts";
import type { TestApp } from "./test-app.ts";

export async function loggedApp(t: TestApp) {
  let log = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = await buildApp(t.app.config, t.db, { ...loggerOptions(t.app.config), stream });
  await app.ready();
  return { app, log: () => log };
}
