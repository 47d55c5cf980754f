// Arrival cards (issue 37): Malaysia's MDAC and Singapore's SG Arrival Card. A rider says once,
// in the profile, which they need; a ride reminds them of the card of the country it enters.
// The facts below are the law as the official pages said it on `takenOn`: the profile and the
// guide show them with their source, and the reminders link the official site.

import type { Direction } from "../ride/ride.ts";

/** The cards, in the order the profile lists them. */
export const ARRIVAL_CARDS = ["mdac", "sgac"] as const;
export type ArrivalCard = (typeof ARRIVAL_CARDS)[number];

/** Both cards are filed within this many days before arrival. */
export const ARRIVAL_CARD_FILING_DAYS = 3;

/**
 * Each card: the country it lets one into, the official site to file it on (also the source of
 * who is exempt and when it is filed), and the day the facts were taken from it.
 */
export const ARRIVAL_CARD_FACTS = {
  mdac: {
    country: "MY",
    href: "https://imigresen-online.imi.gov.my/mdac/main",
    takenOn: "2026-11-28",
  },
  sgac: {
    country: "SG",
    href: "https://www.ica.gov.sg/enter-transit-depart/entering-singapore/sg-arrival-card",
    takenOn: "2026-11-28",
  },
} as const satisfies Record<
  ArrivalCard,
  { country: "MY" | "SG"; href: `https://${string}`; takenOn: string }
>;

/** The card of the country the ride enters: Singapore → Forest City enters Malaysia. */
export function cardEntering(direction: Direction): ArrivalCard {
  return direction === "SG->FC" ? "mdac" : "sgac";
}

/** The card a rider who needs `cards` must file for this ride, or null: they need none of it. */
export function cardToFile(
  cards: readonly ArrivalCard[],
  direction: Direction,
): ArrivalCard | null {
  const card = cardEntering(direction);
  return cards.includes(card) ? card : null;
}

/** The cards once each, in ARRIVAL_CARDS' order: what the profile stores. */
export function orderedCards(cards: readonly ArrivalCard[]): ArrivalCard[] {
  return ARRIVAL_CARDS.filter((card) => cards.includes(card));
}
