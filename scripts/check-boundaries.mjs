// Proves that biome.json's server boundaries hold: lints one-line files, laid out as in
// src/server, in a scratch folder with this project's biome.json, and expects each crossing to
// be refused by noRestrictedImports and each allowed import to pass. Run by `npm run check`.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** [importing file, import, allowed?] */
const cases = [
  ["src/server/vendors/a.ts", "../rides/queries.ts", false],
  ["src/server/vendors/b.ts", "../rides/public.ts", true],
  ["src/server/rides/a.ts", "../auth/sessions.ts", false],
  ["src/server/rides/b.ts", "../auth/guards.ts", true],
  ["src/server/rides/c.ts", "../http/params.ts", true],
  ["src/server/http/a.ts", "../rides/public.ts", false],
  ["src/server/plugins/a.ts", "../users/queries.ts", false],
];

const dir = mkdtempSync(join(tmpdir(), "boundaries-"));
let refused;
try {
  copyFileSync(join(root, "biome.json"), join(dir, "biome.json"));
  for (const [file, source] of cases) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), `import { a } from "${source}";\n\nexport const b = a;\n`);
  }
  const biome = join(root, "node_modules", ".bin", "biome");
  const run = spawnSync(biome, ["lint", "--vcs-enabled=false", "--reporter=github", "."], {
    cwd: dir,
    encoding: "utf8",
  });
  if (run.error) throw run.error;
  // One line per diagnostic: ::error title=lint/style/noRestrictedImports,file=/tmp/…/a.ts,…
  refused = new Set(
    run.stdout
      .split("\n")
      .filter((line) => line.includes("title=lint/style/noRestrictedImports,"))
      .map((line) => line.match(/file=([^,]+)/)?.[1].slice(dir.length + 1)),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

let failed = 0;
for (const [file, source, allowed] of cases) {
  const ok = refused.has(file) !== allowed;
  if (!ok) failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${file} → ${source}: ${allowed ? "allowed" : "refused"}`);
}
if (failed > 0) {
  console.error(`${failed} server boundary case(s) not as biome.json should have them`);
  process.exit(1);
}
