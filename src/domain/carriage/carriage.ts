// Who may carry a ride across the border (issue 37): only a licensed cross-border vehicle whose
// permit lasts to the ride's day, picking up abroad only at the designated points and dropping off
// abroad where the rules in force that day allow. The rules are data an admin keeps current
// (GET /api/crossing-rules); this file only applies them. Its schemas are in carriage-schemas.ts.
import type { Locale } from "../i18n/locales.ts";
import { messageRef } from "../i18n/message.ts";
import { COMMON_STOPS } from "../places/common-stops.ts";
import { FOREST_CITY } from "../shared/constants.ts";
import { type DateInput, singaporeDayAndHour } from "../shared/dates.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

export const REGISTRATIONS = ["SG", "MY"] as const;
/** The country a vehicle is registered in, and so the country it may pick up in freely. */
export type Registration = (typeof REGISTRATIONS)[number];

/** A designated pick-up or drop-off point: a common stop, its names and the other ways riders write it. */
export interface CrossingPoint {
  stopId: string;
  names: Record<Locale, string>;
  aliases: string[];
}

/** What a vehicle registered in `registration` may do in the other country from `effectiveFrom` on. */
export interface CrossingRule {
  registration: Registration;
  /** The Singapore day ("YYYY-MM-DD") the rule takes effect; it holds until a later one does. */
  effectiveFrom: string;
  /** Pick-ups abroad: only at these points. */
  pickupPoints: CrossingPoint[];
  /** Drop-offs abroad: anywhere, or only at `dropoffPoints`. */
  dropoffAnywhere: boolean;
  dropoffPoints: CrossingPoint[];
  source: { title: string; url: string; published: string };
}

/** The licence an admin recorded when verifying the vendor; null fields were never recorded. */
export interface Vehicle {
  licenceType: "cross_border_taxi" | "licensed_charter" | "other" | null;
  registration: Registration | null;
  /** The permit's last valid day, "YYYY-MM-DD". */
  permitExpires: string | null;
}

/** Where a ride stops: its pick-ups (in the country it leaves) and drop-offs (the one it reaches). */
export interface CarriagePlan {
  direction: "SG->FC" | "FC->SG";
  date: DateInput;
  pickups: readonly string[];
  dropoffs: readonly string[];
}

export type CarriageRefusal =
  | "reverify"
  | "not-cross-border"
  | "permit-expired"
  | "pickup-not-designated"
  | "dropoff-not-designated";

/**
 * A ride's stops as a plan: an SG -> FC ride picks up at its pick-up and every party's stop in
 * Singapore and drops off in Forest City; an FC -> SG ride the other way round. `extra` are stops
 * a change would add (a join, a new drop-off).
 */
export function carriagePlan(
  ride: {
    direction: "SG->FC" | "FC->SG";
    date: DateInput;
    pickupLocation: string;
    dropoffLocations: readonly (string | { location: string })[];
    stops?: readonly string[];
  },
  extra: readonly string[] = [],
): CarriagePlan {
  const entries = ride.dropoffLocations.map((entry) =>
    typeof entry === "string" ? entry : entry.location,
  );
  const stops = [...entries, ...(ride.stops ?? []), ...extra].filter((s) => s.trim() !== "");
  return ride.direction === "SG->FC"
    ? {
        direction: ride.direction,
        date: ride.date,
        pickups: [ride.pickupLocation, ...stops],
        dropoffs: [FOREST_CITY],
      }
    : {
        direction: ride.direction,
        date: ride.date,
        pickups: [ride.pickupLocation],
        dropoffs: stops,
      };
}

/** The Singapore day a ride leaves on, "YYYY-MM-DD". */
export const rideDay = (date: DateInput) => singaporeDayAndHour(date).day;

/** The rule in force for a registration on a day: the latest to have taken effect; null if none. */
export function ruleInForce(
  rules: readonly CrossingRule[],
  registration: Registration,
  day: string,
): CrossingRule | null {
  let found: CrossingRule | null = null;
  for (const rule of rules) {
    if (rule.registration !== registration || rule.effectiveFrom > day) continue;
    if (!found || rule.effectiveFrom > found.effectiveFrom) found = rule;
  }
  return found;
}

/** The rules in force on a day, one per registration that has one. */
export function rulesInForce(rules: readonly CrossingRule[], day: string): CrossingRule[] {
  return REGISTRATIONS.flatMap((registration) => ruleInForce(rules, registration, day) ?? []);
}

const key = (text: string) => text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Whether a stop's text is the point: its stop id, the common stop's name in any language, the
 * point's own names or one of its aliases, compared without case or extra spaces. Never a
 * partial or fuzzy match: "Near Larkin" is not Larkin Sentral.
 */
export function isAtPoint(stop: string, point: CrossingPoint): boolean {
  const common = COMMON_STOPS.find((candidate) => candidate.id === point.stopId);
  const names = [
    point.stopId,
    ...Object.values(point.names),
    ...point.aliases,
    ...(common ? Object.values(common.names) : []),
  ];
  const wanted = key(stop);
  return names.some((name) => key(name) === wanted);
}

/** The points as one line in a language (English when a name is missing). */
export const pointNames = (points: readonly CrossingPoint[], locale: Locale = "en") =>
  points.map((point) => point.names[locale] || point.names.en).join(", ");

/**
 * The points' stop ids, comma-separated: a refusal's params carry them so the join form can offer
 * the points as the stop (refusedPointIds reads them back).
 */
const pointIds = (points: readonly CrossingPoint[]) => points.map((p) => p.stopId).join(",");

/** The refusals of a stop the assigned car may not serve; the join form offers the points instead. */
export const NOT_DESIGNATED_CODES = ["pickup_not_designated", "dropoff_not_designated"] as const;

/** The stop ids a `pickup_not_designated` / `dropoff_not_designated` refusal names. */
export const refusedPointIds = (params: Record<string, unknown> | undefined): string[] =>
  typeof params?.pointIds === "string" ? params.pointIds.split(",").filter(Boolean) : [];

const homeOf = (direction: CarriagePlan["direction"], leg: "pickups" | "dropoffs") =>
  (direction === "SG->FC") === (leg === "pickups") ? "SG" : "MY";

/** A vendor verified before the permit was recorded (or never told its licence): it is verified again before it takes a ride. */
export const needsReverification = (vehicle: Vehicle) =>
  vehicle.licenceType !== "other" &&
  (vehicle.licenceType === null || vehicle.registration === null || vehicle.permitExpires === null);

/** Whether the vehicle's licence and permit let it carry paying riders across on `day`. */
export function decideLicence(
  vehicle: Vehicle,
  day: string,
): Decision<"reverify" | "not-cross-border" | "permit-expired"> {
  if (vehicle.licenceType === "other")
    return refuse("not-cross-border", 403, messageRef("error.licence_not_cross_border"));
  const permitExpires = vehicle.permitExpires;
  if (needsReverification(vehicle) || permitExpires === null)
    return refuse("reverify", 403, messageRef("error.reverification_required"));
  if (permitExpires < day)
    return refuse(
      "permit-expired",
      403,
      messageRef("error.permit_expired", { date: permitExpires }),
    );
  return ALLOWED;
}

/**
 * The one rule every path that puts a vendor on a ride, or changes an assigned ride's stops,
 * applies: the licence (`decideLicence`), then each pick-up in the vehicle's foreign country at a
 * designated point, then each drop-off there where the rules in force allow. A vehicle picks up
 * and drops off anywhere in its own country.
 */
export function decideCarriage(
  vehicle: Vehicle,
  plan: CarriagePlan,
  rules: readonly CrossingRule[],
): Decision<CarriageRefusal> {
  const day = rideDay(plan.date);
  const licence = decideLicence(vehicle, day);
  if (!licence.ok) return licence;
  const registration = vehicle.registration as Registration;
  const rule = ruleInForce(rules, registration, day);
  const pickupPoints = rule?.pickupPoints ?? [];
  if (homeOf(plan.direction, "pickups") !== registration) {
    const stray = plan.pickups.find((stop) => !pickupPoints.some((p) => isAtPoint(stop, p)));
    if (stray !== undefined)
      return refuse(
        "pickup-not-designated",
        409,
        messageRef("error.pickup_not_designated", {
          stop: stray,
          points: pointNames(pickupPoints),
          pointIds: pointIds(pickupPoints),
        }),
      );
  }
  if (homeOf(plan.direction, "dropoffs") !== registration && !rule?.dropoffAnywhere) {
    const dropoffPoints = rule?.dropoffPoints ?? [];
    const stray = plan.dropoffs.find((stop) => !dropoffPoints.some((p) => isAtPoint(stop, p)));
    if (stray !== undefined)
      return refuse(
        "dropoff-not-designated",
        409,
        messageRef("error.dropoff_not_designated", {
          stop: stray,
          points: pointNames(dropoffPoints),
          pointIds: pointIds(dropoffPoints),
        }),
      );
  }
  return ALLOWED;
}

/** Whether the permit ends before the ride's day: the organizer and vendor are told ahead. */
export const permitLapsesBefore = (vehicle: Vehicle, date: DateInput) =>
  vehicle.permitExpires !== null && vehicle.permitExpires < rideDay(date);
