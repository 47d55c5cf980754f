// Which account a Discord sign-in opens, or links: keyed on Discord's user id, never on the name
// alone, so that nobody opens a password account by taking its name on Discord (decision 031).
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import {
  findUserByDiscordId,
  findUserByUsername,
  insertUser,
  linkDiscordId,
  renameUser,
} from "../users/public.ts";
import { hashPassword } from "./password.ts";

/** Who Discord says signed in: `/api/users/@me`'s `id` and `username`. */
export interface DiscordProfile {
  id: string;
  username: string;
}

export type SignInResult =
  /** `created`: a new account, which sees the welcome page a registration shows. */
  | { kind: "signed_in"; userId: number; created: boolean }
  /** An account not linked to this Discord user holds the name. */
  | { kind: "name_held"; username: string };

/**
 * The account linked to this Discord user, its name refreshed when Discord's changed (kept when
 * another account holds the new one); else a new account of that name, unless one holds it.
 */
export async function signInWithDiscord(db: Db, profile: DiscordProfile): Promise<SignInResult> {
  const linked = await findUserByDiscordId(db, profile.id);
  if (linked) {
    if (linked.discordUsername !== profile.username)
      await renameUser(db, linked.id, profile.username);
    return { kind: "signed_in", userId: linked.id, created: false };
  }
  if (await findUserByUsername(db, profile.username))
    return { kind: "name_held", username: profile.username };
  // No password anyone knows: the account signs in with Discord (or after an admin's reset).
  const row = await insertUser(db, {
    discordUsername: profile.username,
    discordId: profile.id,
    passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
  });
  return row
    ? { kind: "signed_in", userId: row.id, created: true }
    : { kind: "name_held", username: profile.username };
}

/**
 * Links the Discord user to the signed-in account and takes its name when free; false when the
 * Discord user is linked to another account already.
 */
export async function linkDiscord(db: Db, userId: number, profile: DiscordProfile) {
  const holder = await findUserByDiscordId(db, profile.id);
  if (holder && holder.id !== userId) return false;
  if (!holder && !(await linkDiscordId(db, userId, profile.id))) return false;
  await renameUser(db, userId, profile.username);
  return true;
}
