import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { needsBuild, SERVER_TARGET } from "../../../scripts/build-targets.mjs";

export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 15_000;
const OUTPUT_KEPT = 20_000;

/** The real server (`src/server/main.ts`) as a child process, listening on 127.0.0.1. */
export interface ChildServer {
  url: string;
  process: ChildProcess;
  pid: number;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** The last of its output, for failure messages. */
  output(): string;
  /** SIGTERM (the server drains and exits), SIGKILL if it has not ended after a grace period. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Picks the database (a ScratchDatabase's `env`) and any other setting; wins over defaults. */
  env: Record<string, string>;
  /** 0 (the default) lets the system choose; the URL is read from the server's ready line. */
  port?: number;
  /** Arguments for node before the script, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** The app's folder: this work tree, or a private copy of it (the bench's snapshot). */
  root?: string;
  /** Also copy the server's output to this process's (a server run for a person to watch). */
  echo?: boolean;
  /** A command that runs node, e.g. `unshare --pid --fork` for another pid namespace. */
  prefix?: string[];
  /** How long it may take to print its URL; 60 s unless given. */
  startupTimeoutMs?: number;
}

/**
 * How node runs `src/server/<script>` in `root`: its compiled form when the server's build there is
 * current (`npm test` builds before it tests, decision 056), under tsx otherwise.
 */
function entry(script: string, root: string): string[] {
  if (needsBuild(SERVER_TARGET, root)) return ["--import", "tsx", `src/server/${script}`];
  return [join("build/server", script.replace(/\.ts$/, ".js"))];
}

/** Runs node with `args`, through `prefix` when given. */
function spawnNode(prefix: string[], args: string[], options: SpawnOptions): ChildProcess {
  const [command = process.execPath, ...rest] = prefix;
  return spawn(command, prefix.length ? [...rest, process.execPath, ...args] : args, options);
}

/**
 * Starts the server (`src/server/main.ts`, compiled when current) and waits for the line that
 * names its URL. The parent's database settings are not inherited: the caller's `env` names the
 * database.
 */
export function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, PUBLIC_URL: _public, ...base } = process.env;
  const child = spawnNode(
    options.prefix ?? [],
    [...(options.nodeArgs ?? []), ...entry("main.ts", options.root ?? REPO_ROOT)],
    {
      cwd: options.root ?? REPO_ROOT,
      env: {
        ...base,
        RATE_LIMIT_PER_MINUTE: "1000000",
        WRITE_LIMITS: "*=1000000",
        LOG_LEVEL: "error",
        ...options.env,
        PORT: String(options.port ?? 0),
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let url: string | undefined;
    const startupTimeoutMs = options.startupTimeoutMs ?? STARTUP_TIMEOUT_MS;
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not start within ${startupTimeoutMs} ms:\n${output}`));
    }, startupTimeoutMs);
    const onData = (chunk: Buffer, echoTo: NodeJS.WriteStream) => {
      if (options.echo) echoTo.write(chunk);
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
      if (url) return;
      url = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, process: child, pid: child.pid ?? 0, exited, output: () => output, stop });
      }
    };
    child.stdout?.on("data", (chunk: Buffer) => onData(chunk, process.stdout));
    child.stderr?.on("data", (chunk: Buffer) => onData(chunk, process.stderr));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it started:\n${output}`));
    });
  });
}

/** One run of a command-line tool (`src/server/<script>`) to its end: exit code and output. */
export function runTool(
  script: string,
  args: string[],
  env: Record<string, string>,
  { timeoutMs = 60_000, prefix = [] }: { timeoutMs?: number; prefix?: string[] } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _inherited, DATA_DIR: _dir, ...base } = process.env;
  const child = spawnNode(prefix, [...entry(script, REPO_ROOT), ...args], {
    cwd: REPO_ROOT,
    env: { ...base, LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  return new Promise((resolve) =>
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}
