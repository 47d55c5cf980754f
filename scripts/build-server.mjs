// Compiles the server (and the domain rules it imports) to build/ for `npm run start:prod`, which
// runs it with plain node and production dependencies only. The SQL migrations and the message
// catalogs go alongside, where db/client.ts and i18n/catalogs.ts look for them.
import { execSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";

rmSync("build", { recursive: true, force: true });
execSync("npx tsc -p tsconfig.server.json", { stdio: "inherit" });
cpSync("src/server/db/migrations", "build/server/db/migrations", { recursive: true });
cpSync("src/domain/i18n/catalogs", "build/domain/i18n/catalogs", { recursive: true });
