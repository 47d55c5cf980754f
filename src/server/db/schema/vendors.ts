import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, ownedBy, serialId } from "./columns.ts";
import { rides } from "./rides.ts";
import { users } from "./users.ts";

/**
 * A passenger party's rating of the ride's driver (issue 27): one per rider and ride, kept for
 * good; only an admin removes one, and only after someone reported it. The vendor answers once.
 */
export const rideRatings = pgTable(
  "ride_ratings",
  {
    id: serialId(),
    rideId: ownedBy("ride_id", () => rides.id),
    vendorId: ownedBy("vendor_id", () => users.id),
    raterId: ownedBy("rater_id", () => users.id),
    stars: integer("stars").notNull(),
    punctuality: integer("punctuality"),
    car: integer("car"),
    conduct: integer("conduct"),
    text: text("text"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    // The first report waits for an admin; later ones add nothing.
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportedBy: integer("reported_by").references(() => users.id, { onDelete: "set null" }),
    reportReason: text("report_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ride_ratings_ride_rater_idx").on(t.rideId, t.raterId),
    index("ride_ratings_vendor_id_idx").on(t.vendorId, t.id),
    index("ride_ratings_rater_id_idx").on(t.raterId),
    check("ride_ratings_stars_check", sql`${t.stars} between 1 and 5`),
    check(
      "ride_ratings_aspects_check",
      sql`coalesce(${t.punctuality}, 1) between 1 and 5 and coalesce(${t.car}, 1) between 1 and 5 and coalesce(${t.conduct}, 1) between 1 and 5`,
    ),
  ],
);

export const VENDOR_EVENT_KINDS = ["verify", "revoke", "assign", "release", "unassign"] as const;
export type VendorEventKind = (typeof VENDOR_EVENT_KINDS)[number];

/**
 * Append-only: every change to a vendor's standing or to which rides it drives, with who made it
 * and when. Rows are only ever inserted; nothing updates or deletes them.
 */
export const vendorEvents = pgTable(
  "vendor_events",
  {
    id: serialId(),
    kind: text("kind").notNull().$type<VendorEventKind>(),
    vendorId: ownedBy("vendor_id", () => users.id),
    // The ride of an assign, release or unassign; kept (as null) when the ride is deleted.
    rideId: integer("ride_id").references(() => rides.id, { onDelete: "set null" }),
    // Who made the change: the vendor itself or an admin.
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "vendor_events_kind_check",
      sql`${t.kind} in ('verify', 'revoke', 'assign', 'release', 'unassign')`,
    ),
    index("vendor_events_vendor_id_idx").on(t.vendorId),
    index("vendor_events_ride_id_idx").on(t.rideId),
  ],
);
