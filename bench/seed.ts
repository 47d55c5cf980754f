// Realistic data for the benchmark, written straight through the database layer in multi-row
// batches: riders and a few vendors, rides in both directions (a fifth upcoming, some assigned to
// vendors), about three passenger rows a ride, and sessions for the logged-in calls.

import { sql } from "drizzle-orm";
import { summarizePassengers } from "../src/domain/passenger/passenger.ts";
import type { DropoffEntry } from "../src/domain/ride/ride-schemas.ts";
import type { Db } from "../src/server/db/client.ts";
import { ridePassengers, rides, users } from "../src/server/db/schema/index.ts";
import { seededRandom } from "../src/server/testing/test-seed.ts";
import { newSessionCookie } from "../src/server/testing/users.ts";

const BATCH = 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Readers with a session (GET /api/auth/me, GET /api/rides/{id}/passengers).
const READERS = 64;
// Writers with a session that are on no ride yet: the write mix joins and leaves with them.
export const WRITERS = 256;

const SG_PLACES = [
  "Pasir Ris MRT",
  "Tampines Mall",
  "Jurong East MRT",
  "Woodlands Checkpoint",
  "Bishan MRT",
  "Orchard Road",
  "Changi Airport T3",
  "Punggol MRT",
  "Bukit Panjang Plaza",
  "Clementi MRT",
  "Sengkang MRT",
  "Yishun MRT",
  "HarbourFront Centre",
  "Kranji MRT",
  "Marina Bay Sands",
];
const FOREST_CITY = "Forest City";

export interface SeededData {
  rides: number;
  users: number;
  passengers: number;
  upcoming: number;
  /** Every ride id, to spread single-ride reads over the table. */
  rideIds: number[];
  /** Upcoming rides with at least two seats left: the write mix joins these. */
  joinableRideIds: number[];
  readerCookies: string[];
  writerCookies: string[];
  seedMs: number;
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<void>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await write(rows.slice(start, start + BATCH));
  }
}

// Rows go to the database as one JSON parameter per batch (jsonb_to_recordset): a 1,000-row
// insert is one statement with one parameter, not 12,000 bound values.
const json = (rows: object[]) => JSON.stringify(rows);

/** The rows of `db.execute()`: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const userRecord = (u: NewUser) => ({
  discord_username: u.discordUsername,
  password_hash: u.passwordHash,
  name: u.name ?? null,
  whatsapp_number: u.whatsappNumber ?? null,
  malaysian_number: u.malaysianNumber ?? null,
  revolut_username: u.revolutUsername ?? null,
  is_vendor: u.isVendor ?? false,
  company_name: u.companyName ?? null,
  driver_details: u.driverDetails ?? null,
});

const rideRecord = (r: NewRide & { id: number }) => ({
  id: r.id,
  creator_id: r.creatorId,
  direction: r.direction,
  date: r.date.toISOString(),
  max_passengers: r.maxPassengers,
  current_passengers: r.currentPassengers,
  pickup_location: r.pickupLocation,
  dropoff_locations: r.dropoffLocations,
  status: r.status,
  vendor_id: r.vendorId ?? null,
  cost: r.cost,
  additional_stops: r.additionalStops,
});

const passengerRecord = (p: typeof ridePassengers.$inferInsert) => ({
  ride_id: p.rideId,
  user_id: p.userId,
  dropoff_location: p.dropoffLocation,
  passenger_count: p.passengerCount ?? 1,
});

type NewUser = typeof users.$inferInsert;
type NewRide = typeof rides.$inferInsert;
type NewPassenger = Omit<typeof ridePassengers.$inferInsert, "rideId">;

/** Users in proportion to rides (one for every two rides), 1% of them vendors. */
function makeUsers(rideCount: number, random: ReturnType<typeof seededRandom>): NewUser[] {
  const riderCount = Math.max(READERS * 2, Math.round(rideCount / 2));
  const vendorCount = Math.max(3, Math.round(riderCount / 100));
  const list: NewUser[] = [];
  for (let i = 1; i <= riderCount; i += 1) {
    list.push({
      discordUsername: `rider_${i}`,
      passwordHash: "not-a-usable-hash",
      name: random.next() < 0.8 ? `Rider ${i}` : null,
      whatsappNumber: `+65${String(80_000_000 + i)}`,
      malaysianNumber: random.next() < 0.3 ? `+60${String(120_000_000 + i)}` : null,
      revolutUsername: random.next() < 0.4 ? `rider${i}` : null,
    });
  }
  for (let i = 1; i <= vendorCount; i += 1) {
    list.push({
      discordUsername: `vendor_${i}`,
      passwordHash: "not-a-usable-hash",
      name: `Vendor ${i}`,
      whatsappNumber: `+60${String(130_000_000 + i)}`,
      isVendor: true,
      companyName: `Border Cars ${i}`,
      driverDetails: { name: `Driver ${i}`, contact: "+60123456789", carNumber: `JHB ${1000 + i}` },
    });
  }
  for (let i = 1; i <= WRITERS; i += 1) {
    list.push({ discordUsername: `writer_${i}`, passwordHash: "not-a-usable-hash" });
  }
  return list;
}

/** Creates the data set for `rideCount` rides on an empty, migrated database. */
export async function seedDatabase(
  db: Db,
  rideCount: number,
  now = new Date(),
): Promise<SeededData> {
  const started = performance.now();
  // Seeded by the size: the same data on every run.
  const random = seededRandom(rideCount);

  const userRows: { id: number; discordUsername: string; isVendor: boolean }[] = [];
  await inBatches(makeUsers(rideCount, random), async (batch) => {
    const result = await db.execute(sql`
      insert into ${users} (discord_username, password_hash, name, whatsapp_number,
        malaysian_number, revolut_username, is_vendor, company_name, driver_details)
      select * from jsonb_to_recordset(${json(batch.map(userRecord))}::jsonb) as t(
        discord_username text, password_hash text, name text, whatsapp_number text,
        malaysian_number text, revolut_username text, is_vendor boolean, company_name text,
        driver_details jsonb)
      returning id, discord_username, is_vendor`);
    for (const row of rowsOf<{ id: number; discord_username: string; is_vendor: boolean }>(
      result,
    )) {
      userRows.push({ id: row.id, discordUsername: row.discord_username, isVendor: row.is_vendor });
    }
  });
  const riders = userRows.filter((u) => u.discordUsername.startsWith("rider_")).map((u) => u.id);
  const vendors = userRows.filter((u) => u.isVendor).map((u) => u.id);
  const writers = userRows.filter((u) => u.discordUsername.startsWith("writer_")).map((u) => u.id);

  const rideIds: number[] = [];
  const joinableRideIds: number[] = [];
  let passengerTotal = 0;
  let upcoming = 0;
  for (let start = 0; start < rideCount; start += BATCH) {
    const count = Math.min(BATCH, rideCount - start);
    const planned: { ride: NewRide; passengers: NewPassenger[]; joinable: boolean }[] = [];
    for (let i = 0; i < count; i += 1) {
      const isUpcoming = (start + i) % 5 === 0;
      const direction = random.next() < 0.5 ? "SG->FC" : "FC->SG";
      const date = isUpcoming
        ? new Date(now.getTime() + random.int(2, 60 * 24) * HOUR_MS)
        : new Date(now.getTime() - random.int(1, 730) * DAY_MS - random.int(0, 23) * HOUR_MS);
      const maxPassengers = random.pick([4, 4, 5, 6, 6, 7]);
      // The creator, then 0-4 others (about three rows a ride), each taking one or two seats.
      const creatorId = random.pick(riders);
      const onRide = new Set([creatorId]);
      const others = random.pick([0, 1, 2, 2, 2, 3, 3, 4]);
      while (onRide.size < 1 + others) onRide.add(random.pick(riders));
      const passengers: NewPassenger[] = [];
      let seats = 0;
      for (const userId of onRide) {
        const passengerCount = random.next() < 0.85 ? 1 : 2;
        if (seats + passengerCount > maxPassengers) break;
        seats += passengerCount;
        passengers.push({ userId, passengerCount, dropoffLocation: random.pick(SG_PLACES) });
      }
      const stops = new Map<string, number>();
      for (const p of passengers) {
        stops.set(p.dropoffLocation, (stops.get(p.dropoffLocation) ?? 0) + (p.passengerCount ?? 1));
      }
      const dropoffLocations: DropoffEntry[] = [...stops].map(([location, passengerCount]) => ({
        location,
        passengerCount,
      }));
      const roll = random.next();
      const status = isUpcoming
        ? roll < 0.15
          ? "assigned"
          : "open"
        : roll < 0.6
          ? "completed"
          : roll < 0.75
            ? "assigned"
            : "open";
      const summary = summarizePassengers(
        passengers.map((p) => ({
          passengerCount: p.passengerCount ?? 1,
          dropoffLocation: p.dropoffLocation,
        })),
      );
      planned.push({
        ride: {
          creatorId,
          direction,
          date,
          maxPassengers,
          currentPassengers: summary.currentPassengers,
          additionalStops: summary.additionalStops,
          pickupLocation:
            direction === "SG->FC"
              ? (passengers[0]?.dropoffLocation ?? "Pasir Ris MRT")
              : FOREST_CITY,
          dropoffLocations,
          status,
          vendorId: status === "open" ? null : random.pick(vendors),
          cost: random.pick([70, 80, 80, 80, 90, 100, 120]),
        },
        passengers,
        // Open rides only: a join on an assigned ride asks its car's licence and permit
        // (domain/carriage), which these vendors never recorded, so it would be refused.
        joinable: isUpcoming && status === "open" && maxPassengers - summary.currentPassengers >= 2,
      });
    }
    // Ids come from the table's own sequence, so passenger rows can point at them.
    const ids = await db.execute(
      sql`select nextval(pg_get_serial_sequence('rides', 'id'))::int as id from generate_series(1, ${count})`,
    );
    const rideRows: (NewRide & { id: number })[] = [];
    const passengerRows: (typeof ridePassengers.$inferInsert)[] = [];
    rowsOf<{ id: number }>(ids).forEach(({ id }, index) => {
      const plan = planned[index];
      if (!plan) return;
      rideRows.push({ ...plan.ride, id });
      rideIds.push(id);
      if (plan.joinable) joinableRideIds.push(id);
      if (plan.ride.date > now) upcoming += 1;
      for (const passenger of plan.passengers) passengerRows.push({ ...passenger, rideId: id });
    });
    await db.execute(sql`
      insert into ${rides} (id, creator_id, direction, date, max_passengers, current_passengers,
        pickup_location, dropoff_locations, status, vendor_id, cost, additional_stops)
      select * from jsonb_to_recordset(${json(rideRows.map(rideRecord))}::jsonb) as t(
        id int, creator_id int, direction text, date timestamptz, max_passengers int,
        current_passengers int, pickup_location text, dropoff_locations jsonb, status text,
        vendor_id int, cost int, additional_stops int)`);
    passengerTotal += passengerRows.length;
    await inBatches(passengerRows, async (batch) => {
      await db.execute(sql`
        insert into ${ridePassengers} (ride_id, user_id, dropoff_location, passenger_count)
        select * from jsonb_to_recordset(${json(batch.map(passengerRecord))}::jsonb) as t(
          ride_id int, user_id int, dropoff_location text, passenger_count int)`);
    });
  }

  const readerIds = riders.slice(0, READERS);
  const readerCookies: string[] = [];
  for (const id of readerIds) readerCookies.push(await newSessionCookie(db, id));
  const writerCookies: string[] = [];
  for (const id of writers) writerCookies.push(await newSessionCookie(db, id));

  // Fresh planner statistics, as autovacuum would have gathered on a database that grew slowly.
  await db.execute(sql`analyze`);

  return {
    rides: rideCount,
    users: userRows.length,
    passengers: passengerTotal,
    upcoming,
    rideIds,
    joinableRideIds,
    readerCookies,
    writerCookies,
    seedMs: performance.now() - started,
  };
}
