// The text the Share button copies (spec section 9): short lines that read well in WhatsApp.

import type { I18n } from "@lingui/core";
import { type Carrier, carrierText } from "../carriage/carrier.ts";
import type { Locale } from "../i18n/locales.ts";
import { currentOrder } from "../passenger/sequence.ts";
import { type DateInput, formatRideDate } from "../shared/dates.ts";
import { formatMoney, knownStops, readerShare, rideCostCents, shareLine } from "./price.ts";
import {
  type Direction,
  directionTitle,
  dropoffLocationText,
  isCancelled,
  locationKey,
  type RideStatus,
} from "./ride.ts";
import type { Dropoff } from "./ride-schemas.ts";

type SummaryRide = {
  direction: Direction;
  date: DateInput;
  pickupLocation: string;
  dropoffLocations: readonly Dropoff[] | null;
  currentPassengers: number;
  maxPassengers: number;
  cost: number;
  stopFee: number;
  additionalStops: number;
  stops?: readonly string[];
  /** The reader's party when aboard: the figure of a summary for the reader alone (decision 028). */
  party: number | null;
  status?: RideStatus;
  /** Who carries the riders (issue 37); null or absent while no licensed car has taken the ride. */
  carrier?: Carrier | null;
};

type SummaryPassenger = { id: number; dropoffLocation?: string; dropoffSequence: number | null };

/** A multi-line location on one line: "Block 1\nLobby B" -> "Block 1, Lobby B". */
function oneLine(location: string): string {
  return location
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(", ");
}

/** Distinct non-empty texts, first spelling kept, order kept. */
function distinctStops(locations: readonly string[]): string[] {
  const seen = new Set<string>();
  const stops: string[] = [];
  for (const location of locations) {
    const text = oneLine(location);
    const key = locationKey(text);
    if (key && !seen.has(key)) {
      seen.add(key);
      stops.push(text);
    }
  }
  return stops;
}

/**
 * The FC->SG drop-offs in order: the passengers' stops by drop-off sequence (then join order)
 * when the reader has them, else the places the price counts (a visitor sees every stop the cost
 * counts, spec 2.74), else the ride's drop-off list. Same place listed once.
 */
export function orderedDropoffs(
  ride: Pick<SummaryRide, "dropoffLocations" | "stops">,
  passengers: readonly SummaryPassenger[] | null,
): string[] {
  const passengerStops =
    passengers && passengers.length > 0 ? knownStops(currentOrder(passengers)) : null;
  const locations =
    passengerStops ??
    (ride.stops && ride.stops.length > 0 ? ride.stops : null) ??
    (ride.dropoffLocations ?? []).map(dropoffLocationText);
  return distinctStops(locations);
}

/**
 * The trip summary: direction, date and time, pickup or drop-offs, seats, total cost, a figure,
 * the car (a licensed one to be found in the app, or the one that took the ride), link; in the
 * translator's language. Shared with a group (`forReader` false) the figure is what
 * a new rider would pay (issue 39: not the sharer's own share); in the reader's own calendar it
 * is theirs, as their card and ride page show it (decision 028). A cancelled ride has none.
 */
export function buildTripSummary(
  i18n: I18n,
  ride: SummaryRide,
  passengers: readonly SummaryPassenger[] | null,
  rideUrl: string,
  now: Date,
  forReader = false,
): string {
  const lines = [
    `🚗 ${directionTitle(i18n, ride.direction)}`,
    `📅 ${formatRideDate(ride.date, i18n.locale as Locale)}`,
  ];
  if (ride.direction === "SG->FC") {
    // Every party's pick-up in the stop order (decision 030); one stop is the organizer's own.
    const stops = orderedDropoffs(ride, passengers);
    if (stops.length <= 1) {
      const location = oneLine(ride.pickupLocation) || i18n._("app.card.unknown_location");
      lines.push(`📍 ${i18n._("ride.summary.pickup", { location })}`);
    } else {
      lines.push(`📍 ${i18n._("ride.summary.pickups")}`);
      stops.forEach((stop, index) => {
        lines.push(`${index + 1}. ${stop}`);
      });
    }
  } else {
    const stops = orderedDropoffs(ride, passengers);
    lines.push(`📍 ${i18n._("ride.summary.dropoffs")}`);
    if (stops.length === 0) lines.push(`1. ${i18n._("app.card.unknown_location")}`);
    stops.forEach((stop, index) => {
      lines.push(`${index + 1}. ${stop}`);
    });
  }
  const seats = { current: ride.currentPassengers, max: ride.maxPassengers };
  lines.push(`👥 ${i18n._("ride.summary.passengers", seats)}`);
  const cost = rideCostCents(ride);
  const total = formatMoney(cost.total);
  const costLine =
    ride.additionalStops > 0
      ? i18n._("ride.summary.total_with_stops", {
          total,
          stops: formatMoney(cost.stops),
          count: ride.additionalStops,
        })
      : i18n._("ride.summary.total", { total });
  lines.push(`💰 ${costLine}`);
  const cancelled = ride.status !== undefined && isCancelled({ status: ride.status });
  const share = cancelled ? null : readerShare(forReader ? ride : { ...ride, party: null }, now);
  if (share) lines.push(`💵 ${shareLine(i18n, share)}`);
  // Only a licensed cross-border vehicle may carry paying riders across (issue 37): say which.
  if (!cancelled) {
    const carrier = ride.carrier ?? null;
    lines.push(
      `🚕 ${
        carrier
          ? i18n._("ride.summary.car", { carrier: carrierText(i18n, carrier) })
          : i18n._("ride.summary.car_to_find")
      }`,
    );
  }
  lines.push(`🔗 ${rideUrl}`);
  return lines.join("\n");
}
