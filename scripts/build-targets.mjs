// What `npm start` builds and from which sources (build-if-needed.mjs), and whether a build is
// older than its sources. The test kit runs the compiled server when it is current
// (src/server/testing/child-server.ts).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const BUILD_TARGETS = [
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
export const SERVER_TARGET = BUILD_TARGETS.find(
  (target) => target.built === "build/server/main.js",
);
const SHARED_SOURCES = ["package-lock.json"];

/** The newest modification time under `path`; tests change no build, so they are left out. */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * Whether `target`'s build in `root` is missing or older than one of its sources there. A copy
 * holding only the build (no src/) has nothing to compare: it needs none.
 */
export function needsBuild(target, root = ".") {
  const present = [...target.sources, ...SHARED_SOURCES].filter((path) =>
    existsSync(join(root, path)),
  );
  if (!present.some((path) => path.startsWith("src/"))) return false;
  const built = join(root, target.built);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : -1;
  return present.some((path) => newestMtime(join(root, path)) > builtAt);
}
