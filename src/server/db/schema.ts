// The whole database but its triggers: drizzle cannot express those, so they are SQL in the
// migrations and listed, with the events they send and the tables that send them, in
// event-catalog.ts (checked against the migrated database by event-catalog.test.ts). A value the
// app also knows (the default language, DEFAULT_LOCALE) is written in the app, never in SQL.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CrossingRule, Registration } from "../../domain/carriage/carriage.ts";
import type { Locale } from "../../domain/i18n/locales.ts";
import { MESSAGE_MAX_LENGTH, type QuickKind } from "../../domain/message/message.ts";
import {
  NOTIFICATION_TYPES,
  type NotificationType,
} from "../../domain/notification/notification.ts";
import type { LicenceType } from "../../domain/rating/licence.ts";
import type { Direction } from "../../domain/ride/ride.ts";
import type { DropoffEntry, RidePayload } from "../../domain/ride/ride-schemas.ts";
import { ARRIVAL_CARDS, type ArrivalCard } from "../../domain/trip/arrival-cards.ts";
import type { DriverDetails } from "../../domain/user/user-schemas.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const serialId = () => serial("id").primaryKey();
/** A required link to a row whose deletion takes this row with it. */
const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: "cascade" });
const userRef = () => ownedBy("user_id", () => users.id);

/**
 * A party on a ride: seated (ride_passengers) or waiting (ride_waitlist). One row per rider and
 * ride, and the same 1–10 bound on its size.
 */
const partyColumns = () => ({
  id: serialId(),
  rideId: ownedBy("ride_id", () => rides.id),
  userId: userRef(),
  dropoffLocation: text("dropoff_location").notNull(),
});
const partyConstraints = (
  table: string,
  t: { rideId: AnyPgColumn; userId: AnyPgColumn; passengerCount: AnyPgColumn },
) => [
  uniqueIndex(`${table}_ride_user_idx`).on(t.rideId, t.userId),
  index(`${table}_user_id_idx`).on(t.userId),
  check(`${table}_count_check`, sql`${t.passengerCount} between 1 and 10`),
];

export const users = pgTable(
  "users",
  {
    id: serialId(),
    discordUsername: text("discord_username").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name"),
    whatsappNumber: text("whatsapp_number"),
    malaysianNumber: text("malaysian_number"),
    revolutUsername: text("revolut_username"),
    // Where the user's passengers pay them: a normalised PayNow proxy (parsePaynowProxy) and the
    // name their bank shows (parsePaynowName). Only the user themself reads these back.
    paynowProxy: text("paynow_proxy"),
    paynowName: text("paynow_name"),
    isVendor: boolean("is_vendor").notNull().default(false),
    companyName: text("company_name"),
    driverDetails: jsonb("driver_details").$type<DriverDetails>(),
    isAdmin: boolean("is_admin").notNull().default(false),
    // The language the user reads the app in (domain/i18n/locales.ts); null until they pick one.
    language: text("language").$type<Locale>(),
    // A vendor takes rides and reaches riders only once an admin has verified it (null: waiting,
    // or revoked). vendor_events keeps the history.
    vendorVerifiedAt: timestamp("vendor_verified_at", { withTimezone: true }),
    vendorVerifiedBy: integer("vendor_verified_by").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    // The licence the admin checked when verifying (domain/rating/licence.ts); riders see its type.
    vendorLicenceType: text("vendor_licence_type").$type<LicenceType>(),
    vendorLicenceNumber: text("vendor_licence_number"),
    // The vehicle the permit is for (issue 37): its country of registration, the permit's last
    // valid day and the plate. Null on a vendor verified before they were recorded: it is listed
    // for re-verification and takes no ride until then. Receipts read these names too.
    vendorRegistration: text("vendor_registration").$type<Registration>(),
    vendorPermitExpires: date("vendor_permit_expires", { mode: "string" }),
    vendorPlate: text("vendor_plate"),
    // The arrival cards the person must file to enter each country (issue 37): each once, in
    // ARRIVAL_CARDS' order. The reminders of the card a ride's country asks for go to them.
    arrivalCards: text("arrival_cards")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`)
      .$type<ArrivalCard[]>(),
    // The Discord account linked to this one (its user id, which never changes, unlike its
    // username); null: never signed in with Discord nor linked. Decision 031.
    discordId: text("discord_id"),
    // When the person deleted their account (issue 38): the row stays, its personal fields
    // erased, so the rides, ledgers and messages of others stay whole.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_discord_username_lower_idx").on(sql`lower(${t.discordUsername})`),
    uniqueIndex("users_discord_id_idx").on(t.discordId),
    check(
      "users_vendor_licence_type_check",
      sql`${t.vendorLicenceType} in ('cross_border_taxi', 'licensed_charter', 'other')`,
    ),
    check("users_vendor_registration_check", sql`${t.vendorRegistration} in ('SG', 'MY')`),
    check(
      "users_arrival_cards_check",
      sql`${t.arrivalCards} <@ array[${sql.raw(ARRIVAL_CARDS.map((card) => `'${card}'`).join(", "))}]::text[]`,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // sha256 of the cookie's token: a leaked table does not hand out sessions.
    tokenHash: text("token_hash").primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // When this session was opened by signing in with Discord (null: by password): a
    // Discord-only account confirms its deletion by a recent one (issue 38).
    discordSignInAt: timestamp("discord_sign_in_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * The usernames of deleted accounts, held from registration for a while (issue 38): the name
 * folded as the username index folds it (lower case), apart from the erased row.
 */
export const heldUsernames = pgTable(
  "held_usernames",
  {
    foldedName: text("folded_name").primaryKey(),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
  },
  (t) => [index("held_usernames_held_until_idx").on(t.heldUntil)],
);

// Attempts counted in fixed windows, shared by every app instance on the database: one row per
// throttled key (an address on a route, an account from an address, an account), reused when its
// window has passed (src/server/auth/throttle.ts).
export const throttleCounts = pgTable(
  "throttle_counts",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  },
  (t) => [index("throttle_counts_window_start_idx").on(t.windowStart)],
);

export const passwordResetRequests = pgTable("password_reset_requests", {
  id: serialId(),
  discordUsername: text("discord_username").notNull(),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable("password_reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: userRef(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

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

export const ridePassengers = pgTable(
  "ride_passengers",
  {
    ...partyColumns(),
    dropoffSequence: integer("dropoff_sequence"),
    passengerCount: integer("passenger_count").notNull().default(1),
    // Seated from the waitlist rather than by joining (for telling them they were seated).
    fromWaitlist: boolean("from_waitlist").notNull().default(false),
    // When the organizer first recorded a payment from the party; null while nothing arrived.
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // What has arrived from the party in total, in cents (decision 028).
    paidCents: integer("paid_cents").notNull().default(0),
    // The party's share in cents, written once at departure (decision 017); null before.
    amountCents: integer("amount_cents"),
    // The party's own check-in on the day (issue 26); null until they tap one.
    checkin: text("checkin").$type<"here" | "late">(),
    checkinMinutes: integer("checkin_minutes"),
    checkinAt: timestamp("checkin_at", { withTimezone: true }),
    // Marked by the organizer or the driver; a no-show keeps their share owed.
    boarding: text("boarding").$type<"boarded" | "no_show">(),
    createdAt: createdAt(),
  },
  (t) => [
    ...partyConstraints("ride_passengers", t),
    check("ride_passengers_sequence_check", sql`${t.dropoffSequence} >= 1`),
    check("ride_passengers_paid_cents_check", sql`${t.paidCents} >= 0`),
    check("ride_passengers_checkin_check", sql`${t.checkin} in ('here', 'late')`),
    check("ride_passengers_boarding_check", sql`${t.boarding} in ('boarded', 'no_show')`),
  ],
);

/**
 * Each change the organizer records to what arrived from a party: the change in cents (negative
 * when a mark was corrected down) and when. Their sum is the party's paid_cents; a receipt lists
 * them (issue 38). Rows from before the table are one row of the total at paid_at.
 */
export const ridePaymentRecords = pgTable(
  "ride_payment_records",
  {
    id: serialId(),
    passengerId: ownedBy("passenger_id", () => ridePassengers.id),
    amountCents: integer("amount_cents").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ride_payment_records_passenger_id_idx").on(t.passengerId, t.recordedAt)],
);

/** Parties waiting for seats on a full ride, in order of arrival (id). */
export const rideWaitlist = pgTable(
  "ride_waitlist",
  {
    ...partyColumns(),
    passengerCount: integer("passenger_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => partyConstraints("ride_waitlist", t),
);

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

/** A field's value before and after an admin's edit (null: empty). */
export type AccountFieldChange = { from: string | null; to: string | null };

/**
 * Append-only: every edit an admin made to someone else's account, with who, when and each field's
 * value before and after (decision 026). Rows are only ever inserted.
 */
export const accountChanges = pgTable(
  "account_changes",
  {
    id: serialId(),
    userId: userRef(),
    // The admin; kept (as null) when their account is deleted.
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    changes: jsonb("changes").notNull().$type<Record<string, AccountFieldChange>>(),
    createdAt: createdAt(),
  },
  (t) => [index("account_changes_user_id_idx").on(t.userId)],
);

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
 * The server's VAPID key pair for Web Push: one row (id 1), made by whichever instance first
 * needs it (insert … on conflict do nothing, then read), so every instance signs with the same.
 */
export const pushKeys = pgTable(
  "push_keys",
  {
    id: integer("id").primaryKey(),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("push_keys_single_row_check", sql`${t.id} = 1`)],
);

/** A browser's push subscription; the endpoint is the push service's address for it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serialId(),
    userId: userRef(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_id_idx").on(t.userId),
  ],
);

/** The kinds of notification a person does not want pushed (the inbox records them anyway). */
export const pushMutedKinds = pgTable(
  "push_muted_kinds",
  {
    userId: userRef(),
    type: text("type").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
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

/**
 * The car's latest position on the day (issue 39), sent by the assigned driver: one row a ride,
 * replaced at most every few seconds, erased when the trip window ends (a minute job). Its
 * trigger sends the catalog's `position` event, which the stream hands to the ride's members only.
 */
export const ridePositions = pgTable("ride_positions", {
  rideId: integer("ride_id")
    .primaryKey()
    .references(() => rides.id, { onDelete: "cascade" }),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  accuracy: doublePrecision("accuracy"),
  heading: doublePrecision("heading"),
  speed: doublePrecision("speed"),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/**
 * The ride's crossing as its driver tapped it: "At the checkpoint" and "Cleared" (issue 39). Kept
 * for the live crossing times (the median of the last three hours), read by clearance time.
 */
export const rideCrossings = pgTable(
  "ride_crossings",
  {
    rideId: integer("ride_id")
      .primaryKey()
      .references(() => rides.id, { onDelete: "cascade" }),
    checkpoint: text("checkpoint").notNull().$type<"Tuas" | "Woodlands">(),
    direction: text("direction").notNull().$type<Direction>(),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  (t) => [
    index("ride_crossings_cleared_at_idx").on(t.clearedAt),
    check("ride_crossings_checkpoint_check", sql`${t.checkpoint} in ('Tuas', 'Woodlands')`),
  ],
);

/**
 * Each party told once per stop (issue 39): "your car is about five minutes away" (`near`), and
 * "your car has crossed" (`crossed`), made once across instances by the key.
 */
export const rideArrivalNotices = pgTable(
  "ride_arrival_notices",
  {
    rideId: ownedBy("ride_id", () => rides.id),
    userId: userRef(),
    kind: text("kind").notNull().$type<"near" | "crossed">(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rideId, t.userId, t.kind] }),
    index("ride_arrival_notices_user_id_idx").on(t.userId),
    check("ride_arrival_notices_kind_check", sql`${t.kind} in ('near', 'crossed')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type RideRow = typeof rides.$inferSelect;
export type RidePassengerRow = typeof ridePassengers.$inferSelect;

/**
 * The crossing rules (issue 37), one row per version, append-only: the newest row is the rules
 * every check applies, and the rows before it are the admins' trail of who changed them and when.
 * The first row is the migration's defaults (no admin).
 */
export const crossingRuleSets = pgTable("crossing_rule_sets", {
  id: serialId(),
  rules: jsonb("rules").notNull().$type<CrossingRule[]>(),
  // The admin; kept (as null) when their account is deleted, and null for the shipped defaults.
  actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
