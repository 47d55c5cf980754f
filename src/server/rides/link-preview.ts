import { pricedRide, ridePriceLine } from "../../domain/ride/price.ts";
import {
  canReadRide,
  directionTitle,
  isFull,
  isPast,
  remainingSpots,
} from "../../domain/ride/ride.ts";
import { formatShortRideDate } from "../../domain/shared/dates.ts";
import type { Db } from "../db/client.ts";
import { english } from "../i18n/catalogs.ts";
import { findRideRecord } from "./queries.ts";

export interface LinkPreview {
  title: string;
  description: string;
}

export const SITE_PREVIEW: LinkPreview = {
  title: "FC Rideshare",
  description:
    "Share chartered-car rides between Singapore and Forest City: split the cost, set the drop-off order, reach each other.",
};

/**
 * What a chat app shows for a pasted ride link: direction, date, seats and price. Only what any
 * visitor may see: no contacts, no passengers' locations.
 */
export async function ridePreview(db: Db, rideId: number, now: Date): Promise<LinkPreview | null> {
  const record = await findRideRecord(db, rideId, null);
  // A cancelled ride is its people's alone: a pasted link previews the site, not the ride.
  if (!record || !canReadRide(record.ride, null, false)) return null;
  const { ride } = record;
  const seats = isPast(ride, now)
    ? "This ride has already left"
    : isFull(ride)
      ? "Full"
      : `${remainingSpots(ride)} of ${ride.maxPassengers} seats left`;
  return {
    title: `${directionTitle(english, ride.direction)} · ${formatShortRideDate(ride.date)}`,
    description: `${seats} · ${ridePriceLine(english, pricedRide(ride, null))} · FC Rideshare`,
  };
}
