// What other features use of the crossing rules: the one check that a vendor's vehicle may carry
// a ride as planned (src/domain/carriage), with the rules and the vehicle read from the store.
import { type CarriagePlan, decideCarriage } from "../../domain/carriage/carriage.ts";
import type { Db } from "../db/client.ts";
import { assertAllowed } from "../http-error.ts";
import { findVehicle, readCrossingRules } from "./queries.ts";

export { claimCarriageNotices, findVehicle, readCrossingRules } from "./queries.ts";
/** A vendor's notices (decision 051): on verification, and the minute sweep's part. */
export { noticeVerification, sendPermitEnding, sendReverify } from "./vendor-notices.ts";

/** Refuses (403/409, worded by decideCarriage) when the vendor's vehicle may not carry the plan. */
export async function assertCarriage(db: Db, vendorId: number, plan: CarriagePlan) {
  const [vehicle, { rules }] = await Promise.all([
    findVehicle(db, vendorId),
    readCrossingRules(db),
  ]);
  assertAllowed(decideCarriage(vehicle, plan, rules));
}
