import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Locale } from "../../../domain/i18n/locales.ts";
import {
  NOTIFICATION_TYPES,
  type NotificationType,
} from "../../../domain/notification/notification.ts";
import { createdAt, serialId } from "./columns.ts";
import { rides } from "./rides.ts";
import { userRef } from "./users.ts";

/**
 * Each person's inbox: what happened to their rides, as one line of text built when it happened
 * (src/domain/notification). Read back newest first, page by page (the index).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serialId(),
    userId: userRef(),
    type: text("type").notNull().$type<NotificationType>(),
    // Kept (as null) when the ride is deleted: the line still says what happened.
    rideId: integer("ride_id").references(() => rides.id, { onDelete: "set null" }),
    // The line as first written, in the recipient's language then: what a row from before
    // `texts` existed still reads.
    text: text("text").notNull(),
    // The line in every language, by locale: each reading picks the reader's language as it is
    // now, so a language switch rewords the notices already there (issue 27, decision 035).
    texts: jsonb("texts").$type<Partial<Record<Locale, string>>>(),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    // Set by the one instance that takes the row for Web Push (src/server/push): pushed once.
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_id_id_idx").on(t.userId, t.id.desc()),
    check(
      "notifications_type_check",
      sql`${t.type} in (${sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(", "))})`,
    ),
  ],
);

/**
 * One row per reminder sent: the key (ride, person, kind, the departure it was for) makes it
 * exactly once across instances and restarts, and a moved ride's new time a new key.
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    rideId: integer("ride_id")
      .notNull()
      .references(() => rides.id, { onDelete: "cascade" }),
    userId: userRef(),
    kind: text("kind").notNull(),
    departure: timestamp("departure", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rideId, t.userId, t.kind, t.departure] }),
    check(
      "sent_reminders_kind_check",
      sql`${t.kind} in ('reminder_24h', 'reminder_2h', 'reminder_arrival_card')`,
    ),
    index("sent_reminders_user_id_idx").on(t.userId),
  ],
);
