// `npm start`'s first step: builds the web client (dist/web), its server render (dist/ssr) and the
// server (build/) when one is missing or older than its sources, so that `npm install && npm start`
// works on a fresh clone and after a pull or an edit, and `npm start` always runs what `start:prod`
// would. A copy holding only the build (no src/) has nothing to compare and builds nothing.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const TARGETS = [
  {
    name: "the web client",
    built: "dist/web/index.html",
    sources: ["src/web", "src/domain", "vite.config.ts"],
    command: "npx vite build --logLevel warn",
  },
  {
    name: "the pages the server prerenders",
    built: "dist/ssr/server-render.js",
    sources: ["src/web", "src/domain", "vite.config.ts"],
    command: "npx vite build --ssr server-render.tsx --logLevel warn",
  },
  {
    name: "the server",
    built: "build/server/main.js",
    sources: ["src/server", "src/domain", "tsconfig.json", "tsconfig.server.json"],
    command: "node scripts/build-server.mjs",
  },
];
const SHARED_SOURCES = ["package-lock.json"];

/** The newest modification time under `path`; tests change no build, so they are left out. */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

for (const { name, built, sources, command } of TARGETS) {
  const present = [...sources, ...SHARED_SOURCES].filter((path) => existsSync(path));
  if (!present.some((path) => path.startsWith("src/"))) continue;
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : -1;
  if (present.every((path) => newestMtime(path) <= builtAt)) continue;
  console.log(`Building ${name}...`);
  execSync(command, { stdio: "inherit" });
}
