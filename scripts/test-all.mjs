// `npm run test:all`: the phases of `npm test`, and at the end (failed or not) how long each took,
// so a slow phase shows in every run. The API suite and the browser suite run side by side once
// the build is in (decision 042): each spends much of its time waiting on servers, databases and
// timers, so together they take far less than one after the other. Their lines are prefixed.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const FIRST = [
  ["chromium", "node scripts/ensure-chromium.mjs"],
  ["build", "npm run build"],
  ["smoke", "node scripts/prod-smoke.mjs"],
  ["size", "npm run size"],
];
const SIDE_BY_SIDE = [
  ["vitest", "npx vitest run"],
  ["playwright", "npx playwright test"],
];

/** Runs one phase to its end; with `prefix`, each output line is written behind it. */
function run([name, command], prefix) {
  const started = performance.now();
  const child = spawn(command, {
    shell: true,
    stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (prefix) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from }).on("line", (line) => to.write(`[${name}] ${line}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on("exit", (code, signal) =>
      resolve({
        name,
        seconds: (performance.now() - started) / 1000,
        code: code ?? (signal ? 1 : 0),
      }),
    );
  });
}

const started = performance.now();
const took = [];
for (const phase of FIRST) {
  const result = await run(phase, false);
  took.push(result);
  if (result.code !== 0) break;
}
if (took.every((result) => result.code === 0)) {
  took.push(...(await Promise.all(SIDE_BY_SIDE.map((phase) => run(phase, true)))));
}

const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};
console.log("\nnpm test phases (m:ss; vitest and playwright side by side):");
for (const { name, seconds } of took) console.log(`  ${name.padEnd(10)} ${clock(seconds)}`);
console.log(`  ${"total".padEnd(10)} ${clock((performance.now() - started) / 1000)}`);
const failed = took.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.log(`failed in ${failed.map((result) => result.name).join(", ")}`);
  process.exit(failed[0]?.code || 1);
}
