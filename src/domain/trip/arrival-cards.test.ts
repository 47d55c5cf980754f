import { describe, expect, it } from "vitest";
import {
  ARRIVAL_CARD_FACTS,
  type ArrivalCard,
  cardEntering,
  cardToFile,
  orderedCards,
} from "./arrival-cards.ts";

describe("cardToFile", () => {
  // Singapore → Forest City enters Malaysia (MDAC); Forest City → Singapore enters Singapore.
  it.each([
    [[], "SG->FC", null],
    [[], "FC->SG", null],
    [["mdac"], "SG->FC", "mdac"],
    [["mdac"], "FC->SG", null],
    [["sgac"], "SG->FC", null],
    [["sgac"], "FC->SG", "sgac"],
    [["mdac", "sgac"], "SG->FC", "mdac"],
    [["mdac", "sgac"], "FC->SG", "sgac"],
  ] as const)("a rider needing %j on a %s ride files %s", (cards, direction, expected) => {
    expect(cardToFile(cards, direction)).toBe(expected);
  });

  it("names the card of the country each direction enters, with its official site", () => {
    expect(ARRIVAL_CARD_FACTS[cardEntering("SG->FC")].country).toBe("MY");
    expect(ARRIVAL_CARD_FACTS[cardEntering("FC->SG")].country).toBe("SG");
    expect(ARRIVAL_CARD_FACTS.mdac.href).toBe("https://imigresen-online.imi.gov.my/mdac/main");
    expect(ARRIVAL_CARD_FACTS.sgac.href).toBe(
      "https://www.ica.gov.sg/enter-transit-depart/entering-singapore/sg-arrival-card",
    );
  });
});

describe("orderedCards", () => {
  it.each([
    [[], []],
    [
      ["sgac", "mdac"],
      ["mdac", "sgac"],
    ],
    [["sgac", "sgac"], ["sgac"]],
  ] as [ArrivalCard[], ArrivalCard[]][])("keeps %j as %j", (cards, expected) => {
    expect(orderedCards(cards)).toEqual(expected);
  });
});
