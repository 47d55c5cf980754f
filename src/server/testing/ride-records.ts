// Random ride records and readers for the property tests of what a reader is shown of a ride
// (rides/ride/list-page.test.ts, shared-view.test.ts): few people, so readers often have a part
// in the rides they read, and each ride's contacts written so a leak is found in the bytes.
import fc from "fast-check";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import { ANY_RIDER } from "../pages/shared-reader.ts";
import type { RideRecord } from "../rides/ride/queries.ts";

/** The time every generated ride is dated from. */
export const NOW = new Date("2026-11-26T08:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
// Few people, so readers often have a part in the rides they read.
const personId = fc.integer({ min: 1, max: 6 });

/** Each party's contacts on ride `index`, written so a leak is found by searching the bytes. */
export const contactsOf = (index: number) => ({
  organizer: [`organizer-wa-${index}`, `organizer-my-${index}`, `organizer-revolut-${index}`],
  driver: [`driver-contact-${index}`],
});

export const rideArbitrary = fc.record({
  creatorId: personId,
  vendorId: fc.option(personId, { nil: null }),
  riderIds: fc.uniqueArray(personId, { maxLength: 4 }),
  waitingIds: fc.uniqueArray(personId, { maxLength: 2 }),
  status: fc.constantFrom("open", "assigned", "completed", "cancelled" as const),
  daysAhead: fc.integer({ min: -2, max: 30 }),
  organizerHasPhone: fc.boolean(),
});

type GeneratedRide = typeof rideArbitrary extends fc.Arbitrary<infer T> ? T : never;

export function recordOf(ride: GeneratedRide, index: number): RideRecord {
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

export const readerArbitrary = fc
  .record({
    id: personId,
    isVendor: fc.boolean(),
    vendorVerified: fc.boolean(),
    isAdmin: fc.boolean(),
  })
  .map(
    ({ id, isVendor, vendorVerified, isAdmin }): PublicUser => ({
      ...ANY_RIDER,
      id,
      discordUsername: `reader${id}`,
      isVendor,
      vendorVerified: isVendor && vendorVerified,
      isAdmin,
    }),
  );
