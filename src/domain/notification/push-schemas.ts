// The Web Push payloads: a browser's PushSubscription, its removal, and the per-kind settings.
import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { NOTIFICATION_TYPES } from "./notification.ts";

/** base64url of exactly `bytes` bytes; `message` says which bytes the text must encode. */
const base64url = (bytes: number, message: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .max(200)
    .refine((text) => Math.floor((text.replace(/=+$/, "").length * 3) / 4) === bytes, message);

/** An uncompressed P-256 point (0x04, x, y); that it is on the curve the server checks. */
export const P256_POINT_BYTES = 65;

/** What `PushSubscription.toJSON()` gives; unknown fields (expirationTime) are ignored. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ message: messageRef("form.push.url") }).max(2000),
  keys: z.object({
    p256dh: base64url(P256_POINT_BYTES, messageRef("form.push.public_key")),
    auth: base64url(16, messageRef("form.push.auth_secret")),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string().min(1).max(2000),
});

export const pushKeySchema = z.object({ publicKey: z.string() });

const pushByKind = z.object(
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, z.boolean()])) as Record<
    (typeof NOTIFICATION_TYPES)[number],
    z.ZodBoolean
  >,
);

/** Whether each kind is pushed: every kind, as read. */
export const pushPreferencesSchema = z.object({ push: pushByKind });
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** A change: only the kinds sent change. */
export const pushPreferencesUpdateSchema = z.object({ push: pushByKind.partial().strict() });
