// Who carries a ride's riders, as every reader may know it (issue 37): the assigned vendor's
// licence type and the country its vehicle is registered in. The plate and the permit's end stay
// with the ride's members (the ride's `vendor`). One wording for the ride page, the cards and the
// share text; its texts are in the `app` area, which every page has.
import type { I18n } from "@lingui/core";
import type { Registration, Vehicle } from "./carriage.ts";

export interface Carrier {
  licenceType: "cross_border_taxi" | "licensed_charter";
  registration: Registration;
}

export const CARRIER_LABELS = {
  cross_border_taxi: "app.carrier.cross_border_taxi",
  licensed_charter: "app.carrier.licensed_charter",
} as const;

export const REGISTRATION_LABELS = {
  SG: "app.carrier.registration_sg",
  MY: "app.carrier.registration_my",
} as const;

/** The assigned vendor's carrier, or null: none assigned, or one whose licence is not cross-border or not recorded. */
export function carrierOf(vehicle: Omit<Vehicle, "permitExpires"> | null): Carrier | null {
  if (vehicle === null || vehicle.registration === null) return null;
  const { licenceType, registration } = vehicle;
  if (licenceType !== "cross_border_taxi" && licenceType !== "licensed_charter") return null;
  return { licenceType, registration };
}

/** "Licensed cross-border taxi, registered in Singapore". */
export function carrierText(i18n: I18n, carrier: Carrier): string {
  return i18n._("app.carrier.registered", {
    carrier: i18n._(CARRIER_LABELS[carrier.licenceType]),
    country: i18n._(REGISTRATION_LABELS[carrier.registration]),
  });
}
