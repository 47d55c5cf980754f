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

/** A catalog: message id → ICU MessageFormat text. */
export type Catalog = Record<string, string>;

export const areaOf = (id: string) => id.slice(0, id.indexOf(".")) as Area;
