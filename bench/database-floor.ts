// The database's floor under the join + leave row of `npm run bench` (issue 40): the same pairs
// sent by pgbench, a C client, straight to PostgreSQL with no app in between. What PostgreSQL alone
// does on this machine bounds what any app code can reach, and its three variants say where that
// bound comes from: the statements as the app sends them, each write as one statement, and that
// again without the triggers that announce each change to the app instances (pg_notify).
//
//   BENCH_FLOOR=0                  skip it (it needs BENCH_DATABASE_URL and pgbench; `floor` in
//                                  BENCH_CALLS)
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client.ts";
import { scratchDatabase } from "../src/server/testing/scratch-database.ts";
import { BENCH_SERVER_ENV } from "./app-process.ts";
import type { LoadFigures } from "./load.ts";
import { fmt } from "./numbers.ts";
import { rowsOf, seedDatabase } from "./seed.ts";

const RIDES = 2_000;

const pgbenchVersion = () => {
  const found = spawnSync("pgbench", ["--version"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : null;
};

export const floorWanted = (onlyCalls: string[] | undefined, postgresUrl: string | undefined) =>
  Boolean(postgresUrl) &&
  process.env.BENCH_FLOOR !== "0" &&
  (!onlyCalls || onlyCalls.includes("floor")) &&
  pgbenchVersion() !== null;

// Each pgbench client joins its own ride with its own rider and leaves again, as each of the
// bench's connections does; a script is one pair. Every statement sits on one line (pgbench's
// script format), and ":name" is a pgbench variable, so the texts avoid a colon.
const CLIENT = ["\\set rid :first_ride + :client_id", "\\set uid :first_rider + :client_id"];
const slot = (kind: string) =>
  `insert into throttle_counts (key, count, window_start) values ('floor-${kind}|' || cast(:uid as text), 1, now()) on conflict (key) do update set count = throttle_counts.count + 1 returning count`;
const notice = (type: string, from: string) =>
  `insert into notifications (user_id, type, ride_id, text, texts) select creator_id, '${type}', id, 'A rider ${type} your ride', '{"en": "A rider ${type} your ride"}'::jsonb from ${from}`;
const LOCK = "select (locked.ride).*, locked.seats, locked.waiting from lock_ride(:rid) as locked;";

/** The statements of lock.ts, the seating and the removal (decision 038), in their transactions. */
const AS_THE_APP = [
  ...CLIENT,
  `${slot("join")};`,
  "begin;",
  LOCK,
  `with seated as (insert into ride_passengers (ride_id, user_id, dropoff_location, passenger_count, dropoff_sequence, from_waitlist) values (:rid, :uid, 'Tampines Mall', 1, null, false) returning id), off_waitlist as (delete from ride_waitlist where ride_id = :rid and user_id = :uid), noticed as (${notice("joined", "rides where id = :rid")}) update rides set current_passengers = current_passengers + 1 where id = :rid returning (select id from seated) as id;`,
  "commit;",
  `${slot("leave")};`,
  "begin;",
  LOCK,
  `with removed as (delete from ride_passengers where ride_id = :rid and user_id = :uid returning passenger_count), noticed as (${notice("left", "rides where id = :rid")}) update rides set current_passengers = current_passengers - (select passenger_count from removed) where id = :rid returning id;`,
  "commit;",
];

/**
 * A join and a leave as one statement each: the write count, the main rules (an open ride, a seat
 * left, the write limit) as the update's guard, the writes.
 */
const ONE_STATEMENT = [
  ...CLIENT,
  `with slot as (${slot("join")}), ride as (update rides set current_passengers = current_passengers + 1 where id = :rid and status = 'open' and current_passengers < max_passengers and (select count from slot) <= :write_limit returning id, creator_id), seated as (insert into ride_passengers (ride_id, user_id, dropoff_location, passenger_count, dropoff_sequence, from_waitlist) select id, :uid, 'Tampines Mall', 1, null, false from ride returning id), noticed as (${notice("joined", "ride")}) select id from seated;`,
  `with slot as (${slot("leave")}), removed as (delete from ride_passengers where ride_id = :rid and user_id = :uid and (select count from slot) <= :write_limit returning passenger_count), ride as (update rides set current_passengers = current_passengers - (select passenger_count from removed) where id = :rid and exists (select from removed) returning id, creator_id), noticed as (${notice("left", "ride")}) select count(*) from ride;`,
];

interface Variant {
  key: string;
  label: string;
  script: string[];
  /** Runs with the app's own triggers off (`disable trigger user`: the foreign keys still hold). */
  quiet?: true;
}

const VARIANTS: Variant[] = [
  { key: "asTheApp", label: "as the app sends them (10 round trips a pair)", script: AS_THE_APP },
  { key: "oneStatement", label: "one statement a write (2 a pair)", script: ONE_STATEMENT },
  {
    key: "oneStatementQuiet",
    label: "one statement a write, no change announced (pg_notify's triggers off)",
    script: ONE_STATEMENT,
    quiet: true,
  },
];

export interface FloorRow {
  label: string;
  /** Joins and leaves a second (two a pgbench transaction). */
  rps: number;
  /** A pair's mean time, as pgbench reports it. */
  pairMs: number;
}

export interface FloorFigures {
  pgbench: string;
  clients: number;
  seconds: number;
  rows: FloorRow[];
  /** The join + leave loop against the bare node:http server, measured at the bench's start. */
  ceiling: LoadFigures;
}

// Riders on no ride and rides with a seat, one of each a client, their ids consecutive so each
// client's come from its number: copies of a seeded upcoming ride with its passengers.
async function addClients(db: Db, rideId: number, clients: number) {
  const [first] = rowsOf<{ ride: number; rider: number }>(
    await db.execute(
      sql`select (select max(id) + 1 from rides) as ride, (select max(id) + 1 from users) as rider`,
    ),
  );
  const firstRide = Number(first?.ride);
  const firstRider = Number(first?.rider);
  const copies = sql`generate_series(0, ${clients - 1}::int) g`;
  await db.execute(sql`
    insert into rides
      select (jsonb_populate_record(null::rides,
                to_jsonb(r) || jsonb_build_object('id', ${firstRide}::int + g))).*
        from rides r, ${copies} where r.id = ${rideId}`);
  await db.execute(sql`
    insert into ride_passengers (ride_id, user_id, dropoff_location, passenger_count)
      select ${firstRide}::int + g, p.user_id, p.dropoff_location, p.passenger_count
        from ride_passengers p, ${copies} where p.ride_id = ${rideId}`);
  await db.execute(sql`
    insert into users (id, discord_username, password_hash, name)
      select ${firstRider}::int + g, 'floor-rider-' || g, 'x', 'Floor Rider ' || g from ${copies}`);
  // The app's limit as the bench runs it (WRITE_LIMITS "*=…"), which no pair reaches.
  const writeLimit = BENCH_SERVER_ENV.WRITE_LIMITS.split("=")[1];
  return [`first_ride=${firstRide}`, `first_rider=${firstRider}`, `write_limit=${writeLimit}`];
}

function pgbench(url: string, script: string, clients: number, seconds: number, vars: string[]) {
  const args = ["-n", "-M", "prepared", "-c", `${clients}`, "-j", "2", "-T", `${seconds}`];
  const defines = vars.flatMap((v) => ["-D", v]);
  const run = spawnSync("pgbench", [...args, ...defines, "-f", script, url], { encoding: "utf8" });
  const tps = Number(run.stdout.match(/tps = ([\d.]+)/)?.[1]);
  const pairMs = Number(run.stdout.match(/latency average = ([\d.]+) ms/)?.[1]);
  if (run.status !== 0 || !tps || /failed transactions: [1-9]/.test(run.stdout)) {
    throw new Error(`pgbench failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
  return { rps: tps * 2, pairMs };
}

export async function benchDatabaseFloor(
  serverUrl: string,
  workDir: string,
  clients: number,
  seconds: number,
  ceiling: LoadFigures,
): Promise<FloorFigures> {
  const database = await scratchDatabase({ kind: "postgres", serverUrl });
  const opened = await database.open();
  try {
    const { joinableRideIds } = await seedDatabase(opened.db, RIDES);
    const vars = await addClients(opened.db, joinableRideIds[0] ?? 0, clients);
    const rows: FloorRow[] = [];
    for (const variant of VARIANTS) {
      if (variant.quiet) {
        for (const table of ["rides", "ride_passengers", "notifications", "ride_waitlist"]) {
          await opened.db.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
        }
      }
      const script = join(workDir, `floor-${variant.key}.sql`);
      writeFileSync(script, `${variant.script.join("\n")}\n`);
      const figures = pgbench(database.url ?? "", script, clients, seconds, vars);
      rows.push({ label: variant.label, ...figures });
    }
    return { pgbench: pgbenchVersion() ?? "", clients, seconds, rows, ceiling };
  } finally {
    await opened.close();
    await database.drop();
  }
}

export function floorSection(figures: FloorFigures | null, appRps: number | undefined) {
  if (!figures) return null;
  const share = (rps: number) => `${fmt((100 * rps) / figures.ceiling.rps, 1)}%`;
  return [
    "### Join + leave with no app: PostgreSQL alone",
    "",
    `The bench's join + leave pairs sent by ${figures.pgbench} (\`-M prepared\`, ${figures.clients} clients, ${figures.seconds} s each), straight to a fresh database of ${fmt(RIDES)} rides: each client joins a ride of its own with a rider of its own and leaves again, with the app's tables, indexes, triggers and \`lock_ride\`, and each write's notice (without its folding). No session, no read of the ride, no HTTP. The shares are of the join + leave loop against the bare \`node:http\` server (${fmt(figures.ceiling.rps)} req/s)${appRps ? `; the app's own pairs in this run: ${fmt(appRps)} req/s (${share(appRps)})` : ""}.`,
    "",
    "| the pair's statements | joins + leaves/s | of the loop's ceiling | a pair, mean |",
    "|---|--:|--:|--:|",
    ...figures.rows.map(
      (row) => `| ${row.label} | ${fmt(row.rps)} | ${share(row.rps)} | ${fmt(row.pairMs, 1)} ms |`,
    ),
  ].join("\n");
}
