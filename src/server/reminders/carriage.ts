// The notices about who carries a ride (issue 37, decision 051), from the minute sweep: a permit
// that lapses before an assigned ride, and no licensed car 48 hours before departure; with the
// vendor's own (carriage/vendor-notices.ts). Each is claimed in carriage_notices under the ride's
// lock, in the transaction that writes the inbox rows, so two instances and any number of sweeps
// send it once; the push sender pushes the rows.
import {
  NO_LICENSED_CAR_NOTICE_MS,
  noLicensedCarDue,
  noLicensedCarText,
  PERMIT_LAPSE_NOTICE_MS,
  permitLapseNoticeDue,
  permitLapsesDriverText,
  permitLapsesText,
} from "../../domain/notification/carriage-notices.ts";
import { singaporeDay } from "../../domain/ride/ride-search.ts";
import {
  claimCarriageNotices,
  findVehicle,
  sendPermitEnding,
  sendReverify,
} from "../carriage/public.ts";
import type { Db } from "../db/client.ts";
import { notify } from "../notifications/public.ts";
import {
  listRideIdsDepartingBetween,
  listRideIdsOutlastingPermit,
  lockRideAudience,
} from "../rides/public.ts";

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** The organizer and the vendor of each assigned ride the vendor's permit will not cover. */
async function sendPermitLapses(db: Db, now: Date): Promise<number> {
  let told = 0;
  const lastDay = singaporeDay(later(now, PERMIT_LAPSE_NOTICE_MS));
  for (const rideId of await listRideIdsOutlastingPermit(db, now, lastDay)) {
    told += await db.transaction(async (tx) => {
      const locked = await lockRideAudience(tx, rideId);
      const vendorId = locked?.ride.vendorId;
      if (!locked || !vendorId) return 0;
      const { ride } = locked;
      const vehicle = await findVehicle(tx, vendorId);
      const permitExpires = vehicle.permitExpires;
      if (!permitExpires || !permitLapseNoticeDue(ride, vehicle, now)) return 0;
      const fresh = await claimCarriageNotices(
        tx,
        { kind: "permit_lapses", rideId, about: permitExpires },
        [ride.creatorId, vendorId],
      );
      await notify(
        tx,
        fresh.map((userId) => ({
          userId,
          type: "permit_lapses",
          rideId,
          text: (i18n) =>
            userId === vendorId
              ? permitLapsesDriverText(i18n, ride, permitExpires)
              : permitLapsesText(i18n, ride, permitExpires),
        })),
      );
      return fresh.length;
    });
  }
  return told;
}

/** The organizer and everyone seated on a ride no vendor has taken 48 hours before it leaves. */
async function sendNoLicensedCar(db: Db, now: Date): Promise<number> {
  let told = 0;
  const horizon = later(now, NO_LICENSED_CAR_NOTICE_MS);
  for (const rideId of await listRideIdsDepartingBetween(db, now, horizon)) {
    told += await db.transaction(async (tx) => {
      const locked = await lockRideAudience(tx, rideId);
      if (!locked || !noLicensedCarDue(locked.ride, now)) return 0;
      const { ride, audience } = locked;
      // Keyed by the departure: a ride moved to another day is a new case.
      const fresh = await claimCarriageNotices(
        tx,
        { kind: "no_licensed_car", rideId, about: ride.date.toISOString() },
        [ride.creatorId, ...audience],
      );
      await notify(
        tx,
        fresh.map((userId) => ({
          userId,
          type: "no_licensed_car",
          rideId,
          text: (i18n) => noLicensedCarText(i18n, ride),
        })),
      );
      return fresh.length;
    });
  }
  return told;
}

/** Sends every notice about who carries a ride due at `now`; answers how many people were told. */
export async function sendDueCarriageNotices(db: Db, now: Date): Promise<number> {
  return (
    (await sendPermitLapses(db, now)) +
    (await sendNoLicensedCar(db, now)) +
    (await sendPermitEnding(db, now)) +
    (await sendReverify(db))
  );
}
