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

/** What every page needs: the frame, the home page, and the API's error texts. */
export const INITIAL_AREAS: readonly Area[] = ["app", "error"];

/** Texts only the server writes (notifications, reminders, push, calendar, link previews). */
export const SERVER_AREAS: readonly Area[] = ["server"];

/** A catalog: message id → ICU MessageFormat text. */
export type Catalog = Record<string, string>;

export const areaOf = (id: string) => id.slice(0, id.indexOf(".")) as Area;
