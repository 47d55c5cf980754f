// The home list's filters as query parameters, for the server (zod stays out of the client's list).
import { z } from "zod";
import { DEFAULT_RIDE_FILTERS, DIRECTION_FILTERS, RIDE_SORTS, TIME_FILTERS } from "./ride-list.ts";

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(", ")}` });

/** The filters as query parameters (`GET /api/rides?direction=…&time=…&sort=…`), with defaults. */
export const rideListQuerySchema = z.object({
  direction: oneOf("direction", DIRECTION_FILTERS).default(DEFAULT_RIDE_FILTERS.direction),
  time: oneOf("time", TIME_FILTERS).default(DEFAULT_RIDE_FILTERS.time),
  sort: oneOf("sort", RIDE_SORTS).default(DEFAULT_RIDE_FILTERS.sort),
});
