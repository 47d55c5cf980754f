// Where the home list call's time goes, measured in-process on the seeded database (no HTTP): the
// query with its row decoding, building the ride objects, the response schema, JSON, and
// compressing as for a browser.
import { brotliCompressSync, constants } from "node:zlib";
import { z } from "zod";
import { DEFAULT_RIDE_FILTERS } from "../src/domain/ride/ride-list.ts";
import { rideSchema } from "../src/domain/ride/ride-schemas.ts";
import type { Db } from "../src/server/db/client.ts";
import { listRides } from "../src/server/rides/ride/list-queries.ts";
import { toRide } from "../src/server/rides/ride/queries.ts";

export interface ListProfile {
  rows: number;
  queryMs: number;
  mapMs: number;
  schemaMs: number;
  jsonMs: number;
  compressMs: number;
  bytes: number;
  compressedBytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const listResponse = z.array(rideSchema);

/**
 * The median of five rounds of the anonymous, default-filter list as the server builds it: one
 * page of `limit` rides.
 */
export async function profileList(db: Db, limit: number, rounds = 5): Promise<ListProfile> {
  const samples: Pick<ListProfile, "rows" | "bytes" | "compressedBytes">[] = [];
  const times = {
    queryMs: [] as number[],
    mapMs: [] as number[],
    schemaMs: [] as number[],
    jsonMs: [] as number[],
  };
  const compressTimes: number[] = [];
  // One untimed round first: the query's plan and the JIT warm up as they would in a running app.
  await listRides(db, { ...DEFAULT_RIDE_FILTERS }, new Date(), { limit });
  for (let round = 0; round < rounds; round += 1) {
    const now = new Date();
    let at = performance.now();
    const { records } = await listRides(db, { ...DEFAULT_RIDE_FILTERS }, now, { limit });
    times.queryMs.push(performance.now() - at);
    at = performance.now();
    const body = records.map((record) => toRide(record, null));
    times.mapMs.push(performance.now() - at);
    at = performance.now();
    const encoded = listResponse.safeEncode(body);
    times.schemaMs.push(performance.now() - at);
    at = performance.now();
    const text = JSON.stringify(encoded.data);
    times.jsonMs.push(performance.now() - at);
    at = performance.now();
    // @fastify/compress's brotli setting (quality 4).
    const compressed = brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    compressTimes.push(performance.now() - at);
    samples.push({
      rows: records.length,
      bytes: Buffer.byteLength(text),
      compressedBytes: compressed.length,
    });
  }
  const last = samples[samples.length - 1] ?? { rows: 0, bytes: 0, compressedBytes: 0 };
  return {
    ...last,
    queryMs: median(times.queryMs),
    mapMs: median(times.mapMs),
    schemaMs: median(times.schemaMs),
    jsonMs: median(times.jsonMs),
    compressMs: median(compressTimes),
  };
}
