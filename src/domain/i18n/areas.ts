// The catalogs are split by area: each area's file holds the texts of one part of the app, and
// the browser loads an area only with the first page that shows it (only the chosen language's).
// A message id starts with its area: ride.join.title lives in catalogs/<locale>/ride.json.

export const AREAS = [
  "app",
  "error",
  "form",
  "ride",
  "account",
  "vendor",
  "guide",
  "server",
] as const;
export type Area = (typeof AREAS)[number];

/** What every page needs before it renders: the frame and the home page. */
export const INITIAL_AREAS: readonly Area[] = ["app"];

/**
 * The API's error texts, loaded once the page is up (no write can fail before it is): they stay
 * out of the first download. The `server` area never reaches the browser.
 */
export const AFTER_LOAD_AREAS: readonly Area[] = ["error"];

/**
 * The areas each page needs beyond the initial ones, by its module in src/web/pages: the router
 * loads them with the page's code, and the server preloads them for a page opened first. A page
 * that words a rule's refusal as it renders (a vendor on the create page, a full ride) needs
 * "error" before it renders.
 */
export const PAGE_AREAS = {
  "home-page": [],
  "auth-page": ["account", "form", "error"],
  "reset-password-page": ["account", "form", "error"],
  "guide-page": ["guide"],
  "bus-guide-page": ["guide"],
  "create-ride-page": ["form", "ride", "error"],
  "edit-ride-page": ["form", "ride", "error"],
  "join-ride-page": ["form", "ride", "error"],
  // Its join form and its people's parts bring their own (JOIN_FORM_AREAS, MEMBER_PART_AREAS):
  // a rider who only reads it, on a slow phone, is not kept waiting for them.
  "ride-detail-page": ["ride"],
  "vendor-page": ["vendor", "error"],
  // Its refusals (not the party's receipt) are shown in place.
  "receipt-page": ["ride", "error"],
  "profile-page": ["account", "form", "error"],
  "privacy-page": ["account"],
  "notifications-page": ["account"],
  "welcome-page": ["account"],
  // The error texts load after every first page anyway: a wrong address needs nothing more.
  "not-found-page": ["error"],
} as const satisfies Record<string, readonly Area[]>;
export type PageName = keyof typeof PAGE_AREAS;

/**
 * The areas of a ride page's join form beyond the page's own, loaded with its code: its fields,
 * and the rule's refusal it words as it renders (a full ride, a vendor).
 */
export const JOIN_FORM_AREAS: readonly Area[] = ["form", "error"];

/**
 * The areas of what only a ride's own people see on its page (src/web/pages/ride-member-parts.ts),
 * loaded with those parts: "form" for the group link and the passport reminder, "account" for the
 * offer to turn on notifications after joining or creating.
 */
export const MEMBER_PART_AREAS: readonly Area[] = ["form", "account"];

/** A catalog: message id → ICU MessageFormat text. */
export type Catalog = Record<string, string>;

export const areaOf = (id: string) => id.slice(0, id.indexOf(".")) as Area;
