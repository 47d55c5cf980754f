import type { FastifyRequest } from "fastify";
import { messageRef } from "../../domain/i18n/message.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import { forbidden, unauthorized } from "../http-error.ts";

export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw unauthorized();
  return request.user;
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
