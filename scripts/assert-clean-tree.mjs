// Runs a command and fails when it left the git work tree different: a file it created, changed
// or deleted that git would show. What was already uncommitted before the run is compared by
// content, so a developer with work in progress can still run the tests.
//   node scripts/assert-clean-tree.mjs <command> [args...]
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";

/** Every path `git status` lists, with its status and a digest of its content; null without git. */
function treeState() {
  let listing;
  try {
    listing = execFileSync("git", ["status", "--porcelain=v1", "-z", "--untracked-files=all"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
  const state = new Map();
  const entries = listing.split("\0").filter(Boolean);
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i];
    const path = entry.slice(3);
    // A rename or copy is followed by its source path, which is not an entry of its own.
    if (/^[RC]/.test(entry)) i += 1;
    const content =
      existsSync(path) && statSync(path).isFile()
        ? createHash("sha1").update(readFileSync(path)).digest("hex")
        : "-";
    state.set(path, `${entry.slice(0, 2)} ${content}`);
  }
  return state;
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/assert-clean-tree.mjs <command> [args...]");
  process.exit(2);
}
const before = treeState();
const run = spawnSync(command, args, { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);
if (!before) {
  console.log("assert-clean-tree: not a git checkout, the tree was not compared");
  process.exit(0);
}
const after = treeState() ?? new Map();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (path) => before.get(path) !== after.get(path),
);
if (changed.length > 0) {
  console.error(`The run changed files git tracks or would track:\n  ${changed.join("\n  ")}`);
  console.error("Write them to a temporary folder, or gitignore what is generated.");
  process.exit(1);
}
console.log("assert-clean-tree: the work tree is as the run found it");
