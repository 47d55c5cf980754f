// The organizer's invite link to their own group chat (issue 26): which links are one, and who
// sets it. Only an https invite on the apps' own hosts, so a pasted link cannot send members
// anywhere else.

import { messageRef } from "../i18n/message.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

export const GROUP_LINK_MAX_LENGTH = 300;

export type GroupApp = "whatsapp" | "telegram" | "discord";

/** Each app's invite hosts and the path an invite has there (a non-empty code). */
const INVITES: { app: GroupApp; hosts: readonly string[]; path: RegExp }[] = [
  { app: "whatsapp", hosts: ["chat.whatsapp.com"], path: /^\/[A-Za-z0-9]+\/?$/ },
  { app: "telegram", hosts: ["t.me", "telegram.me"], path: /^\/(\+|joinchat\/)?[\w-]+\/?$/ },
  { app: "discord", hosts: ["discord.gg"], path: /^\/[\w-]+\/?$/ },
  { app: "discord", hosts: ["discord.com", "discordapp.com"], path: /^\/invite\/[\w-]+\/?$/ },
];

/** The app of an https group invite link, or null for anything else. */
export function groupLinkApp(link: string): GroupApp | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port !== "") return null;
  const host = url.hostname.toLowerCase();
  const invite = INVITES.find(
    (entry) => entry.hosts.includes(host) && entry.path.test(url.pathname),
  );
  return invite?.app ?? null;
}

/** Setting or clearing the link: the ride's organizer only. */
export function decideGroupLinkEdit(
  ride: { creatorId: number },
  userId: number,
): Decision<"not_organizer"> {
  return ride.creatorId === userId
    ? ALLOWED
    : refuse("not_organizer", 403, messageRef("error.group_link_not_organizer"));
}
