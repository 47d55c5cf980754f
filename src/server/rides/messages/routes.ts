// A ride's conversation (issue 26): its members read a page of messages, write one (free text
// or a quick message), the organizer removes one, any member reports one to the admins, who list
// the reports. New and removed messages reach members' open pages over /api/events (the
// ride_messages trigger, migration 0008); a new one also lands once per ride in members' inboxes.

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../../domain/i18n/message.ts";
import { decideGroupLinkEdit, groupLinkApp } from "../../../domain/message/group-link.ts";
import {
  decideMessageAccess,
  decideMessageRemove,
  isRideMember,
  MESSAGE_PAGE_SIZE,
  quickMessageRef,
  type RideParties,
} from "../../../domain/message/message.ts";
import {
  groupLinkPayloadSchema,
  groupLinkSchema,
  messagePayloadSchema,
  messageReportSchema,
  rideMessageSchema,
  unreadMessagesSchema,
} from "../../../domain/message/message-schemas.ts";
import { rideMessageText } from "../../../domain/notification/notification.ts";
import { displayName } from "../../../domain/user/user.ts";
import { messageSchema } from "../../../domain/user/user-schemas.ts";
import { requireAdmin, requireUser } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import type { RideRow } from "../../db/schema/index.ts";
import { idParams, serialId } from "../../http/params.ts";
import { refuses } from "../../http/refusals.ts";
import { requireFound } from "../../http/require-found.ts";
import type { ReplyOf, RequestOf } from "../../http/route.ts";
import { assertAllowed } from "../../http-error.ts";
import { translatorFor } from "../../i18n/catalogs.ts";
import { requestLocale } from "../../i18n/request-locale.ts";
import { notify, withoutUnread } from "../../notifications/public.ts";
import { RIDE_NOT_FOUND, rideWrite } from "../lock.ts";
import {
  findGroupLink,
  findMessage,
  findRideParties,
  insertMessage,
  insertReport,
  listMessages,
  listReports,
  type MessageRow,
  markMessageRemoved,
  markRead,
  saveGroupLink,
  unreadCounts,
} from "./queries.ts";

const MESSAGE_NOT_FOUND = messageRef("error.message_not_found");
const messageParams = z.object({ id: serialId, messageId: serialId });

/** The ride's parties after checking the reader is one of them (404 no ride, 403 not a member). */
async function memberParties(db: Db, rideId: number, userId: number): Promise<RideParties> {
  const parties = requireFound(await findRideParties(db, rideId), RIDE_NOT_FOUND);
  assertAllowed(decideMessageAccess(isRideMember(parties, userId)));
  return parties;
}

function toMessage(row: MessageRow, locale: ReturnType<typeof requestLocale>) {
  const quick = row.quickKind ? { kind: row.quickKind, minutes: row.quickMinutes } : null;
  const worded = quick && quickMessageRef(quick.kind, quick.minutes);
  return {
    id: row.id,
    text: worded ? translatorFor(locale)._(worded.id, worded.values) : (row.text ?? ""),
    quick,
    author: {
      id: row.authorId,
      name: displayName({ name: row.authorName, discordUsername: row.authorDiscordUsername }),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The members who have not yet an unread line about this ride's messages, its writer aside. */
async function noticeNewMessage(tx: Db, ride: RideRow, parties: RideParties, authorId: number) {
  const members = [parties.creatorId, ...parties.seatedIds, parties.verifiedDriverId].filter(
    (id): id is number => id !== null && id !== authorId,
  );
  const unnoticed = await withoutUnread(tx, [...new Set(members)], "ride_message", ride.id);
  await notify(
    tx,
    unnoticed.map((userId) => ({
      userId,
      type: "ride_message",
      rideId: ride.id,
      text: (i18n) => rideMessageText(i18n, ride),
    })),
  );
}

const listSchema = {
  params: idParams,
  querystring: z.object({
    before: serialId
      .optional()
      .describe("A message id: the page holds the (at most 50) messages written before it."),
  }),
  response: { 200: z.array(rideMessageSchema).describe("Oldest first: the newest is last.") },
};

async function readMessages(request: RequestOf<typeof listSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  await memberParties(db, request.params.id, user.id);
  const rows = await listMessages(
    db,
    request.params.id,
    request.query.before ?? null,
    MESSAGE_PAGE_SIZE,
  );
  // Reading the newest page is reading the conversation: it clears the reader's unread count.
  const newest = rows.at(-1);
  if (request.query.before === undefined && newest) {
    await markRead(db, request.params.id, user.id, newest.id);
  }
  const locale = requestLocale(request);
  return rows.map((row) => toMessage(row, locale));
}

const unreadSchema = { response: { 200: unreadMessagesSchema } };

async function readUnread(request: RequestOf<typeof unreadSchema>) {
  const user = requireUser(request);
  return unreadCounts(request.server.db, user.id);
}

const groupLinkOf = (url: string | null) => ({ url, app: url === null ? null : groupLinkApp(url) });

const groupLinkReadSchema = { params: idParams, response: { 200: groupLinkSchema } };

/** Members only: the link is never part of a ride's read, shared or not. */
async function readGroupLink(request: RequestOf<typeof groupLinkReadSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  await memberParties(db, request.params.id, user.id);
  return groupLinkOf(await findGroupLink(db, request.params.id));
}

const groupLinkWriteSchema = {
  params: idParams,
  body: groupLinkPayloadSchema,
  response: { 200: groupLinkSchema },
};

async function writeGroupLink(request: RequestOf<typeof groupLinkWriteSchema>) {
  const { user, locked } = rideWrite(request);
  const { url } = request.body;
  await locked(async (tx, ride) => {
    assertAllowed(decideGroupLinkEdit(ride, user.id));
    await saveGroupLink(tx, ride.id, url);
  });
  return groupLinkOf(url);
}

const postSchema = {
  params: idParams,
  body: messagePayloadSchema,
  response: { 201: rideMessageSchema },
};

async function postMessage(
  request: RequestOf<typeof postSchema>,
  reply: ReplyOf<typeof postSchema>,
) {
  const { db, user, locked } = rideWrite(request);
  const body = request.body;
  // Under the ride's lock, so a leave or a removal that commits first ends access first.
  const { rideId, messageId } = await locked(async (tx, ride) => {
    const parties = await memberParties(tx, ride.id, user.id);
    const messageId = await insertMessage(tx, {
      rideId: ride.id,
      authorId: user.id,
      text: body.text ?? null,
      quickKind: body.quick ?? null,
      quickMinutes: body.minutes ?? null,
    });
    await noticeNewMessage(tx, ride, parties, user.id);
    return { rideId: ride.id, messageId };
  });
  const row = requireFound(await findMessage(db, rideId, messageId), MESSAGE_NOT_FOUND);
  return reply.code(201).send(toMessage(row, requestLocale(request)));
}

const removeSchema = { params: messageParams, response: { 200: messageSchema } };

async function removeMessage(request: RequestOf<typeof removeSchema>) {
  const { user, locked } = rideWrite(request);
  const { messageId } = request.params;
  await locked(async (tx, ride) => {
    const parties = await memberParties(tx, ride.id, user.id);
    assertAllowed(decideMessageRemove(parties, user.id));
    requireFound(await findMessage(tx, ride.id, messageId), MESSAGE_NOT_FOUND);
    await markMessageRemoved(tx, messageId);
  });
  return { message: "Message removed" };
}

const reportSchema = { params: messageParams, response: { 200: messageSchema } };

async function reportMessage(request: RequestOf<typeof reportSchema>) {
  const { db } = request.server;
  const user = requireUser(request);
  const { id, messageId } = request.params;
  await memberParties(db, id, user.id);
  requireFound(await findMessage(db, id, messageId), MESSAGE_NOT_FOUND);
  await insertReport(db, messageId, user.id);
  return { message: "Message reported to the admins" };
}

const reportsSchema = { response: { 200: z.array(messageReportSchema) } };

async function readReports(request: RequestOf<typeof reportsSchema>) {
  requireAdmin(request);
  const locale = requestLocale(request);
  const rows = await listReports(request.server.db);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    reporter: {
      id: row.reporterId,
      name: displayName({ name: row.reporterName, discordUsername: row.reporterDiscordUsername }),
    },
    message: {
      ...toMessage({ ...row, id: row.messageId, createdAt: row.messageCreatedAt }, locale),
      rideId: row.rideId,
      removed: row.removed,
    },
  }));
}

export async function messageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/rides/:id/messages",
    {
      config: { refusals: refuses("login_required", "ride_not_found", "messages_not_member") },
      schema: listSchema,
    },
    readMessages,
  );
  api.get(
    "/api/messages/unread",
    { config: { refusals: refuses("login_required") }, schema: unreadSchema },
    readUnread,
  );
  api.get(
    "/api/rides/:id/groupLink",
    {
      config: { refusals: refuses("login_required", "ride_not_found", "messages_not_member") },
      schema: groupLinkReadSchema,
    },
    readGroupLink,
  );
  api.put(
    "/api/rides/:id/groupLink",
    {
      config: {
        refusals: refuses("login_required", "ride_not_found", "group_link_not_organizer"),
      },
      schema: groupLinkWriteSchema,
    },
    writeGroupLink,
  );
  api.post(
    "/api/rides/:id/messages",
    {
      schema: postSchema,
      config: {
        refusals: refuses("login_required", "ride_not_found", "messages_not_member"),
        writeLimit: "message",
      },
    },
    postMessage,
  );
  api.delete(
    "/api/rides/:id/messages/:messageId",
    {
      config: {
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "message_remove_not_organizer",
          "message_not_found",
        ),
      },
      schema: removeSchema,
    },
    removeMessage,
  );
  api.post(
    "/api/rides/:id/messages/:messageId/report",
    {
      config: {
        refusals: refuses(
          "login_required",
          "ride_not_found",
          "messages_not_member",
          "message_not_found",
        ),
      },
      schema: reportSchema,
    },
    reportMessage,
  );
  api.get(
    "/api/admin/message-reports",
    { config: { refusals: refuses("login_required", "admins_only") }, schema: reportsSchema },
    readReports,
  );
}
