// The travel facts the guides show (spec section 9 'Guide facts' and 'Payment options'), in one
// place so the text, the schedule table and the tests agree. Times are Malaysia/Singapore time
// (both UTC+8).

/** Passport validity needed for the crossing, in months. */
export const PASSPORT_VALIDITY_MONTHS = 6;
/** Time to allow at immigration, in minutes. */
export const IMMIGRATION_MINUTES = { min: 45, max: 60 } as const;
/** The whole journey between Singapore and Forest City, in hours. */
export const JOURNEY_HOURS = { min: 1.5, max: 2 } as const;

/** Rates quoted by community chartered-car drivers: per car, plus a fee per extra stop. */
export const CHARTER_RATES = [
  { trip: 75, perExtraStop: 5 },
  { trip: 80, perExtraStop: 10 },
] as const;

/** The public-bus fare for the whole trip, each way. */
export const BUS_FARE = { fromSingapore: "S$5", fromForestCity: "MYR 5" } as const;

/** A departure time, as minutes after midnight. */
export type Departure = number;

function hourly(firstMinutes: number, lastMinutes: number): Departure[] {
  const times: Departure[] = [];
  for (let t = firstMinutes; t <= lastMinutes; t += 60) times.push(t);
  return times;
}

/**
 * The FC1 bus (Causeway Link) between Forest City and the Second Link checkpoint, hourly.
 * From Forest City at half past the hour, 5:30am to 7:30pm; from the Second Link CIQ on the
 * hour, from 6:00am, with service until 8:30pm.
 */
export const FC1 = {
  fromForestCity: { first: "5:30am", last: "7:30pm", times: hourly(5 * 60 + 30, 19 * 60 + 30) },
  fromCheckpoint: { first: "6:00am", until: "8:30pm", times: hourly(6 * 60, 20 * 60) },
} as const;

/** "5:30am", "12:00pm", "7:30pm". */
export function formatDeparture(minutes: Departure): string {
  const hour24 = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, "0")}${hour24 < 12 ? "am" : "pm"}`;
}

export interface ExternalLink {
  href: string;
  label: string;
  description: string;
}

export const OFFICIAL_LINKS: readonly ExternalLink[] = [
  {
    href: "https://www.ica.gov.sg",
    label: "ICA Singapore",
    description: "Singapore immigration, entry rules and the SG Arrival Card.",
  },
  {
    href: "https://www.imi.gov.my",
    label: "Immigration Department of Malaysia",
    description: "Malaysian entry rules and the Malaysia Digital Arrival Card (MDAC).",
  },
  {
    href: "https://www.causewaylink.com.my",
    label: "Causeway Link",
    description: "Operator of the FC1 and the CW cross-border buses: routes, fares, notices.",
  },
];

/**
 * Where the guide's crypto-payment link points. Replace with the community's own payment link
 * when there is one; until then it explains USDC payments at the issuer.
 */
export const CRYPTO_PAYMENT_LINK: ExternalLink = {
  href: "https://www.circle.com/usdc",
  label: "Crypto payment link (USDC)",
  description: "What USDC is and how a USDC payment works, from its issuer.",
};

export const PAYMENT_APP_LINK: ExternalLink = {
  href: "https://www.revolut.com",
  label: "Revolut",
  description: "Payment app for fee-free transfers between users.",
};

/** The two chains USDC payments are accepted on. */
export const USDC_CHAINS = ["Base", "Solana"] as const;
