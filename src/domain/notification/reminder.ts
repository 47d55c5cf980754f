// Reminders before departure: when each is due and what it says. Pure: callers pass `now`.

import type { I18n } from "@lingui/core";
import type { Locale } from "../i18n/locales.ts";
import { type Direction, directionTitle } from "../ride/ride.ts";
import { formatRideDate, toTime } from "../shared/dates.ts";
import {
  ARRIVAL_CARD_FACTS,
  ARRIVAL_CARD_FILING_DAYS,
  type ArrivalCard,
} from "../trip/arrival-cards.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reminders and when each is due: from `beforeMs` ahead of departure until only `lateMs` is
 * left. A sweep that missed the mark (a restart) still sends it a little late; a ride joined
 * within 12 h of leaving gets only the 2 h reminder, not a second one right away. Three days
 * before, those who need the arrival card of the country the ride enters are told to file it
 * (issue 37); a ride joined within two days of leaving has it in the day-before reminder only.
 */
export const REMINDERS = [
  { kind: "reminder_2h", beforeMs: 2 * HOUR_MS, lateMs: 0 },
  { kind: "reminder_24h", beforeMs: 24 * HOUR_MS, lateMs: 12 * HOUR_MS },
  { kind: "reminder_arrival_card", beforeMs: 72 * HOUR_MS, lateMs: 48 * HOUR_MS },
] as const;

export type ReminderKind = (typeof REMINDERS)[number]["kind"];

/** Only rides still going out are reminded of: not a cancelled nor a completed one. */
const REMINDED_STATUSES: readonly string[] = ["open", "assigned"];

/** The one reminder due now for a ride, or null: none once it has left or when it will not go. */
export function dueReminder(ride: { date: Date; status: string }, now: Date): ReminderKind | null {
  const left = toTime(ride.date) - now.getTime();
  if (left <= 0 || !REMINDED_STATUSES.includes(ride.status)) return null;
  return (
    REMINDERS.find((reminder) => left <= reminder.beforeMs && left > reminder.lateMs)?.kind ?? null
  );
}

export interface ReminderRide {
  direction: Direction;
  date: Date | string;
  pickupLocation: string;
}

/** What the day-before reminder adds: how long the border usually takes at that hour. */
export interface ReminderCrossing {
  typicalMinutes: number;
}

/** Who a reminder is for: a rider, the ride's organizer, or its assigned driver. */
export type ReminderRole = "passenger" | "organizer" | "driver";

export function reminderRole(
  ride: { creatorId: number; vendorId?: number | null },
  userId: number,
): ReminderRole {
  if (userId === ride.creatorId) return "organizer";
  return ride.vendorId === userId ? "driver" : "passenger";
}

/**
 * The inbox type a reminder goes as: two hours before, the organizer and the driver get their own
 * (`reminder_2h_run`), with no "Can't make it" tap, which is a rider's way out (issue 39).
 */
export function reminderType(kind: ReminderKind, role: ReminderRole) {
  return kind === "reminder_2h" && role !== "passenger" ? "reminder_2h_run" : kind;
}

/** The arrival card someone must file for the ride, and the plate of the car it names. */
export interface ReminderCard {
  card: ArrivalCard;
  /** The assigned vehicle's plate; null while no car has taken the ride. */
  plate: string | null;
}

const CARD_TEXTS = {
  mdac: "server.reminder.mdac",
  sgac: "server.reminder.sgac",
} as const satisfies Record<ArrivalCard, string>;

/** Which card to file and by when, the car's plate the form asks for, and the official site. */
export function arrivalCardText(i18n: I18n, { card, plate }: ReminderCard): string {
  return [
    i18n._(CARD_TEXTS[card], { days: ARRIVAL_CARD_FILING_DAYS }),
    plate
      ? i18n._("server.reminder.card_plate", { plate })
      : i18n._("server.reminder.card_no_plate"),
    i18n._("server.reminder.card_site", { link: ARRIVAL_CARD_FACTS[card].href }),
  ].join(" ");
}

/**
 * The reminder's text, with the passport reminder (every ride crosses the border). It names the
 * time rather than "tomorrow" or "in 2 hours", which a late sweep could make untrue. Two hours
 * before, a rider is asked whether they are still coming; the organizer and the driver, who run
 * the day, are pointed at the check-ins instead. `card`: the arrival card this person must file,
 * said three days before and the day before.
 */
export function reminderText(
  i18n: I18n,
  kind: ReminderKind,
  ride: ReminderRide,
  crossing?: ReminderCrossing,
  role: ReminderRole = "passenger",
  card?: ReminderCard,
): string {
  const text = i18n._(REMINDER_TEXTS[role === "driver" ? "driver" : "rider"][kind], {
    direction: directionTitle(i18n, ride.direction),
    date: formatRideDate(ride.date, i18n.locale as Locale),
    pickup: ride.pickupLocation,
  });
  if (kind === "reminder_arrival_card") {
    return card ? `${text} ${arrivalCardText(i18n, card)}` : text;
  }
  if (kind === "reminder_2h") {
    // A rider who will not come can still free their seat for the waitlist.
    const ask =
      role === "passenger" ? "server.reminder.still_coming" : "server.reminder.run_the_day";
    return `${text} ${i18n._(ask)}`;
  }
  // The day before is when a rider can still move their plans around the border's queue.
  const parts = [text];
  if (crossing) {
    parts.push(i18n._("server.reminder.crossing", { minutes: crossing.typicalMinutes }));
  }
  if (card) parts.push(arrivalCardText(i18n, card));
  return parts.join(" ");
}

const REMINDER_TEXTS = {
  rider: {
    reminder_2h: "server.reminder.soon",
    reminder_24h: "server.reminder.within_a_day",
    reminder_arrival_card: "server.reminder.within_three_days",
  },
  driver: {
    reminder_2h: "server.reminder.driver_soon",
    reminder_24h: "server.reminder.driver_within_a_day",
    reminder_arrival_card: "server.reminder.driver_within_three_days",
  },
} as const satisfies Record<string, Record<ReminderKind, string>>;
