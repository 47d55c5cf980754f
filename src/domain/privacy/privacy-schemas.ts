// The member's own data (issue 38): the export's shape and the deletion's payload.
import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { MAX_PASSWORD_LENGTH } from "../shared/constants.ts";

/**
 * `DELETE /api/me`: the account's password; left out by a Discord-only account, which signed
 * in with Discord in the last 10 minutes instead.
 */
export const deleteAccountPayloadSchema = z
  .object({
    password: z
      .string({ error: messageRef("form.field.text", { field: "password" }) })
      .min(1, messageRef("form.user.password_required"))
      .max(
        MAX_PASSWORD_LENGTH,
        messageRef("form.user.password_too_long", { max: MAX_PASSWORD_LENGTH }),
      )
      .optional(),
  })
  .nullish();
export type DeleteAccountPayload = z.infer<typeof deleteAccountPayloadSchema>;

const rows = z.array(z.record(z.string(), z.unknown()));

/** `GET /api/me/export`: everything the app holds about the account, as a JSON file. */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  profile: z.record(z.string(), z.unknown()).describe("Every field but the password's hash"),
  ridesOrganised: rows,
  ridesJoined: rows.describe("Their own party on each ride: stop, size, check-in, boarding"),
  waitlist: rows,
  ridesDriven: rows,
  payments: rows.describe(
    "Their share and what they paid on each ride joined, in cents, with each recorded payment",
  ),
  messages: rows.describe("The messages they wrote"),
  ratingsGiven: rows,
  ratingsReceived: rows.describe("Without who rated"),
  notices: rows,
  alerts: rows,
  pushSubscriptions: rows.describe("Endpoints only"),
  pushMuted: z.array(z.string()),
  sessions: rows.describe("Times only"),
  accountChanges: rows.describe("Admins' edits of the account"),
  vendorEvents: rows,
  passwordResetRequests: rows,
});
export type AccountExport = z.infer<typeof accountExportSchema>;
