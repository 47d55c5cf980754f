// A vendor's notices about its standing (issue 37, decision 051): verified or asked to verify its
// vehicle again, told in the verification's transaction; and the minute sweep's part (its permit
// about to end, a verification from before the vehicle was recorded). Each sweep notice is
// claimed in carriage_notices in the transaction that writes the inbox row, so it is sent once.
import { needsReverification } from "../../domain/carriage/carriage.ts";
import {
  PERMIT_ENDING_NOTICE_MS,
  permitEndingDue,
  permitEndingText,
  vendorReverifyText,
  vendorVerifiedText,
} from "../../domain/notification/carriage-notices.ts";
import { singaporeDay } from "../../domain/ride/ride-search.ts";
import type { Db } from "../db/client.ts";
import type { UserRow } from "../db/schema/index.ts";
import { notify } from "../notifications/public.ts";
import {
  claimCarriageNotices,
  listVendorsMissingVehicle,
  listVendorsWithPermitEnding,
} from "./queries.ts";

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Each verified vendor whose permit ends within 14 days, once per permit's last day. */
export async function sendPermitEnding(db: Db, now: Date): Promise<number> {
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
export async function sendReverify(db: Db): Promise<number> {
  let told = 0;
  for (const vendor of await listVendorsMissingVehicle(db)) {
    const verifiedAt = vendor.verifiedAt;
    if (!verifiedAt || !needsReverification(vendor)) continue;
    told += await db.transaction((tx) => noticeReverify(tx, vendor.id, verifiedAt));
  }
  return told;
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
