// The zod schemas of a ride's conversation: a message as written (free text or a quick message),
// as the API answers it, and a report.
import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { withoutBidiControls } from "../shared/bidi.ts";
import { GROUP_LINK_MAX_LENGTH, groupLinkApp } from "./group-link.ts";
import { LATE_MINUTES, MESSAGE_MAX_LENGTH, QUICK_KINDS } from "./message.ts";

const MESSAGE_TOO_LONG = messageRef("form.field.too_long", {
  field: "text",
  max: MESSAGE_MAX_LENGTH,
});

/**
 * `POST /api/rides/{id}/messages`: `{ text }` (1–1,000 characters once trimmed), or a quick
 * message `{ quick, minutes? }` (minutes only, and then required, for "late"). One object, so
 * every refusal names its field.
 */
export const messagePayloadSchema = z
  .strictObject({
    text: z
      .string({ error: messageRef("form.field.text", { field: "text" }) })
      .overwrite(withoutBidiControls)
      .trim()
      .min(1, messageRef("form.field.required", { field: "text" }))
      .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG)
      .optional(),
    quick: z
      .enum(QUICK_KINDS, {
        error: messageRef("form.field.one_of", { field: "quick", values: QUICK_KINDS.join(", ") }),
      })
      .optional(),
    minutes: z
      .literal(LATE_MINUTES, {
        error: messageRef("form.field.one_of", {
          field: "minutes",
          values: LATE_MINUTES.join(", "),
        }),
      })
      .optional(),
  })
  .refine((body) => (body.text === undefined) !== (body.quick === undefined), {
    path: ["text"],
    error: messageRef("form.chat.text_or_quick"),
  })
  .refine((body) => (body.quick === "late") === (body.minutes !== undefined), {
    path: ["minutes"],
    error: messageRef("form.chat.minutes_for_late"),
  });
export type MessagePayload = z.output<typeof messagePayloadSchema>;

export const rideMessageSchema = z.object({
  id: z.number(),
  text: z.string().describe("The message; a quick message worded in the reader's language."),
  quick: z
    .object({ kind: z.enum(QUICK_KINDS), minutes: z.number().nullable() })
    .nullable()
    .describe("Set for a quick message, so a page words it in its own language."),
  author: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string(),
});
export type RideMessage = z.infer<typeof rideMessageSchema>;

/** `PUT /api/rides/{id}/groupLink`: an https WhatsApp, Telegram or Discord invite, or null to clear. */
export const groupLinkPayloadSchema = z.strictObject({
  url: z
    .string({ error: messageRef("form.field.text", { field: "url" }) })
    .trim()
    .max(
      GROUP_LINK_MAX_LENGTH,
      messageRef("form.field.too_long", { field: "url", max: GROUP_LINK_MAX_LENGTH }),
    )
    .refine(
      (url) => groupLinkApp(url) !== null,
      messageRef("form.group_link.invalid", { field: "url" }),
    )
    .nullable(),
});
export type GroupLinkPayload = z.output<typeof groupLinkPayloadSchema>;

export const groupLinkSchema = z.object({
  url: z.string().nullable().describe("The invite link; null when the organizer has set none."),
  app: z.enum(["whatsapp", "telegram", "discord"]).nullable(),
});
export type GroupLink = z.infer<typeof groupLinkSchema>;

export const unreadMessagesSchema = z
  .array(z.object({ rideId: z.number(), unread: z.number() }))
  .describe("The caller's rides with messages they have not read, and how many.");
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** `GET /api/admin/message-reports`: one member's report of a message, for the admins. */
export const messageReportSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  reporter: z.object({ id: z.number(), name: z.string() }),
  message: rideMessageSchema.extend({ rideId: z.number(), removed: z.boolean() }),
});
export type MessageReport = z.infer<typeof messageReportSchema>;
