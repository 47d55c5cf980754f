import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { Direction } from "../../../domain/ride/ride.ts";
import { createdAt, ownedBy, serialId } from "./columns.ts";
import { rides } from "./rides.ts";
import { userRef } from "./users.ts";

/** A rider's standing search (issue 28): days 0 = Sunday … 6 = Saturday, times and dates in Singapore. */
export const rideAlerts = pgTable(
  "ride_alerts",
  {
    id: serialId(),
    userId: userRef(),
    direction: text("direction").notNull().$type<Direction>(),
    days: integer("days").array().notNull(),
    fromTime: text("from_time").notNull(),
    toTime: text("to_time").notNull(),
    startDate: text("start_date"),
    endDate: text("end_date"),
    createdAt: createdAt(),
  },
  (t) => [
    index("ride_alerts_user_id_idx").on(t.userId),
    index("ride_alerts_direction_idx").on(t.direction),
  ],
);

/**
 * One row per person told of a ride by their alerts: the key makes it at most once a ride, across
 * instances and however many of their alerts match.
 */
export const rideAlertNotices = pgTable(
  "ride_alert_notices",
  {
    rideId: ownedBy("ride_id", () => rides.id),
    userId: userRef(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rideId, t.userId] }),
    index("ride_alert_notices_user_id_idx").on(t.userId),
  ],
);
