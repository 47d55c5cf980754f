import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, serialId } from "./columns.ts";
import { userRef } from "./users.ts";

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
