// What each person is told about their rides: the kinds of notification and their texts, built
// once when the change happens (the inbox keeps the line as it was written).

import { type Direction, directionTitle } from "../ride/ride.ts";
import { type DateInput, formatRideDate } from "../shared/dates.ts";

export const NOTIFICATION_TYPES = [
  "joined",
  "left",
  "removed",
  "ride_changed",
  "cancelled",
  "driver_assigned",
  "driver_released",
  "sequence_locked",
  "seated_from_waitlist",
  "reminder_24h",
  "reminder_2h",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What the people aboard and the driver are told when the organizer cancels a ride (decision
 * 021): which ride, in Singapore time, and the organizer's reason when they gave one.
 */
export function cancelledText(
  ride: { direction: Direction; date: DateInput },
  organizer: string,
  reason: string | null,
): string {
  const what = `${organizer} cancelled the ride ${directionTitle(ride.direction)} on ${formatRideDate(ride.date)}`;
  return reason ? `${what}. Reason: ${reason}` : `${what}.`;
}
