// Which account a Discord sign-in opens, or links: keyed on Discord's user id, never on the name
// alone, so that nobody opens a password account by taking its name on Discord (decision 031).
import { randomBytes } from "node:crypto";
import { withoutBidiControls } from "../../domain/shared/bidi.ts";
import { newDiscordUsername } from "../../domain/user/user-schemas.ts";
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
  | { kind: "name_held"; username: string }
  /** The name breaks the register form's rules: no account may take it. */
  | { kind: "name_unusable"; username: string };

/**
 * Discord's name under the register form's rules: NFKC-folded (a full-width spelling is the plain
 * name) and nothing that could pass for another name (spaces, invisible or direction characters,
 * mixed scripts). Null when it breaks them.
 */
function acceptedName(username: string) {
  const parsed = newDiscordUsername.safeParse(username);
  return parsed.success ? parsed.data : null;
}

/**
 * The account linked to this Discord user, its name refreshed when Discord's changed (kept when
 * another account holds the new one, or it breaks the rules); else a new account of that name,
 * unless one holds it or it breaks the rules.
 */
export async function signInWithDiscord(db: Db, profile: DiscordProfile): Promise<SignInResult> {
  const name = acceptedName(profile.username);
  const linked = await findUserByDiscordId(db, profile.id);
  if (linked) {
    if (name && linked.discordUsername !== name) await renameUser(db, linked.id, name);
    return { kind: "signed_in", userId: linked.id, created: false };
  }
  // A name the register form refuses opens no account: the rider registers another and links.
  if (!name) {
    const shown = withoutBidiControls(profile.username.normalize("NFKC")).trim();
    return { kind: "name_unusable", username: shown };
  }
  const held: SignInResult = { kind: "name_held", username: name };
  if (await findUserByUsername(db, name)) return held;
  // No password anyone knows: the account signs in with Discord (or after an admin's reset).
  const row = await insertUser(db, {
    discordUsername: name,
    discordId: profile.id,
    passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
  });
  return row ? { kind: "signed_in", userId: row.id, created: true } : held;
}

/**
 * Links the Discord user to the signed-in account and takes its name when free and acceptable
 * (acceptedName); false when the Discord user is linked to another account already.
 */
export async function linkDiscord(db: Db, userId: number, profile: DiscordProfile) {
  const holder = await findUserByDiscordId(db, profile.id);
  if (holder && holder.id !== userId) return false;
  if (!holder && !(await linkDiscordId(db, userId, profile.id))) return false;
  const name = acceptedName(profile.username);
  if (name) await renameUser(db, userId, name);
  return true;
}
