// Builds the web client when dist/web is missing or older than its sources, so that
// `npm install && npm start` works on a fresh clone and after a pull.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const built = "dist/web/index.html";
const sources = ["src/web", "src/domain", "vite.config.ts", "package-lock.json"];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const stale =
  !existsSync(built) ||
  sources.some((path) => existsSync(path) && newestMtime(path) > statSync(built).mtimeMs);
if (stale) {
  console.log("Building the web client...");
  execSync("npx vite build --logLevel warn", { stdio: "inherit" });
}
