import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageRef } from "../../domain/i18n/message.ts";
import { profileUpdateSchema, publicUserSchema } from "../../domain/user/user-schemas.ts";
import { requireUser } from "../auth/guards.ts";
import { idParams } from "../http/params.ts";
import { requireFound } from "../http/require-found.ts";
import { forbidden } from "../http-error.ts";
import { findUserById, toPublicUser, updateUser } from "./queries.ts";

export async function userRoutes(app: FastifyInstance) {
  const { db } = app;
  app.withTypeProvider<ZodTypeProvider>().patch(
    "/api/users/:id",
    {
      schema: {
        params: idParams,
        body: profileUpdateSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id && !user.isAdmin) {
        throw forbidden(messageRef("error.own_profile_only"));
      }
      // Only the fields sent: a field left out keeps its value.
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      );
      const row = requireFound(
        Object.keys(changes).length > 0
          ? await updateUser(db, request.params.id, changes)
          : await findUserById(db, request.params.id),
        messageRef("error.user_not_found"),
      );
      return toPublicUser(row);
    },
  );
}
