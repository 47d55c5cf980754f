// The inbox: a page of the reader's notifications with their unread count, and marking them read.
// A reader sees and marks only their own.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  markReadPayloadSchema,
  notificationPageSchema,
  unreadCountSchema,
} from "../../domain/notification/notification-schemas.ts";
import { requireUser } from "../auth/guards.ts";
import { cursorQuery, limitQuery, sendNextCursor } from "../http/pagination.ts";
import { refuses } from "../http/refusals.ts";
import { requestLocale } from "../i18n/request-locale.ts";
import {
  countUnread,
  listNotifications,
  markRead,
  notificationCursorSchema,
  toNotification,
} from "./queries.ts";

const NOTIFICATION_PAGE_SIZE = 20;
const MAX_NOTIFICATION_PAGE_SIZE = 100;

/** Paged like the ride list: the next page's cursor comes in the X-Next-Cursor header. */
const listQuery = z.object({
  limit: limitQuery(MAX_NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE),
  cursor: cursorQuery(notificationCursorSchema),
});

export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/notifications",
    {
      config: { refusals: refuses("login_required") },
      schema: { querystring: listQuery, response: { 200: notificationPageSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { rows, nextCursor } = await listNotifications(app.db, user.id, request.query);
      sendNextCursor(reply, nextCursor);
      // Worded in the reader's language as it is now, whatever it was when the notice came.
      const locale = user.language ?? requestLocale(request);
      return {
        items: rows.map((row) => toNotification(row, locale)),
        unread: await countUnread(app.db, user.id),
      };
    },
  );

  api.post(
    "/api/notifications/read",
    {
      config: { refusals: refuses("login_required") },
      schema: { body: markReadPayloadSchema, response: { 200: unreadCountSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await markRead(app.db, user.id, request.body.ids, new Date());
      return { unread: await countUnread(app.db, user.id) };
    },
  );
}
