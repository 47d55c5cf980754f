import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, serialId } from "./columns.ts";
import { userRef } from "./users.ts";

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
