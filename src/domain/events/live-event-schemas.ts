// What each live event of GET /api/events carries in its `data:` line (JSON): the server sends
// it with these types, the browser reads it with these schemas, and the stream's OpenAPI
// description is made from them. Other programs read the stream: a shape changed here is a
// change of the wire format.
import { z } from "zod";
import { notificationSchema } from "../notification/notification-schemas.ts";
import { positionReadSchema } from "../trip/trip-schemas.ts";
import type { LiveEventName } from "./live-events.ts";

const rowId = z.number().int().positive();

export const LIVE_EVENTS = {
  notification: notificationSchema.describe(
    "A new notification of the reader's, as GET /api/notifications shows it.",
  ),
  ride: z
    .object({ rideId: rowId })
    .describe("A ride the reader belongs to, or the one they look at (`?ride=ID`), changed."),
  message: z
    .object({ rideId: rowId, id: rowId })
    .describe(
      "A ride's conversation has a new or a removed message, to its members only: read it with GET /api/rides/{id}/messages.",
    ),
  position: positionReadSchema
    .extend({ rideId: rowId })
    .describe(
      "The car's position with its arrival times, as GET /api/rides/{id}/position answers, and its ride; to the ride's members only.",
    ),
  user: z
    .object({ userId: rowId })
    .describe("The reader's own account changed (an admin verified them as a vendor, say)."),
} satisfies Record<LiveEventName, z.ZodType>;

/** The data of the event named `N`. */
export type LiveEventData<N extends LiveEventName> = z.output<(typeof LIVE_EVENTS)[N]>;

// The same map, typed per name, so a generic name gets its own event's type back.
const schemas: { [N in LiveEventName]: z.ZodType<LiveEventData<N>> } = LIVE_EVENTS;

/** A `name` frame's data as that event's type; null when it is not JSON or not of that shape. */
export function readLiveEvent<N extends LiveEventName>(
  name: N,
  data: string,
): LiveEventData<N> | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = schemas[name].safeParse(value);
  return parsed.success ? parsed.data : null;
}
