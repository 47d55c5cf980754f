// The live events GET /api/events sends a signed-in reader, by name. Their data's shapes are in
// live-event-schemas.ts (zod, which the browser loads only when the first event comes); the names
// are here so a page can listen for them without it.

/** Every event the stream sends: an SSE frame's `event:` line is one of these. */
export const LIVE_EVENT_NAMES = ["notification", "ride", "message", "position", "user"] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];
