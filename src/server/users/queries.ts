import { and, eq, gt, lte, sql } from "drizzle-orm";
import { foldUsername } from "../../domain/privacy/privacy.ts";
import type { PublicUser } from "../../domain/user/user-schemas.ts";
import type { Db } from "../db/client.ts";
import { violatedUniqueConstraint } from "../db/errors.ts";
import { heldUsernames, type UserRow, users } from "../db/schema/index.ts";

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    discordUsername: row.discordUsername,
    name: row.name,
    whatsappNumber: row.whatsappNumber,
    malaysianNumber: row.malaysianNumber,
    revolutUsername: row.revolutUsername,
    paynowProxy: row.paynowProxy,
    paynowName: row.paynowName,
    isVendor: row.isVendor,
    vendorVerified: row.isVendor && row.vendorVerifiedAt !== null,
    companyName: row.companyName,
    driverDetails: row.driverDetails ?? null,
    isAdmin: row.isAdmin,
    discordVerified: row.discordId !== null,
    language: row.language,
    arrivalCards: row.arrivalCards,
    vehicle: row.isVendor
      ? {
          licenceType: row.vendorLicenceType ?? null,
          registration: row.vendorRegistration,
          permitExpires: row.vendorPermitExpires,
        }
      : null,
  };
}

/** Discord usernames are unique whatever their letter case. */
export async function findUserByUsername(db: Db, discordUsername: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.discordUsername}) = lower(${discordUsername})`);
  return row;
}

export async function findUserByDiscordId(db: Db, discordId: string) {
  const [row] = await db.select().from(users).where(eq(users.discordId, discordId));
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export type NewUser = typeof users.$inferInsert;

const USERNAME_INDEX = "users_discord_username_lower_idx";

/** Whether a deleted account's username is still held from new accounts at `now` (issue 38). */
export async function isUsernameHeld(db: Db, discordUsername: string, now: Date) {
  const [held] = await db
    .select({ until: heldUsernames.heldUntil })
    .from(heldUsernames)
    .where(
      and(
        eq(heldUsernames.foldedName, foldUsername(discordUsername)),
        gt(heldUsernames.heldUntil, now),
      ),
    );
  return held !== undefined;
}

/** Holds a deleted account's username until `until`. */
export async function holdUsername(db: Db, discordUsername: string, until: Date) {
  await db
    .insert(heldUsernames)
    .values({ foldedName: foldUsername(discordUsername), heldUntil: until })
    .onConflictDoUpdate({ target: heldUsernames.foldedName, set: { heldUntil: until } });
}

/** Lets go of the names whose hold ended by `now` (the minute job); answers how many. */
export async function releaseHeldUsernames(db: Db, now: Date) {
  const released = await db
    .delete(heldUsernames)
    .where(lte(heldUsernames.heldUntil, now))
    .returning({ name: heldUsernames.foldedName });
  return released.length;
}

/**
 * Inserts the user, or answers undefined when the username is taken or held (a deleted
 * account's, for a while). Any other clash (a primary key the sequence handed out twice) is a
 * fault and propagates.
 */
export async function insertUser(db: Db, user: NewUser, now = new Date()) {
  if (await isUsernameHeld(db, user.discordUsername, now)) return undefined;
  try {
    const [row] = await db.insert(users).values(user).returning();
    return row;
  } catch (error) {
    if (violatedUniqueConstraint(error) === USERNAME_INDEX) return undefined;
    throw error;
  }
}

export async function updateUser(db: Db, id: number, changes: Partial<NewUser>) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Links the Discord account to the user, or answers false when another account has it (a race
 * the caller's check lost).
 */
export async function linkDiscordId(db: Db, id: number, discordId: string) {
  try {
    await updateUser(db, id, { discordId });
    return true;
  } catch (error) {
    if (violatedUniqueConstraint(error) === "users_discord_id_idx") return false;
    throw error;
  }
}

/** Renames the user, or answers false when another account holds the name, or it is held. */
export async function renameUser(db: Db, id: number, discordUsername: string) {
  if (await isUsernameHeld(db, discordUsername, new Date())) return false;
  try {
    await updateUser(db, id, { discordUsername });
    return true;
  } catch (error) {
    if (violatedUniqueConstraint(error) === USERNAME_INDEX) return false;
    throw error;
  }
}

export async function grantAdmin(db: Db, discordUsernames: string[]) {
  if (discordUsernames.length === 0) return [];
  const lowered = discordUsernames.map((name) => name.toLowerCase());
  return db
    .update(users)
    .set({ isAdmin: true })
    .where(sql`lower(${users.discordUsername}) in ${lowered}`)
    .returning({ discordUsername: users.discordUsername });
}

/**
 * Takes the account's row lock for the rest of the transaction, so that two writes from one
 * account that must stay within a cap (its alerts, its push subscriptions) take turns.
 */
export async function lockAccount(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
