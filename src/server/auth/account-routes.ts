// My data, and leaving (issue 38): a member downloads everything the app holds about their
// account, or deletes it. Deletion is one transaction: the rides to come let go of them through
// the rides' own paths, then their personal fields are erased and their username held.
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type DeleteConfirmation,
  decideAccountDelete,
  usernameHeldUntil,
} from "../../domain/privacy/privacy.ts";
import {
  accountExportSchema,
  deleteAccountPayloadSchema,
} from "../../domain/privacy/privacy-schemas.ts";
import { refuses } from "../http/refusals.ts";
import type { ReplyOf, RequestOf } from "../http/route.ts";
import { assertAllowed } from "../http-error.ts";
import { heardHere } from "../plugins/public.ts";
import { exportRidesOf, leaveEveryRide } from "../rides/public.ts";
import { holdUsername } from "../users/public.ts";
import {
  eraseAccount,
  exportAccountRows,
  exportProfile,
  lockOtherAdmins,
  scrubNameFromNotices,
} from "./account-queries.ts";
import { requireAccount } from "./guards.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { clearSessionCookie } from "./session-plugin.ts";
import { findDiscordSignIn } from "./sessions.ts";
import { throttledPasswordCheck } from "./throttle.ts";

const exportSchema = { response: { 200: accountExportSchema } };

async function exportMyData(
  request: RequestOf<typeof exportSchema>,
  reply: ReplyOf<typeof exportSchema>,
) {
  const { db, user, row } = await requireAccount(request);
  const now = new Date();
  const rides = await exportRidesOf(db, user.id);
  const own = await exportAccountRows(db, row);
  const day = now.toISOString().slice(0, 10);
  reply.header("content-disposition", `attachment; filename="fc-rideshare-my-data-${day}.json"`);
  reply.header("cache-control", "no-store");
  return {
    exportedAt: now.toISOString(),
    profile: exportProfile(row),
    ridesOrganised: rides.organised,
    ridesJoined: rides.ridesJoined,
    waitlist: rides.waiting,
    ridesDriven: rides.driven,
    payments: rides.payments,
    messages: rides.messages,
    ...own,
  };
}

const deleteSchema = {
  body: deleteAccountPayloadSchema,
  response: { 204: z.null().describe("The account is deleted and this session ended") },
};

async function deleteMyAccount(
  request: RequestOf<typeof deleteSchema>,
  reply: ReplyOf<typeof deleteSchema>,
) {
  const { db, user, row } = await requireAccount(request);
  const password = request.body?.password;
  // A password is counted with the account's logins: a stolen session cannot guess it freely.
  const confirmation: DeleteConfirmation =
    password === undefined
      ? {
          kind: "discord",
          signedInAt: await findDiscordSignIn(db, request.sessionTokenHash ?? undefined),
        }
      : {
          kind: "password",
          valid: await throttledPasswordCheck(
            db,
            row.discordUsername,
            request.ip,
            () => verifyPassword(row.passwordHash, password),
            "error.password_locked",
          ),
        };
  const now = new Date();
  // The confirmation alone, before the new hash is made; the last-admin rule waits for the
  // admins' lock below.
  assertAllowed(decideAccountDelete({ isAdmin: false }, 0, confirmation, now));
  const unusable = await hashPassword(randomBytes(32).toString("base64url"));
  await db.transaction(async (tx) => {
    const otherAdmins = row.isAdmin ? await lockOtherAdmins(tx, user.id) : 0;
    assertAllowed(decideAccountDelete(row, otherAdmins, confirmation, now));
    await leaveEveryRide(tx, user, now);
    await scrubNameFromNotices(tx, row);
    await holdUsername(tx, row.discordUsername, usernameHeldUntil(now));
    await eraseAccount(tx, row, unusable, now);
  });
  // Every instance hears the sessions end (the database's trigger); this one forgets at once.
  heardHere(db, { kind: "user", userId: user.id });
  clearSessionCookie(reply);
  return reply.code(204).send(null);
}

export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/me/export",
    { schema: exportSchema, config: { refusals: refuses("login_required") } },
    exportMyData,
  );
  api.delete(
    "/api/me",
    {
      schema: deleteSchema,
      config: {
        throttlePerAddress: true,
        refusals: refuses(
          "login_required",
          "password_incorrect",
          "password_locked",
          "discord_sign_in_required",
          "last_admin",
        ),
      },
    },
    deleteMyAccount,
  );
}
