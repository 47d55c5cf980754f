// Reminders before departure: when each is due and what it says. Pure: callers pass `now`.

import { type Direction, directionTitle } from "../ride/ride.ts";
import { formatRideDate, toTime } from "../shared/dates.ts";

const HOUR_MS = 60 * 60 * 1000;

/** The reminders, latest first, and how long before departure each one is due. */
export const REMINDERS = [
  { kind: "reminder_2h", beforeMs: 2 * HOUR_MS },
  { kind: "reminder_24h", beforeMs: 24 * HOUR_MS },
] as const;

export type ReminderKind = (typeof REMINDERS)[number]["kind"];

/** The furthest ahead a reminder is ever due: the sweep looks no further. */
export const REMINDER_HORIZON_MS = Math.max(...REMINDERS.map((reminder) => reminder.beforeMs));

/** Only rides still going out are reminded of: not a cancelled nor a completed one. */
const REMINDED_STATUSES: readonly string[] = ["open", "assigned"];

/**
 * The one reminder due now for a ride, or null: none once it has left or when it will not go,
 * and only the later one when both windows are open (a ride made 3 h ahead gets no "24 h").
 */
export function dueReminder(ride: { date: Date; status: string }, now: Date): ReminderKind | null {
  const left = toTime(ride.date) - now.getTime();
  if (left <= 0 || !REMINDED_STATUSES.includes(ride.status)) return null;
  return REMINDERS.find((reminder) => left <= reminder.beforeMs)?.kind ?? null;
}

export interface ReminderRide {
  direction: Direction;
  date: Date | string;
  pickupLocation: string;
}

/** The reminder's text, with the passport reminder: every ride crosses the border. */
export function reminderText(kind: ReminderKind, ride: ReminderRide): string {
  const when = kind === "reminder_24h" ? "tomorrow" : "in 2 hours";
  return `Your ride ${directionTitle(ride.direction)} leaves ${when}: ${formatRideDate(ride.date)} from ${ride.pickupLocation}. Bring your passport.`;
}
