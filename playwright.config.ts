import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 5173);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  workers: 1,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // A fresh embedded database per run; the built client is served by the app itself.
    command: "node --import tsx scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
