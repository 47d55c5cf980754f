import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminResetPasswordSchema,
  changePasswordSchema,
  completePasswordResetSchema,
  loginSchema,
  messageSchema,
  publicUserSchema,
  registerSchema,
  requestPasswordResetSchema,
} from "../../domain/user/user-schemas.ts";
import { passwordResetRequests, passwordResetTokens, users } from "../db/schema.ts";
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from "../http-error.ts";
import {
  findUserById,
  findUserByUsername,
  insertUser,
  toPublicUser,
  updateUser,
} from "../users/queries.ts";
import { requireAdmin, requireUser } from "./guards.ts";
import { clearFailedLogins, isLockedOut, recordFailedLogin } from "./login-throttle.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password.ts";
import { clearSessionCookie, startSession } from "./session-plugin.ts";
import { deleteOtherSessions, deleteSession } from "./sessions.ts";

const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function authRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttled = {
    rateLimit: { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" },
  };
  const userResponse = { 200: publicUserSchema, 201: publicUserSchema };
  const messageResponse = { 200: messageSchema };

  api.get("/api/auth/me", { schema: { response: userResponse } }, async (request) =>
    requireUser(request),
  );

  api.post(
    "/api/register",
    { schema: { body: registerSchema, response: userResponse }, config: throttled },
    async (request, reply) => {
      const { password, ...profile } = request.body;
      const isAdmin = config.ADMIN_DISCORD_USERNAMES.some(
        (name) => name.toLowerCase() === profile.discordUsername.toLowerCase(),
      );
      const row = await insertUser(db, {
        ...profile,
        passwordHash: await hashPassword(password),
        isAdmin,
      });
      if (!row) throw conflict("Discord username is already taken");
      await startSession(db, request, reply, row.id);
      return reply.code(201).send(toPublicUser(row));
    },
  );

  api.post(
    "/api/login",
    { schema: { body: loginSchema, response: userResponse }, config: throttled },
    async (request, reply) => {
      const { discordUsername, password } = request.body;
      const row = await findUserByUsername(db, discordUsername);
      if (row && isLockedOut(row)) {
        throw tooManyRequests("Too many failed login attempts. Try again in 15 minutes.");
      }
      const valid = row
        ? await verifyPassword(row.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!row || !valid) {
        if (row) await recordFailedLogin(db, row.id);
        throw unauthorized("Invalid Discord username or password");
      }
      await clearFailedLogins(db, row.id);
      await startSession(db, request, reply, row.id);
      return toPublicUser(row);
    },
  );

  api.post("/api/logout", { schema: { response: messageResponse } }, async (request, reply) => {
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    clearSessionCookie(reply);
    return { message: "Logged out" };
  });

  api.post(
    "/api/reset-password",
    { schema: { body: changePasswordSchema, response: messageResponse } },
    async (request) => {
      const user = requireUser(request);
      const row = await findUserById(db, user.id);
      if (!row || !(await verifyPassword(row.passwordHash, request.body.currentPassword))) {
        throw badRequest("currentPassword: Current password is incorrect");
      }
      await updateUser(db, user.id, { passwordHash: await hashPassword(request.body.newPassword) });
      await deleteOtherSessions(db, user.id, request.sessionTokenHash);
      return { message: "Password updated successfully" };
    },
  );

  api.post(
    "/api/request-password-reset",
    { schema: { body: requestPasswordResetSchema, response: messageResponse }, config: throttled },
    async (request) => {
      // Recorded whether or not the account exists, and answered the same: no enumeration.
      await db
        .insert(passwordResetRequests)
        .values({ discordUsername: request.body.discordUsername });
      return {
        message:
          "Your request has been recorded. An administrator will contact you on Discord to reset your password.",
      };
    },
  );

  api.get(
    "/api/admin/password-reset-requests",
    {
      schema: {
        response: {
          200: z.array(
            z.object({ id: z.number(), discordUsername: z.string(), createdAt: z.date() }),
          ),
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      return db.select().from(passwordResetRequests).orderBy(passwordResetRequests.id);
    },
  );

  api.post(
    "/api/admin/reset-user-password",
    { schema: { body: adminResetPasswordSchema, response: messageResponse } },
    async (request) => {
      requireAdmin(request);
      const row = await findUserByUsername(db, request.body.discordUsername);
      if (!row) throw notFound("User not found");
      await updateUser(db, row.id, { passwordHash: await hashPassword(request.body.newPassword) });
      await deleteOtherSessions(db, row.id);
      return { message: `Password for ${row.discordUsername} has been reset` };
    },
  );

  api.post(
    "/api/admin/password-reset-tokens",
    {
      schema: {
        body: requestPasswordResetSchema,
        response: { 201: z.object({ token: z.string(), expiresAt: z.date() }) },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const row = await findUserByUsername(db, request.body.discordUsername);
      if (!row) throw notFound("User not found");
      const token = randomBytes(24).toString("base64url");
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
      await db
        .insert(passwordResetTokens)
        .values({ tokenHash: hashResetToken(token), userId: row.id, expiresAt });
      return reply.code(201).send({ token, expiresAt });
    },
  );

  api.post(
    "/api/complete-password-reset",
    {
      schema: { body: completePasswordResetSchema, response: messageResponse },
      config: throttled,
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.newPassword);
      const userId = await db.transaction(async (tx) => {
        // Consuming the token and changing the password commit together, or not at all.
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashResetToken(request.body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
        return used.userId;
      });
      if (userId === null) throw badRequest("token: Reset token is invalid or has expired");
      await deleteOtherSessions(db, userId);
      return { message: "Password has been reset. You can now log in." };
    },
  );
}
