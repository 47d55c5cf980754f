import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../domain/i18n/message.ts";
import {
  paymentDetailsChanged,
  paymentDetailsChangedText,
} from "../../domain/notification/notification.ts";
import {
  accountChangeSchema,
  profileUpdateSchema,
  publicUserSchema,
} from "../../domain/user/user-schemas.ts";
import { requireAdmin, requireUser } from "../auth/guards.ts";
import { cursorQuery, limitQuery, sendNextCursor } from "../http/pagination.ts";
import { idParams } from "../http/params.ts";
import { refuses } from "../http/refusals.ts";
import { requireFound } from "../http/require-found.ts";
import { forbidden } from "../http-error.ts";
import { notify } from "../notifications/public.ts";
import { fieldChanges, listAccountChanges, recordAccountChange } from "./account-changes.ts";
import { findUserById, toPublicUser, updateUser } from "./queries.ts";

const USER_NOT_FOUND = messageRef("error.user_not_found");

const accountChangesQuery = z.object({
  limit: limitQuery(100, 50),
  cursor: cursorQuery(z.object({ id: z.number().int().positive().max(2_147_483_647) })),
});

export async function userRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.patch(
    "/api/users/:id",
    {
      config: { refusals: refuses("login_required", "own_profile_only", "user_not_found") },
      schema: {
        params: idParams,
        body: profileUpdateSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (id !== user.id && !user.isAdmin) {
        throw forbidden(messageRef("error.own_profile_only"));
      }
      // Only the fields sent: a field left out keeps its value.
      const sent = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(sent).length === 0) {
        return toPublicUser(requireFound(await findUserById(db, id), USER_NOT_FOUND));
      }
      if (id === user.id) {
        return toPublicUser(requireFound(await updateUser(db, id, sent), USER_NOT_FOUND));
      }
      // An admin editing someone else: recorded with the values before and after, and the owner
      // told when where they are paid changed (decision 026).
      const row = await db.transaction(async (tx) => {
        const before = requireFound(await findUserById(tx, id), USER_NOT_FOUND);
        const changes = fieldChanges(before, sent);
        const after = requireFound(await updateUser(tx, id, sent), USER_NOT_FOUND);
        if (Object.keys(changes).length === 0) return after;
        await recordAccountChange(tx, { userId: id, actorId: user.id, changes });
        const payment = paymentDetailsChanged(Object.keys(changes));
        if (payment.length > 0) {
          await notify(tx, [
            {
              userId: id,
              type: "payment_details_changed",
              rideId: null,
              text: (i18n) => paymentDetailsChangedText(i18n, user.discordUsername, payment),
            },
          ]);
        }
        return after;
      });
      return toPublicUser(row);
    },
  );

  api.get(
    "/api/admin/account-changes",
    {
      config: { refusals: refuses("login_required", "admins_only") },
      schema: {
        querystring: accountChangesQuery,
        response: { 200: z.array(accountChangeSchema) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { changes, nextCursor } = await listAccountChanges(db, request.query);
      sendNextCursor(reply, nextCursor);
      return changes;
    },
  );
}
