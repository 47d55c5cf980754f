// Vitest's global setup for the API suites: migrates one database per run and offers it to every
// test file as `databaseTemplate` (test-app.ts), which then copies it instead of migrating its own:
// a PGlite template folder (pglite-template.ts), or on PostgreSQL (TEST_DB=postgres) a database to
// CREATE … TEMPLATE from.
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../db/client.ts";
import { makePgliteTemplate } from "./pglite-template.ts";
import { withClient } from "./scratch-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `fcr_template_${randomBytes(6).toString("hex")}`;
    await withClient(serverUrl, (client) => client.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    await database.migrate();
    // A template must have no connection open while databases are copied from it.
    await database.close();
    project.provide("databaseTemplate", name);
    return () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
  }
  const template = await makePgliteTemplate();
  project.provide("databaseTemplate", template.folder);
  return template.remove;
}
