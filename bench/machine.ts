// What the figures were measured on.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  commit: string;
  /** The 1-minute load average when the run started: other work on the machine skews figures. */
  loadAtStart: number;
}

function cpuModel(): string {
  try {
    const line = readFileSync("/proc/cpuinfo", "utf8")
      .split("\n")
      .find((row) => row.startsWith("model name"));
    if (line) return line.split(":").slice(1).join(":").trim();
  } catch {
    // not Linux
  }
  return cpus()[0]?.model ?? "unknown";
}

function commit(): string {
  try {
    const head = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
    const dirty = execSync("git status --porcelain --untracked-files=no", {
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return "unknown";
  }
}

export function describeMachine(): Machine {
  return {
    cpu: cpuModel(),
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    commit: commit(),
    loadAtStart: loadavg()[0] ?? 0,
  };
}
