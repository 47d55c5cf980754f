// The ride route's answer made once for every signed-in reader with no part in the ride
// (shared-view.ts): for random rides, readers and times, it is what that reader's own view would
// be, made again when the ride's status moves with the time, and none for a reader with a part.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasPartIn } from "../../../domain/ride/ride.ts";
import { rideSchema } from "../../../domain/ride/ride-schemas.ts";
import { NOW, readerArbitrary, recordOf, rideArbitrary } from "../../testing/ride-records.ts";
import { testSeed } from "../../testing/test-seed.ts";
import { toRide } from "./queries.ts";
import { sharedRideView } from "./shared-view.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("a ride's view shared by readers without a part", () => {
  it("is each such reader's own view at every time they read it, and no one else's", () => {
    fc.assert(
      fc.property(
        rideArbitrary,
        fc.array(fc.tuple(readerArbitrary, fc.integer({ min: -3, max: 31 })), {
          minLength: 2,
          maxLength: 8,
        }),
        (ride, reads) => {
          // One shared record, read by each reader in turn at their own time (days after NOW).
          const record = recordOf(ride, 0);
          for (const [reader, days] of reads) {
            const now = new Date(NOW.getTime() + days * DAY_MS);
            const view = sharedRideView(record, reader, now);
            const own = toRide(record, reader, now);
            if (hasPartIn(record.ride, reader.id, record) || own.status === "cancelled") {
              expect(view).toBeUndefined();
              continue;
            }
            expect(view?.json).toBe(JSON.stringify(rideSchema.encode(own)));
            expect(view?.encoded).toEqual(JSON.parse(view?.json ?? "null"));
          }
        },
      ),
      { seed: testSeed("shared_ride_view"), numRuns: 300 },
    );
  });
});
