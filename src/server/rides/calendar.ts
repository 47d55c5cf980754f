import { createEvent, type EventAttributes } from "ics";
import { directionTitle } from "../../domain/ride/ride.ts";
import type { Ride } from "../../domain/ride/ride-schemas.ts";
import { buildTripSummary } from "../../domain/ride/trip-summary.ts";
import { english } from "../i18n/catalogs.ts";

const JOURNEY_MINUTES = 120;
export const PASSPORT_REMINDER =
  "Bring your passport (valid for at least 6 months) and allow 45 to 60 minutes for immigration.";

/** The ride as an RFC 5545 event: in UTC, with the ride link and a reminder 2 hours before. */
export function rideCalendar(ride: Ride, url: string): string {
  // The summary's emoji are for chats; calendars get plain lines (and fold them by octets better).
  const summary = buildTripSummary(english, ride, null, url).replace(
    /\p{Extended_Pictographic}\uFE0F?\s*/gu,
    "",
  );
  const description = [
    summary,
    ...(ride.direction === "SG->FC" ? ["", PASSPORT_REMINDER] : []),
  ].join("\n");
  const event: EventAttributes = {
    productId: "fc-rideshare",
    uid: `ride-${ride.id}@fc-rideshare`,
    start: Date.parse(ride.date),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: JOURNEY_MINUTES },
    title: `FC Rideshare: ${directionTitle(ride.direction)}`,
    description,
    location: ride.pickupLocation,
    status: "CONFIRMED",
    alarms: [
      {
        action: "display",
        description: `${directionTitle(ride.direction)} in 2 hours`,
        trigger: { hours: 2, minutes: 0, before: true },
      },
    ],
  };
  // ics takes only URLs it can parse: a request's odd Host (an IPv6 literal, say) costs the event
  // its link, not the whole file.
  let { error, value } = createEvent({ ...event, url });
  if (error) ({ error, value } = createEvent(event));
  if (error || !value) throw error ?? new Error("calendar event could not be built");
  return value;
}
