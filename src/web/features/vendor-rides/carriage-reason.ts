// Why the vendor's own vehicle may not carry a ride (issue 37), in the dashboard's words: the
// server's rule (decideCarriage) decides, this only names the stop's points in the reader's language.
import {
  type CrossingRule,
  carriagePlan,
  decideCarriage,
  pointNames,
  rideDay,
  ruleInForce,
  type Vehicle,
} from "../../../domain/carriage/carriage.ts";
import type { Locale } from "../../../domain/i18n/locales.ts";
import type { Ride } from "../../../domain/ride/ride-schemas.ts";

export interface CarriageReason {
  id: string;
  values?: Record<string, string>;
}

/** Null when the vehicle may carry the ride; otherwise the message id and values saying why not. */
export function carriageReason(
  ride: Pick<Ride, "direction" | "date" | "pickupLocation" | "dropoffLocations">,
  vehicle: Vehicle,
  rules: readonly CrossingRule[],
  locale: Locale,
): CarriageReason | null {
  const decision = decideCarriage(vehicle, carriagePlan(ride), rules);
  if (decision.ok) return null;
  const malaysian = vehicle.registration === "MY";
  const rule =
    vehicle.registration === null
      ? null
      : ruleInForce(rules, vehicle.registration, rideDay(ride.date));
  switch (decision.reason) {
    case "not-cross-border":
      return { id: "vendor.carriage.not_cross_border" };
    case "reverify":
      return { id: "vendor.carriage.reverify" };
    case "permit-expired":
      return {
        id: "vendor.carriage.permit_expired",
        values: { date: vehicle.permitExpires ?? "" },
      };
    case "pickup-not-designated":
      return {
        id: malaysian ? "vendor.carriage.pickup_my" : "vendor.carriage.pickup_sg",
        values: { points: pointNames(rule?.pickupPoints ?? [], locale) },
      };
    case "dropoff-not-designated":
      return {
        id: malaysian ? "vendor.carriage.dropoff_my" : "vendor.carriage.dropoff_sg",
        values: { points: pointNames(rule?.dropoffPoints ?? [], locale) },
      };
  }
}
