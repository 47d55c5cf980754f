import type { Passenger } from "../../domain/passenger/passenger-schemas.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";

/**
 * What a ride page's cards about its people (the passenger list, the day's plan) are drawn from:
 * the ride, its passengers, the signed-in reader and the time the page was drawn.
 */
export interface RidePeopleView {
  ride: Ride;
  passengers: readonly Passenger[];
  viewerId: number;
  now: Date;
}
