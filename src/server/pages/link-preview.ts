import type { I18n } from "@lingui/core";
import type { Locale } from "../../domain/i18n/locales.ts";
import { formatMoney, pricedRide, ridePrices } from "../../domain/ride/price.ts";
import {
  canReadRide,
  directionTitle,
  isFull,
  isPast,
  remainingSpots,
} from "../../domain/ride/ride.ts";
import { formatShortRideDate } from "../../domain/shared/dates.ts";
import type { Db } from "../db/client.ts";
import { findRideRecord } from "../rides/ride/queries.ts";

export interface LinkPreview {
  title: string;
  description: string;
}

/** What a link to any other page shows, in the reader's language. */
export function sitePreview(i18n: I18n): LinkPreview {
  return {
    title: i18n._("server.preview.site_title"),
    description: i18n._("server.preview.site_description"),
  };
}

/** "S$28.34 per person, S$21.25 if the car fills" */
function priceLine(i18n: I18n, ride: Parameters<typeof pricedRide>[0]): string {
  const { nextRider, ifFull } = ridePrices(pricedRide(ride, null));
  const perPerson = formatMoney(nextRider ?? ifFull);
  return nextRider !== null && nextRider !== ifFull
    ? i18n._("server.preview.price_if_full", { perPerson, ifFull: formatMoney(ifFull) })
    : i18n._("server.preview.price", { perPerson });
}

/**
 * What a chat app shows for a pasted ride link, in the reader's language: direction, date, seats
 * and price. Only what any
 * visitor may see: no contacts, no passengers' locations.
 */
export async function ridePreview(
  i18n: I18n,
  db: Db,
  rideId: number,
  now: Date,
): Promise<LinkPreview | null> {
  const record = await findRideRecord(db, rideId);
  // A cancelled ride is its people's alone: a pasted link previews the site, not the ride.
  if (!record || !canReadRide(record.ride, null, false)) return null;
  const { ride } = record;
  const seats = isPast(ride, now)
    ? i18n._("server.preview.departed")
    : isFull(ride)
      ? i18n._("server.preview.full")
      : i18n._("server.preview.seats_left", {
          remaining: remainingSpots(ride),
          max: ride.maxPassengers,
        });
  return {
    title: i18n._("server.preview.title", {
      direction: directionTitle(i18n, ride.direction),
      date: formatShortRideDate(ride.date, i18n.locale as Locale),
    }),
    description: i18n._("server.preview.description", { seats, price: priceLine(i18n, ride) }),
  };
}
