// A ride's conversation (issue 26): who reads and writes it, who removes a message, the quick
// messages (stored as a kind and its values, worded in each reader's language) and how a
// message's links become clickable without ever reading it as HTML.

import { messageRef } from "../i18n/message.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

export const MESSAGE_MAX_LENGTH = 1000;
/** A page of messages: the newest `MESSAGE_PAGE_SIZE` before the cursor. */
export const MESSAGE_PAGE_SIZE = 50;

export const QUICK_KINDS = ["at_pickup", "late", "driver_here", "on_our_way"] as const;
export type QuickKind = (typeof QUICK_KINDS)[number];
/** The late quick message's choices. */
export const LATE_MINUTES = [5, 10, 15] as const;

/** Who a ride's conversation belongs to, as the server knows them. */
export interface RideParties {
  creatorId: number;
  /** The assigned driver, only while an admin has it verified. */
  verifiedDriverId: number | null;
  seatedIds: readonly number[];
}

/** The organizer, the seated passengers and the assigned verified driver; nobody else. */
export function rideMemberIds(parties: RideParties): number[] {
  const { creatorId, verifiedDriverId, seatedIds } = parties;
  return [creatorId, ...(verifiedDriverId === null ? [] : [verifiedDriverId]), ...seatedIds];
}

export function isRideMember(parties: RideParties, userId: number): boolean {
  return rideMemberIds(parties).includes(userId);
}

/** Reading and writing the conversation: members only. */
export function decideMessageAccess(member: boolean): Decision<"not_member"> {
  return member ? ALLOWED : refuse("not_member", 403, messageRef("error.messages_not_member"));
}

/** Removing a message: the organizer only, and only while still a member of their ride. */
export function decideMessageRemove(
  parties: RideParties,
  userId: number,
): Decision<"not_organizer"> {
  return parties.creatorId === userId
    ? ALLOWED
    : refuse("not_organizer", 403, messageRef("error.message_remove_not_organizer"));
}

/** Each quick message's text in the catalogs. */
export const QUICK_MESSAGE_IDS = {
  at_pickup: "ride.chat.quick.at_pickup",
  late: "ride.chat.quick.late",
  driver_here: "ride.chat.quick.driver_here",
  on_our_way: "ride.chat.quick.on_our_way",
} as const satisfies Record<QuickKind, string>;

/** The catalog id and values of a quick message, for `i18n._` in the reader's language. */
export function quickMessageRef(kind: QuickKind, minutes: number | null) {
  return { id: QUICK_MESSAGE_IDS[kind], values: minutes === null ? {} : { minutes } };
}

export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the link it follows. */
const TRAILING = /[.,;:!?)\]]+$/;

/**
 * The text as plain parts and http(s) links, in order: the page renders each part as a text node
 * or an anchor, so nothing in a message is ever markup.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, "");
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
