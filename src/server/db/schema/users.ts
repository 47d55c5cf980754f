import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Registration } from "../../../domain/carriage/carriage.ts";
import type { Locale } from "../../../domain/i18n/locales.ts";
import type { LicenceType } from "../../../domain/rating/licence.ts";
import { ARRIVAL_CARDS, type ArrivalCard } from "../../../domain/trip/arrival-cards.ts";
import type { DriverDetails } from "../../../domain/user/user-schemas.ts";
import { createdAt, ownedBy, serialId } from "./columns.ts";

export const userRef = () => ownedBy("user_id", () => users.id);

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
    // valid day and the plate. Until an admin verifies the vendor, what the vendor said when
    // registering (the admin's form starts from it); Verify writes what the admin checked (or
    // nulls), Revoke clears them. Null on a vendor verified before they were recorded: it is listed
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

export type UserRow = typeof users.$inferSelect;
