// The zod schemas of the inbox: an item as GET /api/notifications and the event stream show it,
// a page of them with the unread count, and what POST /api/notifications/read takes.
import { z } from "zod";
import { NOTIFICATION_TYPES } from "./notification.ts";

/** Ids marked read at once: a page's worth. */
export const MAX_MARK_READ_IDS = 100;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The ride it is about; null once that ride was deleted. */
  rideId: z.number().int().nullable(),
  text: z.string(),
  /** ISO timestamp, UTC. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** The reader's unread notifications in all, not only on this page. */
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `{ ids }` marks those read; `{}` marks every one. */
export const markReadPayloadSchema = z.object({
  ids: z
    .array(
      z.number({ error: "ids must hold notification ids" }).int().positive().max(2_147_483_647),
      {
        error: "ids must be a list of notification ids",
      },
    )
    .min(1, "ids must not be empty: send {} to mark all read")
    .max(MAX_MARK_READ_IDS, `ids must hold at most ${MAX_MARK_READ_IDS} ids`)
    .optional(),
});
export type MarkReadPayload = z.infer<typeof markReadPayloadSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
