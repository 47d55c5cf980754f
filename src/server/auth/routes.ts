import { createHash, randomBytes } from "node:crypto";
import { and, eq, exists, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageRef } from "../../domain/i18n/message.ts";
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
import type { Db, Tx } from "../db/client.ts";
import { passwordResetRequests, passwordResetTokens, users } from "../db/schema/index.ts";
import { type RefusalCode, refuses } from "../http/refusals.ts";
import type { ReplyOf, RequestOf } from "../http/route.ts";
import { badRequest, conflict, notFound, unauthorized } from "../http-error.ts";
import { findUserByUsername, insertUser, toPublicUser, updateUser } from "../users/public.ts";
import { requireAccount, requireAdmin, requireUser } from "./guards.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password.ts";
import { clearSessionCookie, startSession } from "./session-plugin.ts";
import { deleteSession, deleteUserSessions } from "./sessions.ts";
import { throttledPasswordCheck } from "./throttle.ts";

const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Ends the account's unused reset links: a new password, however set, leaves no other way in that
 * an admin handed out before it.
 */
async function endResetLinks(db: Db | Tx, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

const userResponse = { 200: publicUserSchema };
const messageResponse = { 200: messageSchema };

const meSchema = { response: userResponse };

async function readMe(request: RequestOf<typeof meSchema>) {
  return requireUser(request);
}

const registerRouteSchema = { body: registerSchema, response: { 201: publicUserSchema } };

async function register(
  request: RequestOf<typeof registerRouteSchema>,
  reply: ReplyOf<typeof registerRouteSchema>,
) {
  const { db } = request.server;
  const { password, registration, permitExpires, plate, ...profile } = request.body;
  // Never an admin: only `npm run admin -- grant` makes one (decision 012's owner channel).
  // The permit is the vendor's own word until an admin's Verify records what it checked.
  const row = await insertUser(db, {
    ...profile,
    vendorRegistration: registration,
    vendorPermitExpires: permitExpires,
    vendorPlate: plate,
    passwordHash: await hashPassword(password),
  });
  if (!row) throw conflict(messageRef("error.username_taken"));
  await startSession(db, request, reply, row.id);
  return reply.code(201).send(toPublicUser(row));
}

const loginRouteSchema = { body: loginSchema, response: userResponse };

async function login(
  request: RequestOf<typeof loginRouteSchema>,
  reply: ReplyOf<typeof loginRouteSchema>,
) {
  const { db } = request.server;
  const { discordUsername, password } = request.body;
  const row = await findUserByUsername(db, discordUsername);
  const valid = await throttledPasswordCheck(
    db,
    discordUsername,
    request.ip,
    () => (row ? verifyPassword(row.passwordHash, password) : verifyAgainstNothing(password)),
    "error.login_locked",
  );
  if (!row || !valid) throw unauthorized(messageRef("error.login_failed"));
  await startSession(db, request, reply, row.id);
  return toPublicUser(row);
}

const logoutSchema = { response: messageResponse };

async function logout(
  request: RequestOf<typeof logoutSchema>,
  reply: ReplyOf<typeof logoutSchema>,
) {
  if (request.sessionTokenHash) await deleteSession(request.server.db, request.sessionTokenHash);
  clearSessionCookie(reply);
  return { message: "Logged out" };
}

const changeSchema = { body: changePasswordSchema, response: messageResponse };

async function changePassword(
  request: RequestOf<typeof changeSchema>,
  reply: ReplyOf<typeof changeSchema>,
) {
  const { db, user, row } = await requireAccount(request);
  // Counted with the account's logins: a stolen session cannot guess the password freely.
  const valid = await throttledPasswordCheck(
    db,
    row.discordUsername,
    request.ip,
    () => verifyPassword(row.passwordHash, request.body.currentPassword),
    "error.password_locked",
  );
  if (!valid) throw badRequest(messageRef("error.current_password_incorrect"), "currentPassword");
  await updateUser(db, user.id, { passwordHash: await hashPassword(request.body.newPassword) });
  await endResetLinks(db, user.id);
  // Every session ends, this one included; this browser carries on with a new token.
  await deleteUserSessions(db, user.id);
  await startSession(db, request, reply, user.id);
  return { message: "Password updated successfully" };
}

const resetRequestSchema = { body: requestPasswordResetSchema, response: messageResponse };

async function requestReset(request: RequestOf<typeof resetRequestSchema>) {
  const { db } = request.server;
  // Answered the same whether or not the account exists (no enumeration), but recorded only
  // for an account: a request for no one would sit in the admins' list, its link refused.
  const account = await findUserByUsername(db, request.body.discordUsername);
  if (account) {
    await db.insert(passwordResetRequests).values({ discordUsername: account.discordUsername });
  }
  return {
    message:
      "If an account has this username, an administrator will send it a one-time link on Discord to choose a new password.",
  };
}

const resetRequestsSchema = {
  response: {
    200: z.array(z.object({ id: z.number(), discordUsername: z.string(), createdAt: z.date() })),
  },
};

async function listResetRequests(request: RequestOf<typeof resetRequestsSchema>) {
  requireAdmin(request);
  const { db } = request.server;
  // Only requests for accounts that exist (rows from before requests were checked, or for
  // an account deleted since, would only lead to "User not found").
  return db
    .select()
    .from(passwordResetRequests)
    .where(
      exists(
        db
          .select({ id: users.id })
          .from(users)
          .where(
            sql`lower(${users.discordUsername}) = lower(${passwordResetRequests.discordUsername})`,
          ),
      ),
    )
    .orderBy(passwordResetRequests.id);
}

const adminResetSchema = { body: adminResetPasswordSchema, response: messageResponse };

async function adminResetPassword(request: RequestOf<typeof adminResetSchema>) {
  requireAdmin(request);
  const { db } = request.server;
  const row = await findUserByUsername(db, request.body.discordUsername);
  if (!row) throw notFound(messageRef("error.user_not_found"));
  await updateUser(db, row.id, { passwordHash: await hashPassword(request.body.newPassword) });
  await endResetLinks(db, row.id);
  await deleteUserSessions(db, row.id);
  return { message: `Password for ${row.discordUsername} has been reset` };
}

const resetTokenSchema = {
  body: requestPasswordResetSchema,
  response: { 201: z.object({ token: z.string(), expiresAt: z.date() }) },
};

async function issueResetToken(
  request: RequestOf<typeof resetTokenSchema>,
  reply: ReplyOf<typeof resetTokenSchema>,
) {
  requireAdmin(request);
  const { db } = request.server;
  const row = await findUserByUsername(db, request.body.discordUsername);
  if (!row) throw notFound(messageRef("error.user_not_found"));
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash: hashResetToken(token), userId: row.id, expiresAt });
  return reply.code(201).send({ token, expiresAt });
}

const completeSchema = { body: completePasswordResetSchema, response: messageResponse };

async function completeReset(
  request: RequestOf<typeof completeSchema>,
  reply: ReplyOf<typeof completeSchema>,
) {
  const { db } = request.server;
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
    await endResetLinks(tx, used.userId);
    return used.userId;
  });
  if (userId === null) throw badRequest(messageRef("error.reset_token_invalid"), "token");
  // Every other session ends; the link's holder is signed in on a fresh one (issue 27).
  await deleteUserSessions(db, userId);
  await startSession(db, request, reply, userId);
  return { message: "Password has been reset. You can now log in." };
}

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttled = { throttlePerAddress: true };
  const admins: RefusalCode[] = ["login_required", "admins_only"];
  api.get(
    "/api/auth/me",
    { schema: meSchema, config: { refusals: refuses("login_required") } },
    readMe,
  );
  api.post(
    "/api/register",
    {
      schema: registerRouteSchema,
      config: { ...throttled, refusals: refuses("username_taken") },
    },
    register,
  );
  api.post(
    "/api/login",
    {
      schema: loginRouteSchema,
      config: { ...throttled, refusals: refuses("login_failed", "login_locked") },
    },
    login,
  );
  api.post("/api/logout", { schema: logoutSchema, config: { refusals: refuses() } }, logout);
  api.post(
    "/api/reset-password",
    {
      schema: changeSchema,
      config: {
        ...throttled,
        refusals: refuses("login_required", "current_password_incorrect", "password_locked"),
      },
    },
    changePassword,
  );
  api.post(
    "/api/request-password-reset",
    { schema: resetRequestSchema, config: { ...throttled, refusals: refuses() } },
    requestReset,
  );
  api.get(
    "/api/admin/password-reset-requests",
    { schema: resetRequestsSchema, config: { refusals: refuses(...admins) } },
    listResetRequests,
  );
  api.post(
    "/api/admin/reset-user-password",
    { schema: adminResetSchema, config: { refusals: refuses(...admins, "user_not_found") } },
    adminResetPassword,
  );
  api.post(
    "/api/admin/password-reset-tokens",
    { schema: resetTokenSchema, config: { refusals: refuses(...admins, "user_not_found") } },
    issueResetToken,
  );
  api.post(
    "/api/complete-password-reset",
    { schema: completeSchema, config: { ...throttled, refusals: refuses("reset_token_invalid") } },
    completeReset,
  );
}
