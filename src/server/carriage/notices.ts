// The notices about who carries a ride (issue 37, decision 051): the minute sweep's (a permit
// that lapses before an assigned ride, no licensed car 48 hours before departure, a vendor's
// permit about to end, a re-verification asked) and the vendor's on verification. Each sweep
// notice is claimed in carriage_notices in the transaction that writes the inbox rows, so two
// instances and any number of sweeps send it once; the push sender pushes the rows.
import { needsReverification } from "../../domain/carriage/carriage.ts";
import {
  NO_LICENSED_CAR_NOTICE_MS,
  noLicensedCarDue,
  noLicensedCarText,
  PERMIT_ENDING_NOTICE_MS,
  PERMIT_LAPSE_NOTICE_MS,
  permitEndingDue,
  permitEndingText,
  permitLapseNoticeDue,
  permitLapsesDriverText,
  permitLapsesText,
  vendorReverifyText,
  vendorVerifiedText,
} from "../../domain/notification/carriage-notices.ts";
import { singaporeDay } from "../../domain/ride/ride-search.ts";
import type { Db } from "../db/client.ts";
import type { UserRow } from "../db/schema.ts";
import { notify } from "../notifications/public.ts";
import {
  listRideIdsDepartingBetween,
  listRideIdsOutlastingPermit,
  lockRideAudience,
} from "../rides/public.ts";
import {
  claimCarriageNotices,
  findVehicle,
  listVendorsMissingVehicle,
  listVendorsWithPermitEnding,
} from "./queries.ts";

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

/** Each verified vendor whose permit ends within 14 days, once per permit's last day. */
async function sendPermitEnding(db: Db, now: Date): Promise<number> {
  const vendors = await listVendorsWithPermitEnding(
    db,
    singaporeDay(now),
    singaporeDay(later(now, PERMIT_ENDING_NOTICE_MS)),
  );
  let told = 0;
  for (const vendor of vendors) {
    const permitExpires = vendor.permitExpires;
    if (!permitExpires || !permitEndingDue(vendor, now)) continue;
    told += await db.transaction(async (tx) => {
      const fresh = await claimCarriageNotices(
        tx,
        { kind: "permit_ending", rideId: null, about: permitExpires },
        [vendor.id],
      );
      await notify(
        tx,
        fresh.map((userId) => ({
          userId,
          type: "permit_ending",
          rideId: null,
          text: (i18n) => permitEndingText(i18n, permitExpires),
        })),
      );
      return fresh.length;
    });
  }
  return told;
}

/** Tells the vendor, once per verification, that its vehicle must be verified again. */
async function noticeReverify(tx: Db, vendorId: number, verifiedAt: Date): Promise<number> {
  const fresh = await claimCarriageNotices(
    tx,
    { kind: "vendor_reverify", rideId: null, about: verifiedAt.toISOString() },
    [vendorId],
  );
  await notify(
    tx,
    fresh.map((userId) => ({
      userId,
      type: "vendor_reverify",
      rideId: null,
      text: vendorReverifyText,
    })),
  );
  return fresh.length;
}

/** Vendors verified before their vehicle was recorded (migration 0024) and not told yet. */
async function sendReverify(db: Db): Promise<number> {
  let told = 0;
  for (const vendor of await listVendorsMissingVehicle(db)) {
    const verifiedAt = vendor.verifiedAt;
    if (!verifiedAt || !needsReverification(vendor)) continue;
    told += await db.transaction((tx) => noticeReverify(tx, vendor.id, verifiedAt));
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

/**
 * What the vendor hears when an admin verifies it, in the verification's transaction: verified
 * (with the plate and the permit's last day), or, verified with the old body, that the vehicle
 * must be verified again (claimed as the sweep claims it, so it is said once).
 */
export async function noticeVerification(tx: Db, vendor: UserRow): Promise<void> {
  const verifiedAt = vendor.vendorVerifiedAt;
  if (!verifiedAt) return;
  const vehicle = {
    licenceType: vendor.vendorLicenceType,
    registration: vendor.vendorRegistration,
    permitExpires: vendor.vendorPermitExpires,
    plate: vendor.vendorPlate,
  };
  if (needsReverification(vehicle)) {
    await noticeReverify(tx, vendor.id, verifiedAt);
    return;
  }
  await notify(tx, [
    {
      userId: vendor.id,
      type: "vendor_verified",
      rideId: null,
      text: (i18n) => vendorVerifiedText(i18n, vehicle),
    },
  ]);
}
