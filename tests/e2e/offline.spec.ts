// With the server stopped, a rider who opened the app before sees the app and a clear offline
// notice, not the browser's error page.
import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

// Beside the suite's own server (5173 + 8 = 5181 by default), so parallel runs do not collide.
const PORT = Number(process.env.E2E_PORT ?? 5173) + 8;
const origin = `http://127.0.0.1:${PORT}`;

function startServer(): ChildProcess {
  return spawn("node", ["scripts/e2e-server.mjs"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

test("the offline notice shows when the server cannot be reached", async ({ page }) => {
  const server = startServer();
  try {
    await waitForHealth();
    await page.goto(`${origin}/home`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The service worker has kept the shell once it controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    // Stop the server: from here on nothing answers on its port.
    server.kill("SIGTERM");
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            () => "up",
            () => "down",
          ),
        { timeout: 30_000 },
      )
      .toBe("down");

    await page.goto(`${origin}/home`);
    await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();
    await expect(page.getByRole("link", { name: /FC Rideshare/ })).toBeVisible();
  } finally {
    server.kill("SIGTERM");
  }
});
