// A party's receipt (issue 38): who may read it, its stable number, the route it names, and the
// money lines, all from the ledger's own figures (payment.ts, price.ts). The exports' cells are
// made safe for spreadsheets by the server's CSV writer; what they hold is worded here.
import { messageRef } from "../i18n/message.ts";
import { type Direction, isCreator } from "../ride/ride.ts";
import type { Dropoff } from "../ride/ride-schemas.ts";
import { orderedDropoffs } from "../ride/trip-summary.ts";
import { FOREST_CITY } from "../shared/constants.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

/**
 * "FCR-12-345": the ride and the party's seat on it, so every read of the same party's receipt
 * carries the same number and no two parties share one.
 */
export function receiptNumber(rideId: number, passengerId: number): string {
  return `FCR-${rideId}-${passengerId}`;
}

/** Those who run the ride: its organizer and its assigned vendor. */
export function runsRide(ride: { creatorId: number; vendorId: number | null }, userId: number) {
  return isCreator(ride, userId) || (ride.vendorId !== null && ride.vendorId === userId);
}

/**
 * Reading a party's receipt: the party itself, the ride's organizer or its assigned vendor.
 * `party` is the party asked for (the reader's own when none was named); undefined when there is
 * none: a runner then hears the party is unknown, anyone else only that it is not theirs.
 */
export function decideReceiptView(
  ride: { creatorId: number; vendorId: number | null },
  userId: number,
  party: { userId: number } | undefined,
): Decision<"not-yours" | "no-party"> {
  const runner = runsRide(ride, userId);
  if (party === undefined) {
    return runner
      ? refuse("no-party", 404, messageRef("error.passenger_not_found"))
      : refuse("not-yours", 403, messageRef("error.receipt_not_yours"));
  }
  if (party.userId === userId || runner) return ALLOWED;
  return refuse("not-yours", 403, messageRef("error.receipt_not_yours"));
}

/** The parties' payments as a spreadsheet: the organizer and the assigned vendor. */
export function decidePaymentsExport(
  ride: { creatorId: number; vendorId: number | null },
  userId: number,
): Decision<"not-runner"> {
  return runsRide(ride, userId)
    ? ALLOWED
    : refuse("not-runner", 403, messageRef("error.payments_export_runners_only"));
}

type RouteRide = {
  direction: Direction;
  pickupLocation: string;
  dropoffLocations: readonly Dropoff[] | null;
};
type RoutePassenger = { id: number; dropoffLocation: string; dropoffSequence: number | null };

/**
 * Where the ride picks up and sets down, in the stop order: an SG→FC ride picks its parties up
 * at their stops (decision 030) and sets down at Forest City; an FC→SG ride the other way round.
 */
export function receiptRoute(
  ride: RouteRide,
  passengers: readonly RoutePassenger[],
): { pickups: string[]; dropoffs: string[] } {
  const stops = orderedDropoffs(ride, passengers);
  return ride.direction === "SG->FC"
    ? { pickups: stops.length > 0 ? stops : [ride.pickupLocation], dropoffs: [FOREST_CITY] }
    : { pickups: [ride.pickupLocation], dropoffs: stops };
}

/** A route on one line, for a spreadsheet: "Forest City → Jurong East → Woodlands". */
export function routeLine(route: { pickups: readonly string[]; dropoffs: readonly string[] }) {
  return [...route.pickups, ...route.dropoffs].join(" → ");
}

/** Cents as a spreadsheet's decimal figure: 3400 → 34, shown with two places by the writer. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
