// A page of the ride list as one reader sees it, made from the page every reader shares
// (plugins/shared-reads.ts). A ride the reader has no part in (hasPartIn) reads the same for every
// signed-in reader, and another way for every visitor, so each of those is written to JSON once per
// page; only the reader's own rides are written for them alone. That holds while toRide depends on
// the reader only through hasPartIn and what canSeeContacts decides for a reader without a part:
// list-page.test.ts checks it for random rides and readers.
import { z } from "zod";
import { hasPartIn } from "../../../domain/ride/ride.ts";
import { type Ride, rideSchema } from "../../../domain/ride/ride-schemas.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import type { RideCursor } from "./list-queries.ts";
import { type RideRecord, toRide } from "./queries.ts";

export interface SharedPage {
  records: RideRecord[];
  nextCursor: RideCursor | null;
  /** When it was read: each ride's status is as of then. */
  readAt: Date;
  /** Each ride's JSON as visitors and as signed-in readers with no part in it see it. */
  json: { visitor: string[]; member: string[] };
}

export function sharedPage(
  page: { records: RideRecord[]; nextCursor: RideCursor | null },
  readAt: Date,
): SharedPage {
  return { ...page, readAt, json: { visitor: [], member: [] } };
}

/** The list route's response: the body pageJsonFor writes is checked against it in the tests. */
export const rideListSchema = z.array(rideSchema);

// As the route's response schema would write it (fastify-type-provider-zod: encode, stringify).
const rideJson = (ride: Ride) => JSON.stringify(rideSchema.encode(ride));

/** The page's JSON body for this reader (null for a visitor). */
export function pageJsonFor(page: SharedPage, reader: PublicUser | null): string {
  const rides = page.records.map((record, index) => {
    if (reader && hasPartIn(record.ride, reader.id, record)) {
      return rideJson(toRide(record, reader, page.readAt));
    }
    const shared = reader ? page.json.member : page.json.visitor;
    shared[index] ??= rideJson(toRide(record, reader, page.readAt));
    return shared[index];
  });
  return `[${rides.join(",")}]`;
}
