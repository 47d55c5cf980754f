import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { MESSAGE_MAX_LENGTH, type QuickKind } from "../../../domain/message/message.ts";
import { createdAt, ownedBy, serialId } from "./columns.ts";
import { rides } from "./rides.ts";
import { userRef, users } from "./users.ts";

/**
 * A ride's conversation (issue 26): free text, or a quick message kept as its kind and minutes so
 * each reader reads it in their own language. A removed message keeps its row (reports point at
 * it) and is no longer shown. Read newest first by the index.
 */
export const rideMessages = pgTable(
  "ride_messages",
  {
    id: serialId(),
    rideId: ownedBy("ride_id", () => rides.id),
    authorId: ownedBy("author_id", () => users.id),
    text: text("text"),
    quickKind: text("quick_kind").$type<QuickKind>(),
    quickMinutes: integer("quick_minutes"),
    createdAt: createdAt(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    index("ride_messages_ride_id_id_idx").on(t.rideId, t.id.desc()),
    check(
      "ride_messages_body_check",
      sql`(${t.text} is null) <> (${t.quickKind} is null) and char_length(${t.text}) <= ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);

/** A member's report of a message to the admins: one per reporter and message. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: serialId(),
    messageId: ownedBy("message_id", () => rideMessages.id),
    reporterId: ownedBy("reporter_id", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("message_reports_message_reporter_idx").on(t.messageId, t.reporterId)],
);

/**
 * How far each member has read a ride's conversation (issue 26): the newest message id they were
 * shown. Messages after it, not their own, are their unread count on My Rides.
 */
export const rideMessageReads = pgTable(
  "ride_message_reads",
  {
    rideId: ownedBy("ride_id", () => rides.id),
    userId: userRef(),
    lastReadId: integer("last_read_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.rideId, t.userId] })],
);

/**
 * The organizer's invite link to their own group chat (issue 26). A table of its own, not a ride
 * column, so no read of a ride (the shared, cached one included) can carry it: members ask for it.
 */
export const rideGroupLinks = pgTable("ride_group_links", {
  rideId: integer("ride_id")
    .primaryKey()
    .references(() => rides.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
