import { and, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Locale } from "../../domain/i18n/locales.ts";
import type { NotificationType } from "../../domain/notification/notification.ts";
import type { PushSubscriptionInput } from "../../domain/notification/push-schemas.ts";
import type { Db } from "../db/client.ts";
import { prepared } from "../db/prepared.ts";
import { notifications, pushKeys, pushMutedKinds, pushSubscriptions } from "../db/schema/index.ts";
import { lockAccount } from "../users/public.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The one key pair every instance signs with: the first caller's `fresh` pair is kept, a racing
 * instance's is dropped by the conflict, and both read back the same row.
 */
export async function ensureVapidKeys(db: Db, fresh: () => VapidKeys): Promise<VapidKeys> {
  await db
    .insert(pushKeys)
    .values({ id: 1, ...fresh() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
    .from(pushKeys)
    .where(eq(pushKeys.id, 1));
  if (!row) throw new Error("push_keys has no row after inserting it");
  return row;
}

/** Browsers one account may have subscribed; each new one beyond replaces the oldest. */
export const MAX_SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * Whoever sends a browser's subscription owns it from then on (one device, another login), as
 * their newest; their subscriptions beyond the newest MAX_SUBSCRIPTIONS_PER_ACCOUNT go. The
 * account's row is locked first, so two at once cannot both keep one too many.
 */
export async function saveSubscription(db: Db, userId: number, input: PushSubscriptionInput) {
  const { endpoint, keys } = input;
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_ACCOUNT);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

export async function deleteOwnSubscription(db: Db, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said the subscription is gone (404/410). */
export async function deleteSubscription(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function listSubscriptions(db: Db, userId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      keys: { p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth },
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export async function listMutedKinds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ type: pushMutedKinds.type })
    .from(pushMutedKinds)
    .where(eq(pushMutedKinds.userId, userId));
  return rows.map((row) => row.type);
}

/** Mutes and unmutes kinds in one transaction. */
export async function setMutedKinds(
  db: Db,
  userId: number,
  changes: { mute: NotificationType[]; unmute: NotificationType[] },
) {
  await db.transaction(async (tx) => {
    if (changes.mute.length > 0) {
      await tx
        .insert(pushMutedKinds)
        .values(changes.mute.map((type) => ({ userId, type })))
        .onConflictDoNothing();
    }
    if (changes.unmute.length > 0) {
      await tx
        .delete(pushMutedKinds)
        .where(
          and(eq(pushMutedKinds.userId, userId), inArray(pushMutedKinds.type, changes.unmute)),
        );
    }
  });
}

const claim = prepared((db) =>
  db
    .update(notifications)
    .set({ pushedAt: sql`now()` })
    .where(
      and(
        eq(notifications.id, sql.placeholder("id")),
        isNull(notifications.pushedAt),
        sql`exists (select 1 from push_subscriptions s where s.user_id = ${notifications.userId})`,
      ),
    )
    .returning({
      userId: notifications.userId,
      type: notifications.type,
      rideId: notifications.rideId,
      text: notifications.text,
      texts: notifications.texts,
      // Spelled out: in RETURNING, Drizzle leaves columns unqualified, and the subquery's own
      // user_id and type would shadow the notification's.
      muted: sql<boolean>`exists (select 1 from push_muted_kinds m where m.user_id = notifications.user_id and m.type = notifications.type)`,
      // The recipient's language, for the push's title.
      language: sql<Locale | null>`(select u.language from users u where u.id = notifications.user_id)`,
    })
    .prepare("claim_notification"),
);

/**
 * Takes a notification for pushing: of all the instances that hear of it, only the one whose
 * update finds `pushed_at` still empty gets the row back. Also says whether its kind is muted.
 * One with nowhere to go (its recipient has no browser subscribed) is not taken: nothing is
 * written for it, and every instance hears "no" from one indexed look.
 */
export async function claimNotification(db: Db, id: number) {
  const [row] = await claim(db).execute({ id });
  return row;
}
