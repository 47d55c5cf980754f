// The stops the car still has to reach, in plan order, for the arrival times: on a Singapore →
// Forest City ride the pick-ups not yet marked (boarded or no-show), then Forest City across the
// border; on a Forest City → Singapore ride every drop-off, all across the border (the app does not
// know which ones the car has passed: decision 046).

import type { PlannedStop } from "../passenger/stop-plan.ts";
import { COMMON_STOPS, type CommonStop, stopNamed } from "../places/common-stops.ts";
import type { Direction } from "../ride/ride.ts";
import type { Point, StopAhead } from "./arrival.ts";

type Party = {
  id: number;
  userId: number;
  dropoffSequence: number | null;
  passengerCount: number;
  dropoffLocation: string;
  boarding?: "boarded" | "no_show" | null;
};

const pointOf = (stop: CommonStop | undefined): Point | null =>
  stop ? { lat: stop.lat, lon: stop.lon } : null;

const FOREST_CITY = COMMON_STOPS.find((stop) => stop.id === "forest-city-mall") as CommonStop;

/** Where a typed place is, when it is one of the common stops (by its name in any language). */
export const placeOf = (location: string): Point | null => pointOf(stopNamed(location));

export function stopsAhead<T extends Party>(
  direction: Direction,
  plan: readonly PlannedStop<T>[],
): StopAhead[] {
  if (direction === "SG->FC") {
    const pickups = plan
      .filter(({ party }) => !party.boarding)
      .map(({ party, position }) => ({
        stop: position,
        location: party.dropoffLocation,
        point: placeOf(party.dropoffLocation),
        afterCrossing: false,
      }));
    return [
      ...pickups,
      {
        stop: plan.length + 1,
        location: FOREST_CITY.names.en,
        point: pointOf(FOREST_CITY),
        afterCrossing: true,
      },
    ];
  }
  return plan
    .filter(({ party }) => party.boarding !== "no_show")
    .map(({ party, position }) => ({
      stop: position,
      location: party.dropoffLocation,
      point: placeOf(party.dropoffLocation),
      afterCrossing: true,
    }));
}

/** Where each checkpoint is, for the leg to it. */
export const CHECKPOINT_POINTS = {
  Tuas: pointOf(COMMON_STOPS.find((stop) => stop.id === "tuas-checkpoint")) as Point,
  Woodlands: pointOf(COMMON_STOPS.find((stop) => stop.id === "woodlands-checkpoint")) as Point,
};
