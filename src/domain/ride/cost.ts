// Money: whole SGD for the car; per-person figures are derived for display only.
import { ADDITIONAL_STOP_FEE } from "../shared/constants.ts";

type Priced = { cost: number; additionalStops: number };

/** Total = cost + additionalStops × 5 SGD. */
export function computeTotalCost(cost: number, additionalStops: number): number {
  if (!Number.isFinite(cost) || !Number.isFinite(additionalStops) || additionalStops < 0) {
    throw new RangeError(`Bad cost figures: cost ${cost}, additional stops ${additionalStops}`);
  }
  return cost + additionalStops * ADDITIONAL_STOP_FEE;
}

export function rideTotalCost(ride: Priced): number {
  return computeTotalCost(ride.cost, ride.additionalStops);
}

/** The extra the stops add to the base cost, in SGD. */
export function additionalStopsCost(additionalStops: number): number {
  return computeTotalCost(0, additionalStops);
}

/** Ride card: round(total / max(currentPassengers, 1)) SGD. */
export function cardCostPerPerson(ride: Priced & { currentPassengers: number }): number {
  return Math.round(rideTotalCost(ride) / Math.max(ride.currentPassengers, 1));
}

/** Ride detail: total / maxPassengers with two decimals, e.g. "17.00". */
export function detailCostPerPerson(ride: Priced & { maxPassengers: number }): string {
  return (rideTotalCost(ride) / Math.max(ride.maxPassengers, 1)).toFixed(2);
}

/**
 * Join page estimate: total / (currentPassengers + joining), rounded to cents.
 * A joining count that is empty, not a number or below 1 counts as 1.
 */
export function estimatePersonalCost(
  ride: Priced & { currentPassengers: number },
  joiningCount: number,
): number {
  const joining = Number.isFinite(joiningCount) && joiningCount >= 1 ? Math.floor(joiningCount) : 1;
  const share = rideTotalCost(ride) / (Math.max(ride.currentPassengers, 0) + joining);
  return Math.round(share * 100) / 100;
}

/** "$85 SGD" for whole amounts, "$21.25 SGD" otherwise. */
export function formatSgd(amount: number): string {
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `$${text} SGD`;
}

/** The card's '+$N SGD for k additional stop(s)' line; null when there are none. */
export function additionalStopsText(additionalStops: number): string | null {
  if (additionalStops <= 0) return null;
  const stops = additionalStops === 1 ? "additional stop" : "additional stops";
  return `+$${additionalStopsCost(additionalStops)} SGD for ${additionalStops} ${stops}`;
}
