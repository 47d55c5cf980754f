// With the server stopped, a rider who opened the app before sees the app and a clear offline
// notice, not the browser's error page.
import { expect, test } from "@playwright/test";
import { type ChildServer, startChildServer } from "../../src/server/testing/child-server.ts";
import {
  type ScratchDatabase,
  scratchDatabase,
} from "../../src/server/testing/scratch-database.ts";

// A server of its own (on a port the system picks), so stopping it leaves the suite's alone.
let database: ScratchDatabase;
let server: ChildServer;
test.beforeEach(async () => {
  database = await scratchDatabase({ kind: "pglite", template: process.env.E2E_DATABASE_TEMPLATE });
  server = await startChildServer({ env: database.env });
});
test.afterEach(async () => {
  await server.stop();
  await database.drop();
});

test("the offline notice shows when the server cannot be reached", async ({ page }) => {
  const origin = server.url;
  await page.goto(`${origin}/home`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The service worker has kept the shell once it controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  // Stop the server and wait until it has exited: while it drains, it still answers the
  // browser's open connection (with 503). From here on nothing answers on its port.
  await server.stop();
  const health = await fetch(`${origin}/api/health`).then(
    () => "up",
    () => "down",
  );
  expect(health).toBe("down");

  await page.goto(`${origin}/home`);
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();
  await expect(page.getByRole("link", { name: /FC Rideshare/ })).toBeVisible();
});
