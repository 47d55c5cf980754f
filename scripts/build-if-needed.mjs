// `npm start`'s first step: builds the web client (dist/web), its server render (dist/ssr) and the
// server (build/) when one is missing or older than its sources, so that `npm install && npm start`
// works on a fresh clone and after a pull or an edit, and `npm start` always runs what `start:prod`
// would. A copy holding only the build (no src/) has nothing to compare and builds nothing.
import { execSync } from "node:child_process";
import { BUILD_TARGETS, needsBuild } from "./build-targets.mjs";

for (const target of BUILD_TARGETS) {
  if (!needsBuild(target)) continue;
  console.log(`Building ${target.name}...`);
  execSync(target.command, { stdio: "inherit" });
}
