// What the app keeps about a person, for how long, and when they may take it all away
// (issue 38, docs/PRIVACY.md). Callers pass `now`.
import { messageRef } from "../i18n/message.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A ride's messages and check-ins are erased this many days after it departs: past the rating
 * window (14 days), so a rating or a report about the trip can still be checked against what was
 * said, with two weeks more for the admins to act on a report.
 */
export const CONVERSATION_KEPT_DAYS = 30;

/** A deleted account's username is held from registration this long. */
export const USERNAME_HELD_DAYS = 30;

/** A Discord-only account confirms its deletion by signing in with Discord within this long. */
export const DISCORD_CONFIRM_MINUTES = 10;

/** The name every reader sees for a deleted account, whatever it was. */
export const DELETED_MEMBER_NAME = "Deleted member";

/** The rides departed before this have their conversation and check-ins erased. */
export function conversationCutoff(now: Date): Date {
  return new Date(now.getTime() - CONVERSATION_KEPT_DAYS * DAY_MS);
}

/** Until when a username given up `now` stays held. */
export function usernameHeldUntil(now: Date): Date {
  return new Date(now.getTime() + USERNAME_HELD_DAYS * DAY_MS);
}

/** The form a username is held in: folded as the username index folds it. */
export function foldUsername(name: string): string {
  return name.toLowerCase();
}

/** A deleted account's username: '#' is never in a name one registers nor in a Discord name. */
export function erasedUsername(userId: number): string {
  return `deleted#${userId}`;
}

/** How the person confirmed: their password (checked), or when this session signed in with Discord. */
export type DeleteConfirmation =
  | { kind: "password"; valid: boolean }
  | { kind: "discord"; signedInAt: Date | null };

/**
 * A person deletes their own account: confirmed by their password, or by a Discord sign-in in the
 * last DISCORD_CONFIRM_MINUTES; and never the last admin, who would leave nobody to grant another.
 */
export function decideAccountDelete(
  account: { isAdmin: boolean },
  otherAdmins: number,
  confirmation: DeleteConfirmation,
  now: Date,
): Decision<"password" | "discord" | "last-admin"> {
  if (confirmation.kind === "password" && !confirmation.valid) {
    return refuse("password", 400, messageRef("error.password_incorrect"));
  }
  if (
    confirmation.kind === "discord" &&
    (confirmation.signedInAt === null ||
      now.getTime() - confirmation.signedInAt.getTime() > DISCORD_CONFIRM_MINUTES * MINUTE_MS)
  ) {
    return refuse("discord", 403, messageRef("error.discord_sign_in_required"));
  }
  if (account.isAdmin && otherAdmins === 0) {
    return refuse("last-admin", 409, messageRef("error.last_admin"));
  }
  return ALLOWED;
}
