import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

/** The real server (`src/server/main.ts`) as a child process, listening on 127.0.0.1. */
export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Output so far, for failure messages. */
  output(): string;
}

/**
 * Starts `node --import tsx src/server/main.ts` with PORT=0 and waits for the line that names its
 * URL. `env` picks the database: DATA_DIR for PGlite, DATABASE_URL for PostgreSQL.
 */
export function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const { DATABASE_URL: _inherited, DATA_DIR: _dir, PUBLIC_URL: _public, ...base } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...base,
      PORT: "0",
      HOST: "127.0.0.1",
      RATE_LIMIT_PER_MINUTE: "1000000",
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], process: child, exited, output: () => output });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
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
  timeoutMs = 60_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _inherited, DATA_DIR: _dir, ...base } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", `src/server/${script}`, ...args], {
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

/** A new, empty database on the PostgreSQL server of `serverUrl`, and a way to drop it. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `fcr_crash_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
