import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { REPO_ROOT } from "./child-server.ts";

// When git cannot name the commit (an exported tarball): still the same seed on every run.
const NO_COMMIT = "no-commit";

function currentCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return NO_COMMIT;
  }
}

/**
 * The seed of a randomised suite: `<NAME>_SEED` from the environment when set (to replay a run),
 * else derived from the current commit, so a commit's runs repeat each other and a failure seen
 * once is seen again. Printed, with the line that replays it.
 */
export function testSeed(name: string): number {
  const variable = `${name.toUpperCase()}_SEED`;
  const given = process.env[variable];
  const commit = given === undefined ? currentCommit() : null;
  const seed =
    given !== undefined
      ? Number(given)
      : createHash("sha256").update(`${name}:${commit}`).digest().readUInt32BE(0) % 2 ** 31;
  if (!Number.isSafeInteger(seed)) throw new Error(`${variable} must be a whole number`);
  const source = commit === null ? variable : `commit ${commit.slice(0, 12)}`;
  console.log(`[${name}] seed ${seed} (from ${source}; replay with ${variable}=${seed})`);
  return seed;
}

/** mulberry32: a small, fast seeded generator, the same numbers for the same seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}
