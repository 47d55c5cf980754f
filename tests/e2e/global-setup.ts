// One migrated database for the run: each worker's server (server.ts) starts on a copy of it
// instead of creating and migrating its own.
import { makePgliteTemplate } from "../../src/server/testing/pglite-template.ts";

export default async function globalSetup() {
  const template = await makePgliteTemplate();
  // Set here, read by the workers, which Playwright starts after this has run.
  process.env.E2E_DATABASE_TEMPLATE = template.folder;
  return template.remove;
}
