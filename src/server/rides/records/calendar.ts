import type { I18n } from "@lingui/core";
import { createEvent, type EventAttributes } from "ics";
import { directionTitle } from "../../../domain/ride/ride.ts";
import type { Ride } from "../../../domain/ride/ride-schemas.ts";
import { buildTripSummary } from "../../../domain/ride/trip-summary.ts";

const JOURNEY_MINUTES = 120;

/**
 * The ride as an RFC 5545 event in the reader's language (`i18n`): in UTC, with the ride link and
 * a reminder 2 hours before.
 */
export function rideCalendar(i18n: I18n, ride: Ride, url: string): string {
  const direction = directionTitle(i18n, ride.direction);
  // The description is the Share button's trip summary. Its emoji are for chats; calendars get
  // plain lines (and fold them by octets better).
  const summary = buildTripSummary(i18n, ride, null, url, new Date(), true).replace(
    /\p{Extended_Pictographic}\uFE0F?\s*/gu,
    "",
  );
  const description = [
    summary,
    ...(ride.direction === "SG->FC" ? ["", i18n._("server.calendar.passport")] : []),
  ].join("\n");
  const event: EventAttributes = {
    productId: "fc-rideshare",
    uid: `ride-${ride.id}@fc-rideshare`,
    start: Date.parse(ride.date),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: JOURNEY_MINUTES },
    title: i18n._("server.calendar.title", { direction }),
    description,
    location: ride.pickupLocation,
    status: "CONFIRMED",
    alarms: [
      {
        action: "display",
        description: i18n._("server.calendar.alarm", { direction }),
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
