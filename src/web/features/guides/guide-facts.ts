// The travel facts the guides show (spec section 9 'Guide facts' and 'Payment options'), in one
// place so the text, the schedule table and the tests agree. Times are Malaysia/Singapore time
// (both UTC+8).
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "../../../domain/i18n/locales.ts";
import { BUS_FARE } from "../../../domain/places/public-bus.ts";
import { ARRIVAL_CARD_FACTS } from "../../../domain/trip/arrival-cards.ts";

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

/** A departure time, as minutes after midnight. */
export type Departure = number;

/** The departures of one end: hourly from `first` to `last`. */
function hourly(first: Departure, last: Departure) {
  const times: Departure[] = [];
  for (let t = first; t <= last; t += 60) times.push(t);
  return { first, last, times };
}

/**
 * The FC1 bus (Causeway Link) between Forest City and the Second Link checkpoint, hourly.
 * From Forest City at half past the hour, 5:30am to 7:30pm; from the Second Link CIQ on the
 * hour, 6:00am to 8:00pm, with service until 8:30pm.
 */
export const FC1 = {
  fromForestCity: hourly(5 * 60 + 30, 19 * 60 + 30),
  fromCheckpoint: { ...hourly(6 * 60, 20 * 60), until: 20 * 60 + 30 },
} as const;

const clock = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "5:30am", "12:00pm", "7:30pm" in English; the reader's 12-hour clock ("上午5:30", "5:30 PG")
 * otherwise, never split across lines.
 */
export function formatDeparture(minutes: Departure, locale: Locale = DEFAULT_LOCALE): string {
  const hour24 = Math.floor(minutes / 60);
  const minute = minutes % 60;
  if (locale === DEFAULT_LOCALE) {
    const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
    return `${hour12}:${String(minute).padStart(2, "0")}${hour24 < 12 ? "am" : "pm"}`;
  }
  let format = clock.get(locale);
  if (!format) {
    // A wall-clock time, not a moment: read in UTC so no zone shifts it.
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: "UTC",
    });
    clock.set(locale, format);
  }
  // One unbreakable word: a no-break space in "8:30 PTG", a word joiner in "下午8:30".
  return format
    .format(Date.UTC(2000, 0, 1, hour24, minute))
    .replace(/\s/g, "\u00a0")
    .replace(/(\p{L})(\d)/gu, "$1\u2060$2");
}

/** The facts as message values, so every guide text names them alike: `t(id, guideValues(locale))`. */
export function guideValues(locale: Locale) {
  const time = (minutes: Departure) => formatDeparture(minutes, locale);
  const { fromForestCity, fromCheckpoint } = FC1;
  return {
    passportMonths: PASSPORT_VALIDITY_MONTHS,
    immigrationMin: IMMIGRATION_MINUTES.min,
    immigrationMax: IMMIGRATION_MINUTES.max,
    journeyMin: JOURNEY_HOURS.min,
    journeyMax: JOURNEY_HOURS.max,
    fareFromSingapore: BUS_FARE.fromSingapore,
    fareFromForestCity: BUS_FARE.fromForestCity,
    forestCityFirst: time(fromForestCity.first),
    forestCityLast: time(fromForestCity.last),
    checkpointFirst: time(fromCheckpoint.first),
    checkpointLast: time(fromCheckpoint.last),
    checkpointUntil: time(fromCheckpoint.until),
  };
}

/** A link to another site; `label` and `description` are message ids. */
export interface ExternalLink {
  href: string;
  label: string;
  description: string;
}

export const OFFICIAL_LINKS: readonly ExternalLink[] = [
  {
    href: "https://www.ica.gov.sg",
    label: "guide.links.ica",
    description: "guide.links.ica_about",
  },
  {
    href: "https://www.imi.gov.my",
    label: "guide.links.imi",
    description: "guide.links.imi_about",
  },
  {
    href: "https://www.causewaylink.com.my",
    label: "guide.links.causeway_link",
    description: "guide.links.causeway_link_about",
  },
];

/**
 * Where the guide's crypto link points: USDC's explainer, not a payment link. A link to pay with
 * needs the organizer's address and the ride's amount, which one guide page for every rider does
 * not have (decision 032); riders pay from their ride's payment panel.
 */
export const CRYPTO_PAYMENT_LINK: ExternalLink = {
  href: "https://www.circle.com/usdc",
  label: "guide.payment.crypto_link",
  description: "guide.payment.crypto_link_about",
};

/** The payment app riders use: a product name, the same in every language. */
export const PAYMENT_APP_LINK = { href: "https://www.revolut.com", name: "Revolut" } as const;

/** The two chains USDC payments are accepted on. */
export const USDC_CHAINS = ["Base", "Solana"] as const;

/**
 * The reports the guide's "Is my ride legal?" section rests on, oldest first; `label` names the
 * publication, its date and what it supports. The arrival cards' are the official pages, as read
 * on their `takenOn` day (domain/trip/arrival-cards.ts).
 */
export const LEGAL_SOURCES: readonly { href: string; label: string }[] = [
  {
    href: "https://www.straitstimes.com/singapore/about-240-cross-border-taxis-approved-to-ferry-passengers-between-spore-and-jb-from-may-1",
    label: "guide.legal.source_st",
  },
  {
    href: "https://www.channelnewsasia.com/singapore/cross-border-taxi-service-johor-bahru-checkpoint-malaysia-5403126",
    label: "guide.legal.source_cna",
  },
  {
    href: "https://www.asiaone.com/malaysia/malaysian-cabbies-confused-singapore-drop-off-ruling",
    label: "guide.legal.source_asiaone_jan",
  },
  {
    href: "https://www.asiaone.com/singapore/johor-12-drop-points-singapore-cross-border-taxis-jb-sentral",
    label: "guide.legal.source_asiaone_mar",
  },
  { href: ARRIVAL_CARD_FACTS.mdac.href, label: "guide.legal.source_mdac" },
  { href: ARRIVAL_CARD_FACTS.sgac.href, label: "guide.legal.source_sgac" },
];
