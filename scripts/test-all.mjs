// `npm run test:all`: the phases of `npm test` one after another, stopping at the first that
// fails, and at the end (failed or not) how long each took, so a slow phase shows in every run.
import { spawnSync } from "node:child_process";

const PHASES = [
  ["chromium", "node scripts/ensure-chromium.mjs"],
  ["build", "npm run build"],
  ["smoke", "node scripts/prod-smoke.mjs"],
  ["vitest", "npx vitest run"],
  ["size", "npm run size"],
  ["playwright", "npx playwright test"],
];

const took = [];
let failed;
for (const [name, command] of PHASES) {
  const started = performance.now();
  const { status, signal } = spawnSync(command, { shell: true, stdio: "inherit" });
  took.push([name, (performance.now() - started) / 1000]);
  if (status !== 0) {
    failed = { name, code: status ?? (signal ? 1 : 0) };
    break;
  }
}

const total = took.reduce((sum, [, seconds]) => sum + seconds, 0);
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};
console.log("\nnpm test phases (m:ss):");
for (const [name, seconds] of took) console.log(`  ${name.padEnd(10)} ${clock(seconds)}`);
console.log(`  ${"total".padEnd(10)} ${clock(total)}`);
if (failed) {
  console.log(`failed in ${failed.name}`);
  process.exit(failed.code || 1);
}
