// A page of the list is written once for everyone without a part in a ride (list-page.ts): for
// random rides and random readers, what each reader is sent equals their own view of every ride,
// so the shared bytes are the same for every reader without a part; those bytes carry no contact
// the domain withholds from such a reader (canSeeContacts), a visitor's none at all; and the body
// is what the route's declared response schema writes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canSeeContacts, hasPartIn } from "../../../domain/ride/ride.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import { testSeed } from "../../testing/test-seed.ts";
import { pageJsonFor, rideListSchema, sharedPage } from "./list-page.ts";
import { type RideRecord, toRide } from "./queries.ts";

const NOW = new Date("2026-11-26T08:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
// Few people, so readers often have a part in the rides they read.
const personId = fc.integer({ min: 1, max: 6 });

/** Each party's contacts on ride `index`, written so a leak is found by searching the bytes. */
const contactsOf = (index: number) => ({
  organizer: [`organizer-wa-${index}`, `organizer-my-${index}`, `organizer-revolut-${index}`],
  driver: [`driver-contact-${index}`],
});

const rideArbitrary = fc.record({
  creatorId: personId,
  vendorId: fc.option(personId, { nil: null }),
  riderIds: fc.uniqueArray(personId, { maxLength: 4 }),
  waitingIds: fc.uniqueArray(personId, { maxLength: 2 }),
  status: fc.constantFrom("open", "assigned", "completed", "cancelled" as const),
  daysAhead: fc.integer({ min: -2, max: 30 }),
  organizerHasPhone: fc.boolean(),
});

type GeneratedRide = typeof rideArbitrary extends fc.Arbitrary<infer T> ? T : never;

function recordOf(ride: GeneratedRide, index: number): RideRecord {
  const contacts = contactsOf(index);
  const date = new Date(NOW.getTime() + ride.daysAhead * DAY_MS);
  return {
    ride: {
      id: index + 1,
      creatorId: ride.creatorId,
      direction: "SG->FC",
      stopMinutes: 10,
      date,
      maxPassengers: 4,
      currentPassengers: ride.riderIds.length,
      pickupLocation: "Woodlands MRT",
      dropoffLocations: [{ location: "Forest City", passengerCount: 1 }],
      status: ride.status,
      vendorId: ride.vendorId,
      driverContactId: null,
      cost: 80,
      stopFee: 5,
      additionalStops: 0,
      sequenceLocked: false,
      cancelReason: ride.status === "cancelled" ? "Rain" : null,
      cancelledAt: ride.status === "cancelled" ? NOW : null,
      seriesId: null,
      createdAt: NOW,
    },
    creator: {
      id: ride.creatorId,
      name: `Organizer ${ride.creatorId}`,
      discordUsername: `organizer${ride.creatorId}`,
      whatsappNumber: ride.organizerHasPhone ? (contacts.organizer[0] as string) : null,
      malaysianNumber: ride.organizerHasPhone ? (contacts.organizer[1] as string) : null,
      revolutUsername: contacts.organizer[2] as string,
    },
    vendor:
      ride.vendorId === null
        ? null
        : {
            companyName: "Causeway Cars",
            driverDetails: {
              name: "Ali",
              contact: contacts.driver[0] as string,
              carNumber: "JQB 1",
            },
            licenceType: "cross_border_taxi" as const,
            registration: "MY" as const,
            plate: "JQB 1",
            permitExpires: "2099-12-31",
          },
    organizerPassengerCount: 1,
    riderIds: ride.riderIds,
    riderSeats: ride.riderIds.map(() => 1),
    waitingIds: ride.waitingIds,
    stopPlaces: [],
  };
}

const readerArbitrary = fc
  .record({
    id: personId,
    isVendor: fc.boolean(),
    vendorVerified: fc.boolean(),
    isAdmin: fc.boolean(),
  })
  .map(
    ({ id, isVendor, vendorVerified, isAdmin }): PublicUser => ({
      id,
      discordUsername: `reader${id}`,
      name: null,
      whatsappNumber: null,
      malaysianNumber: null,
      revolutUsername: null,
      paynowProxy: null,
      paynowName: null,
      isVendor,
      vendorVerified: isVendor && vendorVerified,
      companyName: null,
      driverDetails: null,
      isAdmin,
      discordVerified: false,
      language: null,
      arrivalCards: [],
      vehicle: null,
    }),
  );

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
