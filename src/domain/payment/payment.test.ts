import { describe, expect, it } from "vitest";
import {
  decidePaymentLine,
  decidePaymentMark,
  decidePaymentsView,
  ledgerLine,
  ledgerTotals,
  partyAmounts,
  paynowForShare,
  recordedPaid,
} from "./payment.ts";
import { hasValidCrc, parseEmvTlv } from "./paynow.ts";

describe("partyAmounts", () => {
  it("splits the total over the riders aboard, times each party", () => {
    const amounts = partyAmounts({ cost: 80, stopFee: 5, maxPassengers: 6 }, [
      { id: 1, passengerCount: 1, dropoffLocation: "Bedok" },
      { id: 2, passengerCount: 2, dropoffLocation: "bedok " },
      { id: 3, passengerCount: 1, dropoffLocation: "Tampines" },
    ]);
    // S$80 + one extra stop (S$5) = S$85 over 4 riders = S$21.25 each.
    expect([...amounts]).toEqual([
      [1, 2125],
      [2, 4250],
      [3, 2125],
    ]);
  });
  it("charges the organizer alone the whole car", () => {
    expect(
      partyAmounts({ cost: 80, stopFee: 5, maxPassengers: 4 }, [
        { id: 1, passengerCount: 1, dropoffLocation: "Bedok" },
      ]).get(1),
    ).toBe(8000);
  });
});

describe("the ledger", () => {
  it.each([
    // name, share, paid, balance
    ["nothing paid yet", 2834, 0, 2834],
    ["a partial payment", 2834, 1000, 1834],
    ["paid in full", 2834, 2834, 0],
    ["paid early, then the share fell after a join: a refund due", 2125, 2834, -709],
  ])("%s", (_name, amount, paid, balance) => {
    expect(ledgerLine(amount, paid)).toEqual({ amount, paid, balance });
  });
  it("totals what came in, what is still to come and what is to give back", () => {
    const lines = [ledgerLine(2125, 0), ledgerLine(2125, 1000), ledgerLine(2125, 2834)];
    expect(ledgerTotals(lines)).toEqual({
      shares: 6375,
      collected: 3834,
      outstanding: 2125 + 1125,
      refundsDue: 709,
    });
  });
  it("records cents as given, in full as the share stands, or nothing", () => {
    expect(recordedPaid({ paidCents: 1234 }, 2834)).toBe(1234);
    expect(recordedPaid({ paid: true }, 2834)).toBe(2834);
    expect(recordedPaid({ paid: false }, 2834)).toBe(0);
  });
});

describe("who sees and marks payments", () => {
  const ride = { creatorId: 1 };
  it("lets only the organizer mark, and not their own share", () => {
    expect(decidePaymentMark(ride, 1, { userId: 2 }).ok).toBe(true);
    expect(decidePaymentMark(ride, 2, { userId: 2 })).toMatchObject({ status: 403 });
    expect(decidePaymentMark(ride, 1, { userId: 1 })).toMatchObject({ status: 400 });
  });
  it("shows the list to the organizer only and a line to a passenger only", () => {
    expect(decidePaymentsView(ride, 1).ok).toBe(true);
    expect(decidePaymentsView(ride, 2)).toMatchObject({ status: 403 });
    expect(decidePaymentLine(ride, 2, true).ok).toBe(true);
    expect(decidePaymentLine(ride, 3, false)).toMatchObject({ status: 403 });
    expect(decidePaymentLine(ride, 1, true)).toMatchObject({ status: 400 });
  });
});

describe("paynowForShare", () => {
  const organizer = { paynowProxy: "+6591234567", paynowName: "Jane Tan" };
  const passenger = { rideId: 12, passengerId: 45, name: "Ali Bin Abu" };
  it("builds a fixed-amount code to the organizer's proxy naming the ride and passenger", () => {
    const details = paynowForShare(organizer, 2125, passenger);
    expect(details?.recipientName).toBe("Jane Tan");
    const payload = details?.payload ?? "";
    expect(hasValidCrc(payload)).toBe(true);
    const fields = parseEmvTlv(payload) ?? {};
    expect(fields["54"]).toBe("21.25");
    expect(fields["59"]).toBe("Jane Tan");
    expect(parseEmvTlv(fields["26"] ?? "")).toMatchObject({ "02": "+6591234567", "03": "0" });
    expect(parseEmvTlv(fields["62"] ?? "")).toEqual({ "01": "RIDE 12 P45 ALI BIN ABU" });
  });
  it("is null without a proxy, without a name, or with nothing to pay", () => {
    expect(paynowForShare({ ...organizer, paynowProxy: null }, 2125, passenger)).toBeNull();
    expect(paynowForShare({ ...organizer, paynowName: null }, 2125, passenger)).toBeNull();
    expect(paynowForShare(organizer, 0, passenger)).toBeNull();
  });
});
