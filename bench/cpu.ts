// Machine time spent per request, by process: the app, the PostgreSQL backends serving its
// database, and the load generator. Read from /proc (Linux); elsewhere there are no figures.
// Unlike req/s, CPU time per request barely moves with whatever else the machine is doing.
import { readdirSync, readFileSync } from "node:fs";

// USER_HZ: the unit of utime and stime in /proc/<pid>/stat; 100 on Linux for x86 and arm.
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used, or null when it cannot be read. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces), from field 3 on.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** PostgreSQL backends connected to `database` (their title names it). */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (title.startsWith("postgres: ") && title.split(" ").includes(database)) {
        pids.push(Number(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export interface CpuPerRequest {
  /** Microseconds of CPU a request, in the app's process (with PGlite: its database too). */
  app: number;
  /** In the PostgreSQL backends of the app's database; null with PGlite. */
  database: number | null;
  /** In the load generator's own process. */
  load: number;
}

export interface CpuWatch {
  /** Per request over `requests` since the watch began; null where /proc could not be read. */
  stop(requests: number): CpuPerRequest | null;
}

/** The processes' CPU seconds together, or null when one cannot be read. */
function cpuSecondsOf(pids: number[]): number | null {
  let total = 0;
  for (const pid of pids) {
    const seconds = cpuSeconds(pid);
    if (seconds === null) return null;
    total += seconds;
  }
  return total;
}

/** `appPids`: the app's processes (two instances of it count together). */
export function watchCpu(appPids: number[], database: string | null): CpuWatch {
  const appStart = cpuSecondsOf(appPids);
  const loadStart = process.cpuUsage();
  const backendStart = new Map(
    (database ? backendsOf(database) : []).map((pid) => [pid, cpuSeconds(pid) ?? 0]),
  );
  return {
    stop(requests) {
      const appEnd = cpuSecondsOf(appPids);
      const load = process.cpuUsage(loadStart);
      if (appStart === null || appEnd === null || requests === 0) return null;
      let backends = 0;
      // A backend started during the run counts from zero.
      for (const pid of database ? backendsOf(database) : []) {
        backends += (cpuSeconds(pid) ?? 0) - (backendStart.get(pid) ?? 0);
      }
      const perRequest = (seconds: number) => (seconds * 1e6) / requests;
      return {
        app: perRequest(appEnd - appStart),
        database: database ? perRequest(backends) : null,
        load: perRequest((load.user + load.system) / 1e6),
      };
    },
  };
}
