import type { FastifyRequest } from "fastify";
import { messageRef } from "../../domain/i18n/message.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import { forbidden, unauthorized } from "../http-error.ts";
import { findUserById } from "../users/public.ts";

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The signed-in user (a 401 without one) and their account's whole row, password hash included,
 * for the routes that change the account itself; an account gone since the session began is a 401.
 */
export async function requireAccount(request: FastifyRequest) {
  const { db } = request.server;
  const user = requireUser(request);
  const row = await findUserById(db, user.id);
  if (!row) throw unauthorized();
  return { db, user, row };
}

export function requireVendor(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (!user.isVendor) throw forbidden(messageRef("error.vendors_only"));
  return user;
}

export function requireAdmin(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden(messageRef("error.admins_only"));
  return user;
}
