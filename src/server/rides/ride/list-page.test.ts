// A page of the list is written once for everyone without a part in a ride (list-page.ts): for
// random rides and random readers, what each reader is sent equals their own view of every ride,
// so the shared bytes are the same for every reader without a part; those bytes carry no contact
// the domain withholds from such a reader (canSeeContacts), a visitor's none at all; and the body
// is what the route's declared response schema writes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canSeeContacts, hasPartIn } from "../../../domain/ride/ride.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import {
  contactsOf,
  NOW,
  readerArbitrary,
  recordOf,
  rideArbitrary,
} from "../../testing/ride-records.ts";
import { testSeed } from "../../testing/test-seed.ts";
import { pageJsonFor, rideListSchema, sharedPage } from "./list-page.ts";
import { type RideRecord, toRide } from "./queries.ts";

const rideJsonFor = (record: RideRecord, reader: PublicUser | null) =>
  JSON.stringify(rideListSchema.element.encode(toRide(record, reader, NOW)));

describe("a page of the list shared between readers", () => {
  it("sends each reader their own view, shared bytes alike for all without a part and holding no contact withheld from them", () => {
    fc.assert(
      fc.property(
        fc.array(rideArbitrary, { minLength: 1, maxLength: 6 }),
        fc.array(fc.option(readerArbitrary, { nil: null }), { minLength: 2, maxLength: 6 }),
        (rides, readers) => {
          const records = rides.map(recordOf);
          // One page, read by every reader in turn, as the route shares it.
          const page = sharedPage({ records, nextCursor: null }, NOW);
          const sharedBytes = new Map<string, string>();
          for (const reader of readers) {
            const body = pageJsonFor(page, reader);
            const own = records.map((record) => rideJsonFor(record, reader));
            expect(body).toBe(`[${own.join(",")}]`);
            // What the route declares it answers, written as its serializer would.
            expect(
              JSON.stringify(rideListSchema.encode(rideListSchema.parse(JSON.parse(body)))),
            ).toBe(body);

            records.forEach((record, index) => {
              if (reader && hasPartIn(record.ride, reader.id, record)) return;
              const key = `${reader ? "member" : "visitor"} ${index}`;
              const bytes = own[index] as string;
              expect(bytes).toBe(sharedBytes.get(key) ?? bytes);
              sharedBytes.set(key, bytes);
              const contacts = contactsOf(index);
              for (const party of ["organizer", "driver"] as const) {
                if (canSeeContacts(record.ride, reader, false, party)) continue;
                for (const contact of contacts[party]) expect(bytes).not.toContain(contact);
              }
            });
          }
        },
      ),
      { seed: testSeed("shared_page"), numRuns: 200 },
    );
  });
});
