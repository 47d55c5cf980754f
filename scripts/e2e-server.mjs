// The app as the browser tests see it: the built client and the API on a fresh embedded database.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = mkdtempSync(join(tmpdir(), "fcr-e2e-"));
// node itself (not npx) so a stop signal reaches the server and it drains and exits.
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: {
    ADMIN_DISCORD_USERNAMES: "e2e_admin",
    RATE_LIMIT_PER_MINUTE: "1000",
    LOG_LEVEL: "warn",
    ...process.env,
    DATA_DIR: dataDir,
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true }); // the server's, if it was killed rather than stopped
  process.exit(code ?? 0);
});
