// One price (decision 013): what a party pays is the ride's total, with the stop the party would
// add, divided over the seats that would be taken, times the party. Every screen shows these
// figures and only these, in one money format. Amounts are integer cents: the car and its stop fee
// are the organizer's quote in whole SGD (decision 028), and splitting in cents keeps float drift
// (0.1 + 0.2) out of what riders are asked for.
import type { I18n } from "@lingui/core";
import type { DateInput } from "../shared/dates.ts";
import { countAdditionalStops, isPast, remainingSpots } from "./ride.ts";

const CENTS_PER_DOLLAR = 100;

export type PricedRide = {
  /** Base cost of the car in whole SGD. */
  cost: number;
  /** The fee of each additional stop in whole SGD. */
  stopFee: number;
  maxPassengers: number;
  currentPassengers: number;
  /**
   * The drop-off locations of the parties aboard (their passenger rows), or, for a reader who does
   * not see the passengers (a ride card, a visitor), the route's count of additional stops: a
   * party's stop then counts as one already on the route.
   */
  stops: readonly string[] | { additionalStops: number };
};

/**
 * The parties' stops, when the reader was given every one of them (the ride's own people,
 * canSeeContacts); null when the list hides them.
 */
export function knownStops(passengers: readonly { dropoffLocation?: string }[]): string[] | null {
  const stops = passengers.map((passenger) => passenger.dropoffLocation);
  return stops.every((stop) => stop !== undefined) ? stops : null;
}

/**
 * A ride as the API reads it, priced with its passengers' stops when the reader has them, else
 * with the places the read names (so a joiner's new stop counts), else the route's count.
 */
export function pricedRide(
  ride: {
    cost: number;
    stopFee: number;
    maxPassengers: number;
    currentPassengers: number;
    additionalStops: number;
    /** The places the price counts (ride reads carry them for every reader). */
    stops?: readonly string[];
  },
  passengers: readonly { dropoffLocation?: string }[] | null | undefined,
): PricedRide {
  return {
    cost: ride.cost,
    stopFee: ride.stopFee,
    maxPassengers: ride.maxPassengers,
    currentPassengers: ride.currentPassengers,
    stops: (passengers && knownStops(passengers)) ??
      ride.stops ?? { additionalStops: ride.additionalStops },
  };
}

export type Party = {
  /** Seats the party takes. */
  size: number;
  /** Where it gets off; null when unknown, priced as a stop already on the route. */
  stop: string | null;
};

/**
 * The ride's total in cents, counting `extraStop` when it is a new location (known only when the
 * ride's stops are).
 */
export function totalCents(
  ride: Pick<PricedRide, "cost" | "stopFee" | "stops">,
  extraStop: string | null,
): number {
  if (!Number.isInteger(ride.cost) || ride.cost < 0) {
    throw new RangeError(`Bad ride cost: ${ride.cost}`);
  }
  if (!Number.isInteger(ride.stopFee) || ride.stopFee < 0) {
    throw new RangeError(`Bad stop fee: ${ride.stopFee}`);
  }
  return (ride.cost + additionalStopsWith(ride, extraStop) * ride.stopFee) * CENTS_PER_DOLLAR;
}

/** The ride's additional stops with `extraStop` (a joiner's), when the ride's stops are known. */
export function additionalStopsWith(ride: Pick<PricedRide, "stops">, extraStop: string | null) {
  const { stops } = ride;
  if ("additionalStops" in stops) return stops.additionalStops;
  return countAdditionalStops(extraStop === null ? stops : [...stops, extraStop]);
}

/**
 * One person's share of `total` cents over `riders`, rounded UP to the cent: the shares then
 * always cover the total (the organizer, who pays the driver, is never short), and no one pays
 * more than `riders - 1` cents over their exact share.
 */
function perPersonCents(total: number, riders: number): number {
  if (!Number.isInteger(riders) || riders < 1) throw new RangeError(`Bad rider count: ${riders}`);
  return Math.ceil(total / riders);
}

function checkPartySize(size: number): void {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Unvalidated party size: ${size}`);
}

export type Share = {
  /** What each of the party pays, in cents. */
  perPerson: number;
  /** What the whole party pays: perPerson × size, in cents. */
  party: number;
  size: number;
};

function share(perPerson: number, size: number): Share {
  return { perPerson, party: perPerson * size, size };
}

/**
 * A party's share if it joins: the total with its stop, over the riders aboard plus the party.
 * null when the party does not fit in the free seats: there is no price for an impossible party
 * (decideJoin words the refusal).
 */
export function joinShare(ride: PricedRide, party: Party): Share | null {
  checkPartySize(party.size);
  if (party.size > remainingSpots(ride)) return null;
  const riders = ride.currentPassengers + party.size;
  return share(perPersonCents(totalCents(ride, party.stop), riders), party.size);
}

function fullPerPerson(ride: PricedRide, stop: string | null): number {
  return perPersonCents(totalCents(ride, stop), ride.maxPassengers);
}

/**
 * A party's share once the car is full: the total (with the party's stop) over every seat, the
 * least it pays unless more stops are added. null, like joinShare, when the party does not fit.
 */
export function fullShare(ride: PricedRide, party: Party): Share | null {
  checkPartySize(party.size);
  if (party.size > remainingSpots(ride)) return null;
  return share(fullPerPerson(ride, party.stop), party.size);
}

/**
 * The share of a party already aboard, as the ride stands: the total over the riders aboard,
 * times the party. What a passenger owes (fixed at departure).
 */
export function aboardShare(ride: PricedRide, partySize: number): Share {
  checkPartySize(partySize);
  if (partySize > ride.currentPassengers) {
    throw new RangeError(`A party of ${partySize} is not aboard ${ride.currentPassengers} riders`);
  }
  return share(perPersonCents(totalCents(ride, null), ride.currentPassengers), partySize);
}

export type RidePrices = {
  /** What the next rider pays per person (one seat, a stop on the route); null when full. */
  nextRider: number | null;
  /** What each rider pays once every seat is taken. */
  ifFull: number;
};

/** The per-person figures a ride card and the detail page show, in cents. */
export function ridePrices(ride: PricedRide): RidePrices {
  return {
    nextRider: joinShare(ride, { size: 1, stop: null })?.perPerson ?? null,
    ifFull: fullPerPerson(ride, null),
  };
}

/** "S$21.25", "S$80.00", "S$1,200.00": always two decimals, as banking apps show amounts. */
export function formatMoney(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Bad amount: ${cents} cents`);
  const dollars = String(Math.floor(cents / CENTS_PER_DOLLAR)).replace(/\B(?=(\d{3})+$)/g, ",");
  const rest = String(cents % CENTS_PER_DOLLAR).padStart(2, "0");
  return `S$${dollars}.${rest}`;
}

/** "S$21.25 per person" for one rider, "S$42.50 for 2" for a party. */
export function formatShare(i18n: I18n, perPerson: number, size: number): string {
  checkPartySize(size);
  return size === 1
    ? i18n._("app.price.per_person", { price: formatMoney(perPerson) })
    : i18n._("app.price.for_party", { price: formatMoney(perPerson * size), size });
}

/** A ride's cost lines in cents: the car, the fee of its additional stops, and their total. */
export function rideCostCents(ride: { cost: number; stopFee: number; additionalStops: number }): {
  base: number;
  stops: number;
  total: number;
} {
  const total = totalCents(
    { cost: ride.cost, stopFee: ride.stopFee, stops: { additionalStops: ride.additionalStops } },
    null,
  );
  const base = ride.cost * CENTS_PER_DOLLAR;
  return { base, stops: total - base, total };
}

/** The fee one additional stop adds to the total, in cents. */
export function stopFeeCents(ride: { stopFee: number }): number {
  return ride.stopFee * CENTS_PER_DOLLAR;
}

/** "incl. S$5.00 for 1 additional stop": the fee is in the price, not on top; null when none. */
export function additionalStopsText(
  i18n: I18n,
  ride: { stopFee: number; additionalStops: number },
): string | null {
  if (ride.additionalStops <= 0) return null;
  return i18n._("app.price.additional_stops", {
    fee: formatMoney(ride.additionalStops * stopFeeCents(ride)),
    count: ride.additionalStops,
  });
}

/**
 * Which figure a person sees: their party's share (final once the ride departs), a join's, or,
 * for someone who cannot join (a full or departed ride), each rider's share as the ride stands.
 */
export type ShareKind = "your_share" | "final" | "if_you_join" | "per_person";

export type PersonShare = Share & { kind: ShareKind };

/** Who is looking: a party aboard (its size), someone who might join (their party), or neither. */
export type Reader = { aboard: number } | { joining: Party } | null;

/**
 * The one figure a person sees for a ride wherever they look (card, ride page, share text, payment
 * panel, QR, join page): a passenger's party share as the ride stands, "final" once it has
 * departed; anyone else what they would pay if they joined, with their own stop and party (one
 * seat at a stop on the route when not given). null when there is none: a full or departed ride
 * for someone not aboard, or a party that does not fit.
 */
export function personShare(
  ride: PricedRide,
  reader: Reader,
  departed: boolean,
): PersonShare | null {
  if (reader !== null && "aboard" in reader) {
    const share = aboardShare(ride, reader.aboard);
    return { ...share, kind: departed ? "final" : "your_share" };
  }
  if (departed) return null;
  const party = reader?.joining ?? { size: 1, stop: null };
  const share = joinShare(ride, party);
  return share && { ...share, kind: "if_you_join" };
}

/** A ride as a read carries it to its reader: `party` is the reader's own party when aboard. */
export type ReadRide = Parameters<typeof pricedRide>[0] & { date: DateInput; party: number | null };

/**
 * The reader's one figure for a ride read, on every surface (card, ride page, share text): their
 * party's share when aboard, else what `joining` (one seat at a stop on the route when not given)
 * would pay; for someone who cannot join, each rider's share as the ride stands. null only for an
 * empty ride nobody can join.
 */
export function readerShare(ride: ReadRide, now: Date, joining?: Party): PersonShare | null {
  const priced = pricedRide(ride, null);
  const departed = isPast(ride, now);
  const reader: Reader = ride.party ? { aboard: ride.party } : { joining: joining ?? ONE_SEAT };
  const share = personShare(priced, reader, departed);
  if (share || ride.currentPassengers < 1) return share;
  return { ...aboardShare(priced, 1), kind: departed ? "final" : "per_person" };
}

const ONE_SEAT: Party = { size: 1, stop: null };

const SHARE_LABELS = {
  your_share: "app.share.your_share",
  final: "app.share.final",
  if_you_join: "app.share.if_you_join",
  per_person: "app.share.per_person",
} as const satisfies Record<ShareKind, string>;

const NOTES = {
  your_share: "app.share.may_go_down",
  if_you_join: "app.share.may_go_down",
  final: "app.share.final_note",
  per_person: null,
} as const satisfies Record<ShareKind, string | null>;

/**
 * A figure as every surface words it: the label ("Your share", "If you join", "Final", "Per
 * person"), the party's amount, each one's part for a party, and whether it may still go down
 * (no note on a full ride: nobody else can join it).
 */
export function shareTexts(
  i18n: I18n,
  share: PersonShare,
): { label: string; amount: string; each: string | null; note: string | null } {
  const note = NOTES[share.kind];
  return {
    label: i18n._(SHARE_LABELS[share.kind]),
    amount: formatMoney(share.party),
    each:
      share.size > 1
        ? i18n._("app.share.each", { price: formatMoney(share.perPerson), size: share.size })
        : null,
    note: note === null ? null : i18n._(note),
  };
}

/** "Your share: S$28.34 (may go down if more people join)": a figure on one line. */
export function shareLine(i18n: I18n, share: PersonShare): string {
  const text = shareTexts(i18n, share);
  const values = {
    label: text.label,
    amount: text.each ? `${text.amount}, ${text.each}` : text.amount,
    note: text.note,
  };
  return i18n._(text.note === null ? "app.share.line_plain" : "app.share.line", values);
}
