// The public bus across the Second Link, as the guide gives it (spec section 9 'Guide facts'):
// the notices that point a rider at the bus (issue 37) name the same fare the guide shows.

/** The public-bus fare for the whole trip, each way. */
export const BUS_FARE = { fromSingapore: "S$5", fromForestCity: "MYR 5" } as const;

/** The guide's page for the bus, its step lists by direction (src/web/pages/bus-guide-page.tsx). */
export const BUS_GUIDE_PATH = "/bus-guide";
