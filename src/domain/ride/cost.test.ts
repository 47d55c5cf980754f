import { describe, expect, it } from "vitest";
import {
  additionalStopsCost,
  additionalStopsText,
  cardCostPerPerson,
  computeTotalCost,
  detailCostPerPerson,
  estimatePersonalCost,
  formatSgd,
  rideTotalCost,
} from "./cost.ts";

describe("computeTotalCost", () => {
  it("adds 5 SGD per additional stop", () => {
    expect(computeTotalCost(80, 0)).toBe(80);
    expect(computeTotalCost(80, 1)).toBe(85);
    expect(computeTotalCost(80, 3)).toBe(95);
    expect(rideTotalCost({ cost: 75, additionalStops: 2 })).toBe(85);
    expect(additionalStopsCost(4)).toBe(20);
  });
  it("throws on figures that cannot come from a valid ride", () => {
    expect(() => computeTotalCost(80, -1)).toThrow(RangeError);
    expect(() => computeTotalCost(Number.NaN, 0)).toThrow(RangeError);
  });
});

describe("cardCostPerPerson", () => {
  it("rounds total / passengers, counting an empty ride as one", () => {
    expect(cardCostPerPerson({ cost: 80, additionalStops: 0, currentPassengers: 0 })).toBe(80);
    expect(cardCostPerPerson({ cost: 80, additionalStops: 0, currentPassengers: 1 })).toBe(80);
    expect(cardCostPerPerson({ cost: 80, additionalStops: 0, currentPassengers: 3 })).toBe(27);
    expect(cardCostPerPerson({ cost: 80, additionalStops: 1, currentPassengers: 2 })).toBe(43); // 42.5
    expect(cardCostPerPerson({ cost: 80, additionalStops: 0, currentPassengers: 10 })).toBe(8);
  });
});

describe("detailCostPerPerson", () => {
  it("divides by maxPassengers with two decimals", () => {
    expect(detailCostPerPerson({ cost: 80, additionalStops: 0, maxPassengers: 5 })).toBe("16.00");
    expect(detailCostPerPerson({ cost: 80, additionalStops: 1, maxPassengers: 3 })).toBe("28.33");
    expect(detailCostPerPerson({ cost: 80, additionalStops: 0, maxPassengers: 1 })).toBe("80.00");
  });
});

describe("estimatePersonalCost", () => {
  const ride = { cost: 80, additionalStops: 0, currentPassengers: 2 };
  it("splits the total over current passengers plus those joining, to cents", () => {
    expect(estimatePersonalCost(ride, 1)).toBe(26.67);
    expect(estimatePersonalCost(ride, 2)).toBe(20);
    expect(estimatePersonalCost({ ...ride, additionalStops: 1 }, 1)).toBe(28.33);
  });
  it("counts an empty or bad joining count as 1", () => {
    expect(estimatePersonalCost(ride, Number.NaN)).toBe(26.67);
    expect(estimatePersonalCost(ride, 0)).toBe(26.67);
  });
});

describe("texts", () => {
  it("formats SGD amounts", () => {
    expect(formatSgd(85)).toBe("$85 SGD");
    expect(formatSgd(26.5)).toBe("$26.50 SGD");
  });
  it("words the card's additional stops line, or nothing without stops", () => {
    expect(additionalStopsText(0)).toBeNull();
    expect(additionalStopsText(2)).toBe("+$10 SGD for 2 additional stops");
    expect(additionalStopsText(1)).toBe("+$5 SGD for 1 additional stop");
  });
});
