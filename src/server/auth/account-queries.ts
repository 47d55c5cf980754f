// A member's own data (issue 38): all the app holds about the account, for its export, and its
// erasure when they delete it. The row stays, so others' rides, ledgers and messages stay whole.
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import { DELETED_MEMBER_NAME, erasedUsername } from "../../domain/privacy/privacy.ts";
import { exportAlertsOf } from "../alerts/public.ts";
import type { Db } from "../db/client.ts";
import { memberRows } from "../db/member-rows.ts";
import {
  accountChanges,
  notifications,
  passwordResetRequests,
  passwordResetTokens,
  pushMutedKinds,
  pushSubscriptions,
  rideAlertNotices,
  rideAlerts,
  rideRatings,
  sessions,
  type UserRow,
  users,
  vendorEvents,
} from "../db/schema/index.ts";
import { exportSessionsOf } from "./sessions.ts";

/** What a rating says, in the ratings the account gave and in those it received. */
const ratingSaid = {
  stars: rideRatings.stars,
  punctuality: rideRatings.punctuality,
  car: rideRatings.car,
  conduct: rideRatings.conduct,
  text: rideRatings.text,
};

/** The account's own rows outside rides, as its export shows them. */
export async function exportAccountRows(db: Db, user: UserRow) {
  return {
    notices: await memberRows(db, notifications.userId, user.id, notifications.id, {
      id: notifications.id,
      type: notifications.type,
      rideId: notifications.rideId,
      text: notifications.text,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    }),
    alerts: await exportAlertsOf(db, user.id),
    // The endpoint only: the keys are the browser's secret with the push service.
    pushSubscriptions: await memberRows(
      db,
      pushSubscriptions.userId,
      user.id,
      pushSubscriptions.id,
      { endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt },
    ),
    pushMuted: (
      await db
        .select({ type: pushMutedKinds.type })
        .from(pushMutedKinds)
        .where(eq(pushMutedKinds.userId, user.id))
    ).map((row) => row.type),
    sessions: await exportSessionsOf(db, user.id),
    ratingsGiven: await memberRows(db, rideRatings.raterId, user.id, rideRatings.id, {
      rideId: rideRatings.rideId,
      vendorId: rideRatings.vendorId,
      ...ratingSaid,
      createdAt: rideRatings.createdAt,
    }),
    // Who rated is theirs to keep: riders rate without their name shown to the driver.
    ratingsReceived: await memberRows(db, rideRatings.vendorId, user.id, rideRatings.id, {
      rideId: rideRatings.rideId,
      ...ratingSaid,
      reply: rideRatings.reply,
      createdAt: rideRatings.createdAt,
    }),
    accountChanges: await memberRows(db, accountChanges.userId, user.id, accountChanges.id, {
      changes: accountChanges.changes,
      createdAt: accountChanges.createdAt,
    }),
    vendorEvents: await memberRows(db, vendorEvents.vendorId, user.id, vendorEvents.id, {
      kind: vendorEvents.kind,
      rideId: vendorEvents.rideId,
      createdAt: vendorEvents.createdAt,
    }),
    passwordResetRequests: await db
      .select({ createdAt: passwordResetRequests.createdAt })
      .from(passwordResetRequests)
      .where(sql`lower(${passwordResetRequests.discordUsername}) = lower(${user.discordUsername})`)
      .orderBy(asc(passwordResetRequests.id)),
  };
}

/** The profile as its export shows it: every field but the password's hash. */
export function exportProfile(user: UserRow) {
  const { passwordHash: _hash, discordId, vendorVerifiedBy: _by, ...profile } = user;
  return { ...profile, discordLinked: discordId !== null };
}

/** `text` with each whole occurrence of `names` (not inside a longer name) said as the erased name. */
function scrubbed(text: SQL, pattern: string) {
  return sql`regexp_replace(${text}, ${pattern}, ${`\\1${DELETED_MEMBER_NAME}\\2`}, 'g')`;
}

/**
 * Others' notices name the member as they were then (their name, else their username): once the
 * account is erased, those lines say "Deleted member" instead, in every language kept.
 */
export async function scrubNameFromNotices(tx: Db, user: UserRow) {
  const names = [user.name, user.discordUsername].filter((name): name is string => !!name?.trim());
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = `(^|[^[:alnum:]_.])(?:${escaped.join("|")})($|[^[:alnum:]_.])`;
  await tx
    .update(notifications)
    .set({
      text: scrubbed(sql`${notifications.text}`, pattern),
      texts: sql`(select jsonb_object_agg(key, ${scrubbed(sql`value`, pattern)})
        from jsonb_each_text(${notifications.texts}))`,
    })
    .where(sql`${notifications.text} ~ ${pattern} or ${notifications.texts}::text ~ ${pattern}`);
}

/**
 * Locks the admins other than the caller for the rest of the transaction and counts them: two
 * admins deleting themselves at once take turns, so one of them stays.
 */
export async function lockOtherAdmins(tx: Db, userId: number) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), ne(users.id, userId)))
    .orderBy(asc(users.id))
    .for("update");
  return rows.length;
}

/**
 * Erases the account's personal fields and ends what it had open: sessions, push, alerts, reset
 * tokens and requests, its inbox, and the admins' records of its old field values.
 * `passwordHash` is a fresh hash nobody knows the password of.
 */
export async function eraseAccount(tx: Db, user: UserRow, passwordHash: string, now: Date) {
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  await tx.delete(pushMutedKinds).where(eq(pushMutedKinds.userId, user.id));
  await tx.delete(rideAlerts).where(eq(rideAlerts.userId, user.id));
  await tx.delete(rideAlertNotices).where(eq(rideAlertNotices.userId, user.id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx
    .delete(passwordResetRequests)
    .where(sql`lower(${passwordResetRequests.discordUsername}) = lower(${user.discordUsername})`);
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  await tx.delete(accountChanges).where(eq(accountChanges.userId, user.id));
  await tx
    .update(users)
    .set({
      discordUsername: erasedUsername(user.id),
      passwordHash,
      name: DELETED_MEMBER_NAME,
      whatsappNumber: null,
      malaysianNumber: null,
      revolutUsername: null,
      paynowProxy: null,
      paynowName: null,
      companyName: null,
      driverDetails: null,
      isAdmin: false,
      vendorVerifiedAt: null,
      vendorVerifiedBy: null,
      vendorLicenceType: null,
      vendorLicenceNumber: null,
      discordId: null,
      language: null,
      arrivalCards: [],
      deletedAt: now,
    })
    .where(eq(users.id, user.id));
}
