import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { DropoffEntry, RidePayload } from "../../../domain/ride/ride-schemas.ts";
import { createdAt, ownedBy, serialId } from "./columns.ts";
import { users } from "./users.ts";

export const driverContacts = pgTable("driver_contacts", {
  id: serialId(),
  name: text("name").notNull(),
  whatsappNumber: text("whatsapp_number").notNull(),
  malaysianNumber: text("malaysian_number"),
  vehicleType: text("vehicle_type").notNull(),
  notes: text("notes"),
  isActive: boolean("is_active").notNull().default(true),
});

/**
 * A weekly ride (issue 28): its first ride's payload, repeated on `weekdays` (0 = Sunday) until a
 * Singapore day; its rides are made a few weeks ahead, each after `madeThrough`, the last one made.
 */
export const rideSeries = pgTable(
  "ride_series",
  {
    id: serialId(),
    creatorId: ownedBy("creator_id", () => users.id),
    weekdays: integer("weekdays").array().notNull(),
    until: text("until").notNull(),
    firstDate: timestamp("first_date", { withTimezone: true }).notNull(),
    template: jsonb("template").notNull().$type<RidePayload>(),
    madeThrough: timestamp("made_through", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("ride_series_creator_id_idx").on(t.creatorId)],
);

export const rides = pgTable(
  "rides",
  {
    id: serialId(),
    creatorId: ownedBy("creator_id", () => users.id),
    direction: text("direction").notNull().$type<"SG->FC" | "FC->SG">(),
    date: timestamp("date", { withTimezone: true }).notNull(),
    maxPassengers: integer("max_passengers").notNull(),
    currentPassengers: integer("current_passengers").notNull().default(0),
    pickupLocation: text("pickup_location").notNull(),
    dropoffLocations: jsonb("dropoff_locations").notNull().$type<DropoffEntry[]>(),
    status: text("status")
      .notNull()
      .default("open")
      .$type<"open" | "assigned" | "completed" | "cancelled">(),
    vendorId: integer("vendor_id").references(() => users.id, { onDelete: "set null" }),
    driverContactId: integer("driver_contact_id").references(() => driverContacts.id, {
      onDelete: "set null",
    }),
    // The organizer's quote in whole SGD (decision 028): the car, and the fee per extra stop.
    cost: integer("cost").notNull().default(80),
    stopFee: integer("stop_fee").notNull().default(5),
    additionalStops: integer("additional_stops").notNull().default(0),
    sequenceLocked: boolean("sequence_locked").notNull().default(false),
    // Minutes between stops for the plan's estimated times (issue 26), set by organizer or driver.
    stopMinutes: integer("stop_minutes").notNull().default(10),
    // Set together when the organizer cancels a ride others have joined (decision 021).
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // One of a weekly series (issue 28); the ride stays when the series goes.
    seriesId: integer("series_id").references((): AnyPgColumn => rideSeries.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    // A series makes each of its departures once, however many instances top it up.
    uniqueIndex("rides_series_id_date_idx").on(t.seriesId, t.date),
    // The database itself refuses an overbooking, whatever the code above it does.
    check("rides_capacity_check", sql`${t.currentPassengers} between 0 and ${t.maxPassengers}`),
    check("rides_max_passengers_check", sql`${t.maxPassengers} between 1 and 10`),
    check("rides_stop_minutes_check", sql`${t.stopMinutes} between 1 and 60`),
    check("rides_direction_check", sql`${t.direction} in ('SG->FC', 'FC->SG')`),
    check("rides_status_check", sql`${t.status} in ('open', 'assigned', 'completed', 'cancelled')`),
    check(
      "rides_cancelled_check",
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
    check("rides_additional_stops_check", sql`${t.additionalStops} >= 0`),
    check("rides_quote_check", sql`${t.cost} >= 0 and ${t.stopFee} >= 0`),
    index("rides_date_idx").on(t.date),
    index("rides_direction_date_idx").on(t.direction, t.date),
    index("rides_creator_id_idx").on(t.creatorId),
    index("rides_vendor_id_idx").on(t.vendorId),
    index("rides_status_date_idx").on(t.status, t.date),
  ],
);

export type RideRow = typeof rides.$inferSelect;
