import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testTranslator } from "../i18n/test-translator.ts";
import {
  aboardShare,
  additionalStopsText,
  formatMoney,
  formatShare,
  fullShare,
  joinShare,
  type PricedRide,
  personShare,
  pricedRide,
  type ReadRide,
  readerShare,
  rideCostCents,
  ridePrices,
  shareLine,
  shareTexts,
  totalCents,
} from "./price.ts";

const en = testTranslator("en");

// The issue's ride: an 80 SGD car, two riders aboard with two stops (85 SGD), four seats. The
// spec's formulas showed $43 (card), $21.25 (detail) and $28.33 (join page) for it.
const issueRide: PricedRide = {
  cost: 80,
  stopFee: 5,
  maxPassengers: 4,
  currentPassengers: 2,
  stops: ["Bedok MRT", "Tampines Hub"],
};
// An organizer alone in a five-seat car.
const aloneRide: PricedRide = {
  cost: 80,
  stopFee: 5,
  maxPassengers: 5,
  currentPassengers: 1,
  stops: ["Bedok"],
};
const fullRide: PricedRide = { ...issueRide, currentPassengers: 4 };

describe("joinShare", () => {
  it.each([
    // name, ride, party size, party stop, per person (cents), whole party (cents)
    ["the next rider at a stop on the route", issueRide, 1, "Bedok MRT", 2834, 2834],
    ["the same stop typed differently", issueRide, 1, "  bedok   MRT ", 2834, 2834],
    ["an unknown stop, priced as one on the route", issueRide, 1, null, 2834, 2834],
    ["a new stop adds its fee to everyone's total", issueRide, 1, "Changi Airport", 3000, 3000],
    ["a party of 2 filling the car", issueRide, 2, "Tampines Hub", 2125, 4250],
    ["a joiner beside an organizer alone: 2 riders, not 1", aloneRide, 1, "Bedok", 4000, 4000],
    ["a large party filling every free seat", aloneRide, 4, "Bedok", 1600, 6400],
    ["a large party with a new stop", aloneRide, 4, "Woodlands", 1700, 6800],
  ] as const)("%s", (_name, ride, size, stop, perPerson, party) => {
    expect(joinShare(ride, { size, stop })).toEqual({ perPerson, party, size });
  });

  it.each([
    ["9 riders where 4 seats are left (the spec showed $8)", aloneRide, 9],
    ["3 riders where 2 seats are left", issueRide, 3],
    ["anyone on a full ride", fullRide, 1],
  ] as const)("has no price for %s", (_name, ride, size) => {
    expect(joinShare(ride, { size, stop: "Bedok" })).toBeNull();
  });

  it("throws on a party size no form lets through", () => {
    expect(() => joinShare(issueRide, { size: 0, stop: null })).toThrow(RangeError);
    expect(() => joinShare(issueRide, { size: 1.5, stop: null })).toThrow(RangeError);
  });
});

describe("fullShare", () => {
  it("divides the total, with the party's stop, over every seat", () => {
    expect(fullShare(issueRide, { size: 1, stop: "Bedok MRT" })).toEqual({
      perPerson: 2125,
      party: 2125,
      size: 1,
    });
    expect(fullShare(aloneRide, { size: 2, stop: "Woodlands" })).toEqual({
      perPerson: 1700,
      party: 3400,
      size: 2,
    });
  });
  it("has no price for a party that does not fit", () => {
    expect(fullShare(aloneRide, { size: 5, stop: null })).toBeNull();
    expect(fullShare(fullRide, { size: 1, stop: null })).toBeNull();
  });
});

describe("ridePrices", () => {
  it.each([
    ["the issue's ride", issueRide, 2834, 2125],
    ["an organizer alone: the joiner's S$40, not S$80", aloneRide, 4000, 1600],
    ["a full ride: no next rider, everyone pays the full share", fullRide, null, 2125],
    ["S$85 over 3 seats rounds each share up", { ...issueRide, maxPassengers: 3 }, 2834, 2834],
  ] as const)("%s", (_name, ride, nextRider, ifFull) => {
    expect(ridePrices(ride)).toEqual({ nextRider, ifFull });
  });
});

describe("aboardShare", () => {
  it("divides the total over the riders aboard, times the party", () => {
    expect(aboardShare(issueRide, 1)).toEqual({ perPerson: 4250, party: 4250, size: 1 });
    expect(aboardShare(fullRide, 2)).toEqual({ perPerson: 2125, party: 4250, size: 2 });
    expect(aboardShare({ ...issueRide, currentPassengers: 3 }, 3).party).toBe(8502);
  });
  it("throws for a party larger than the riders aboard", () => {
    expect(() => aboardShare(issueRide, 3)).toThrow(RangeError);
  });
});

describe("rounding", () => {
  it("makes the shares cover the total, never by a cent per rider or more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.constantFrom("A", "B", "C", "D"), { minLength: 1, maxLength: 5 }),
        (cost, maxPassengers, stops) => {
          const ride = { cost, stopFee: 5, maxPassengers, currentPassengers: 0, stops };
          const total = totalCents(ride, null);
          for (let riders = 1; riders <= maxPassengers; riders += 1) {
            const share = joinShare(ride, { size: riders, stop: null });
            if (share === null) throw new Error(`no share for ${riders} of ${maxPassengers}`);
            expect(share.party).toBeGreaterThanOrEqual(total);
            expect(share.party - total).toBeLessThan(riders);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
  it("throws on a cost that cannot come from a valid ride", () => {
    expect(() => totalCents({ cost: 80.5, stopFee: 5, stops: [] }, null)).toThrow(RangeError);
    expect(() => totalCents({ cost: -1, stopFee: 5, stops: [] }, null)).toThrow(RangeError);
    expect(() => totalCents({ cost: 80, stopFee: 2.5, stops: [] }, null)).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  it.each([
    [0, "S$0.00"],
    [5, "S$0.05"],
    [2125, "S$21.25"],
    [8000, "S$80.00"],
    [120000, "S$1,200.00"],
    [123456789, "S$1,234,567.89"],
  ])("%i cents reads %s", (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
  it("throws on amounts that are not whole cents", () => {
    expect(() => formatMoney(-1)).toThrow(RangeError);
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});

describe("formatShare", () => {
  it("reads per person for one rider and as the party's sum for more", () => {
    expect(formatShare(en, 2834, 1)).toBe("S$28.34 per person");
    expect(formatShare(en, 2125, 2)).toBe("S$42.50 for 2");
    expect(formatShare(en, 1600, 4)).toBe("S$64.00 for 4");
  });
});

describe("pricedRide", () => {
  const read = { cost: 80, stopFee: 5, maxPassengers: 4, currentPassengers: 2, additionalStops: 1 };
  it("prices a party's new stop when the reader has the passengers", () => {
    const ride = pricedRide(read, [
      { dropoffLocation: "Bedok MRT" },
      { dropoffLocation: "Tampines Hub" },
    ]);
    expect(joinShare(ride, { size: 1, stop: "Changi Airport" })?.perPerson).toBe(3000);
    expect(joinShare(ride, { size: 1, stop: "bedok mrt" })?.perPerson).toBe(2834);
  });
  it("without them, counts the route's stops and the party's as one on it", () => {
    const ride = pricedRide(read, null);
    expect(totalCents(ride, null)).toBe(8500);
    expect(joinShare(ride, { size: 1, stop: "Changi Airport" })?.perPerson).toBe(2834);
    expect(ridePrices(ride)).toEqual(ridePrices(issueRide));
  });
});

describe("the ride's cost lines and texts", () => {
  it("splits the total into the car and its stops", () => {
    expect(rideCostCents({ cost: 80, stopFee: 5, additionalStops: 2 })).toEqual({
      base: 8000,
      stops: 1000,
      total: 9000,
    });
  });
  it.each([
    [0, null],
    [1, "incl. S$5.00 for 1 additional stop"],
    [3, "incl. S$15.00 for 3 additional stops"],
  ])("%i additional stops read %s", (stops, text) => {
    expect(additionalStopsText(en, { stopFee: 5, additionalStops: stops })).toBe(text);
  });
});

describe("the texts in the reader's language", () => {
  it("keeps the S$ amounts in every language", () => {
    const share = personShare(issueRide, null, false);
    expect(share && shareLine(testTranslator("zh"), share)).toBe(
      "如果你加入：S$28.34。更多人加入后可能降低",
    );
    expect(additionalStopsText(testTranslator("ms"), { stopFee: 5, additionalStops: 2 })).toBe(
      "termasuk S$10.00 untuk 2 hentian tambahan",
    );
  });
});

// The organizer's quote (decision 028): a S$75 car with S$8 stops, and a S$120 van with S$10 stops.
const quoted = (cost: number, stopFee: number, ride: PricedRide = issueRide): PricedRide => ({
  ...ride,
  cost,
  stopFee,
});

describe("personShare: one figure per person", () => {
  it.each([
    // name, ride, reader, departed, kind, per person (cents), party (cents)
    [
      "a rider aboard, S$80 + one S$5 stop over 2",
      issueRide,
      { aboard: 1 },
      false,
      "your_share",
      4250,
      4250,
    ],
    [
      "a party of 2 aboard, the same per person",
      issueRide,
      { aboard: 2 },
      false,
      "your_share",
      4250,
      8500,
    ],
    ["final once departed", issueRide, { aboard: 1 }, true, "final", 4250, 4250],
    ["a S$75 quote with S$8 stops", quoted(75, 8), { aboard: 1 }, false, "your_share", 4150, 4150],
    [
      "a S$120 van with S$10 stops",
      quoted(120, 10),
      { aboard: 1 },
      false,
      "your_share",
      6500,
      6500,
    ],
    ["a free stop fee", quoted(80, 0), { aboard: 1 }, false, "your_share", 4000, 4000],
    [
      "a visitor: one seat at a stop on the route",
      issueRide,
      null,
      false,
      "if_you_join",
      2834,
      2834,
    ],
    [
      "a joiner's own new stop counts",
      issueRide,
      { joining: { size: 1, stop: "Changi" } },
      false,
      "if_you_join",
      3000,
      3000,
    ],
    [
      "a joiner's new stop at the quoted fee",
      quoted(75, 8),
      { joining: { size: 1, stop: "Changi" } },
      false,
      "if_you_join",
      3034,
      3034,
    ],
    [
      "a joining party of 2 with a new stop",
      issueRide,
      { joining: { size: 2, stop: "Changi" } },
      false,
      "if_you_join",
      2250,
      4500,
    ],
    [
      "a joining party at a stop on the route",
      issueRide,
      { joining: { size: 2, stop: "bedok mrt" } },
      false,
      "if_you_join",
      2125,
      4250,
    ],
  ] as const)("%s", (_name, ride, reader, departed, kind, perPerson, party) => {
    expect(personShare(ride, reader, departed)).toMatchObject({ kind, perPerson, party });
  });
  it.each([
    ["a departed ride for someone not aboard (no next rider)", issueRide, null, true],
    ["a full ride for a visitor", fullRide, null, false],
    ["a party larger than the free seats", issueRide, { joining: { size: 3, stop: null } }, false],
  ] as const)("has none for %s", (_name, ride, reader, departed) => {
    expect(personShare(ride, reader, departed)).toBeNull();
  });
  it("after a join, the joiner's figure is the one every passenger now sees", () => {
    const joined = personShare(issueRide, { joining: { size: 1, stop: "Changi" } }, false);
    const after: PricedRide = {
      ...issueRide,
      currentPassengers: 3,
      stops: [...(issueRide.stops as string[]), "Changi"],
    };
    expect(personShare(after, { aboard: 1 }, false)?.perPerson).toBe(joined?.perPerson);
  });
});

// A ride as a read carries it (ride.stops: the places the price counts), leaving on 6 March.
const read = (party: number | null, currentPassengers = 2): ReadRide => ({
  cost: 80,
  stopFee: 5,
  maxPassengers: 4,
  currentPassengers,
  additionalStops: 1,
  stops: ["Bedok MRT", "Tampines Hub"],
  date: "2026-03-06T01:30:00.000Z",
  party,
});
const before = new Date("2026-03-01T00:00:00Z");
const after = new Date("2026-03-07T00:00:00Z");

describe("readerShare: the figure a ride read gives its reader", () => {
  it.each([
    // name, ride, now, joining, kind, per person, party
    [
      "a passenger: their share as the ride stands",
      read(1),
      before,
      undefined,
      "your_share",
      4250,
      4250,
    ],
    ["a party of 2 aboard, 3 riders", read(2, 3), before, undefined, "your_share", 2834, 5668],
    ["a passenger after departure: final", read(1), after, undefined, "final", 4250, 4250],
    [
      "anyone else: one seat if they join",
      read(null),
      before,
      undefined,
      "if_you_join",
      2834,
      2834,
    ],
    [
      "a joiner with their own new stop and party",
      read(null),
      before,
      { size: 2, stop: "Changi" },
      "if_you_join",
      2250,
      4500,
    ],
    [
      "a full ride for someone not aboard",
      read(null, 4),
      before,
      undefined,
      "per_person",
      2125,
      2125,
    ],
    [
      "a departed ride for someone not aboard: no join offered",
      read(null),
      after,
      undefined,
      "final",
      4250,
      4250,
    ],
  ] as const)("%s", (_name, ride, now, joining, kind, perPerson, party) => {
    expect(readerShare(ride, now, joining)).toMatchObject({ kind, perPerson, party });
  });
  it("has none for an empty ride (nobody to share with)", () => {
    expect(readerShare({ ...read(null, 0), maxPassengers: 0 }, before)).toBeNull();
  });
  it("gives a passenger the figure their ledger line holds", () => {
    // The ledger prices the parties' stops the same way (payment.ts partyAmounts).
    expect(readerShare(read(1, 3), before)?.party).toBe(2834);
  });
});

describe("shareTexts and shareLine", () => {
  const words = (ride: ReadRide, now: Date) => {
    const share = readerShare(ride, now);
    if (!share) throw new Error("no share");
    return { texts: shareTexts(en, share), line: shareLine(en, share) };
  };
  it.each([
    ["your share", read(1), before, "Your share: S$42.50. May go down if more people join"],
    [
      "a party's share",
      read(2, 3),
      before,
      "Your share: S$56.68, S$28.34 each. May go down if more people join",
    ],
    ["if you join", read(null), before, "If you join: S$28.34. May go down if more people join"],
    ["final", read(1), after, "Final: S$42.50. The ride has departed"],
    [
      "a full ride's per person, with nothing to go down",
      read(null, 4),
      before,
      "Per person: S$21.25",
    ],
  ] as const)("words %s", (_name, ride, now, line) => {
    expect(words(ride, now).line).toBe(line);
  });
  it("never offers the next rider's price on a departed ride", () => {
    expect(words(read(null), after).texts.label).toBe("Final");
  });
});
