// Who owes the organizer what, and who sees and records it (decisions 017, 028). The organizer pays
// the driver and collects each party's share: the share as the ride stands (price.ts aboardShare),
// fixed at departure. A ledger line holds the share, what has arrived and the balance between
// them; a negative balance is a refund the organizer owes. Amounts are integer cents.

import { messageRef } from "../i18n/message.ts";
import { aboardShare } from "../ride/price.ts";
import { isCreator } from "../ride/ride.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";
import { parsePaynowName, parsePaynowProxy, paynowPayload, paynowReference } from "./paynow.ts";

type PricedParty = { id: number; passengerCount: number; dropoffLocation: string };

/** Each party's share in cents, by passenger id, over the parties aboard. */
export function partyAmounts(
  ride: { cost: number; stopFee: number; maxPassengers: number },
  parties: readonly PricedParty[],
): Map<number, number> {
  const priced = {
    cost: ride.cost,
    stopFee: ride.stopFee,
    maxPassengers: ride.maxPassengers,
    currentPassengers: parties.reduce((sum, party) => sum + party.passengerCount, 0),
    stops: parties.map((party) => party.dropoffLocation),
  };
  return new Map(
    parties.map((party) => [party.id, aboardShare(priced, party.passengerCount).party]),
  );
}

export type LedgerLine = {
  /** The party's share. */
  amount: number;
  /** What has arrived. */
  paid: number;
  /** amount − paid: owed when positive, a refund the organizer owes when negative. */
  balance: number;
};

export function ledgerLine(amount: number, paid: number): LedgerLine {
  return { amount, paid, balance: amount - paid };
}

export type LedgerTotals = {
  /** What the parties' shares add up to. */
  shares: number;
  collected: number;
  /** The positive balances: still to come in. */
  outstanding: number;
  /** The negative balances: to give back. */
  refundsDue: number;
};

export function ledgerTotals(lines: readonly LedgerLine[]): LedgerTotals {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    shares: sum(lines.map((line) => line.amount)),
    collected: sum(lines.map((line) => line.paid)),
    outstanding: sum(lines.map((line) => Math.max(line.balance, 0))),
    refundsDue: sum(lines.map((line) => Math.max(-line.balance, 0))),
  };
}

/**
 * What a party has paid in total after a mark: `{ paidCents }` as given, `{ paid: true }` the
 * share as it stands (in full), `{ paid: false }` nothing.
 */
export function recordedPaid(mark: { paid: boolean } | { paidCents: number }, amount: number) {
  if ("paidCents" in mark) return mark.paidCents;
  return mark.paid ? amount : 0;
}

const ORGANIZER_ONLY = messageRef("error.payments_organizer_only");

/** Recording what a party paid: the organizer, for a party other than their own. */
export function decidePaymentMark(
  ride: { creatorId: number },
  userId: number,
  passenger: { userId: number },
): Decision<"not-organizer" | "own-share"> {
  if (!isCreator(ride, userId)) return refuse("not-organizer", 403, ORGANIZER_ONLY);
  if (passenger.userId === ride.creatorId) {
    return refuse("own-share", 400, messageRef("error.own_share"));
  }
  return ALLOWED;
}

/** The list of every party's payment: the organizer only. */
export function decidePaymentsView(
  ride: { creatorId: number },
  userId: number,
): Decision<"not-organizer"> {
  return isCreator(ride, userId) ? ALLOWED : refuse("not-organizer", 403, ORGANIZER_ONLY);
}

/** A passenger's own payment line: a passenger of the ride other than its organizer. */
export function decidePaymentLine(
  ride: { creatorId: number },
  userId: number,
  aboard: boolean,
): Decision<"not-passenger" | "organizer"> {
  if (isCreator(ride, userId)) {
    return refuse("organizer", 400, messageRef("error.organizer_collects"));
  }
  if (!aboard) return refuse("not-passenger", 403, messageRef("error.payment_passengers_only"));
  return ALLOWED;
}

export type PaynowDetails = { payload: string; recipientName: string };

/**
 * The PayNow code for paying the organizer `amountCents`, or null when the organizer has not
 * given both a PayNow proxy and name, or there is nothing to pay.
 */
export function paynowForShare(
  organizer: { paynowProxy: string | null; paynowName: string | null },
  amountCents: number,
  passenger: { rideId: number; passengerId: number; name: string },
): PaynowDetails | null {
  if (!organizer.paynowProxy || !organizer.paynowName || amountCents < 1) return null;
  const proxy = parsePaynowProxy(organizer.paynowProxy);
  const name = parsePaynowName(organizer.paynowName);
  // Stored values were parsed on the way in; one that no longer parses is not offered.
  if (!proxy.ok || !name.ok) return null;
  return {
    payload: paynowPayload({
      proxy: proxy.proxy,
      recipientName: name.name,
      amountCents,
      reference: paynowReference(passenger.rideId, passenger.passengerId, passenger.name),
    }),
    recipientName: name.name,
  };
}
