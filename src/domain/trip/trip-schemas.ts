// The car on the day (issue 39): its position, the crossing taps, the live crossing times and the
// checkpoint cameras, as the API takes and answers them.
import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { CHECKPOINTS } from "../planner/border-profile.ts";
import { DIRECTIONS } from "../ride/ride.ts";

const between = (field: string, min: number, max: number) =>
  z
    .number({ error: messageRef("form.field.number", { field }) })
    .min(min, { error: messageRef("form.field.at_least", { field, min }) })
    .max(max, { error: messageRef("form.field.at_most", { field, max }) });

export const positionPayloadSchema = z.object({
  lat: between("lat", -90, 90),
  lng: between("lng", -180, 180),
  /** Metres, as the browser's geolocation gives them. */
  accuracy: between("accuracy", 0, 100_000).nullish(),
  heading: between("heading", 0, 360).nullish(),
  /** Metres a second. */
  speed: between("speed", 0, 100).nullish(),
});
export type PositionPayload = z.infer<typeof positionPayloadSchema>;

export const etaSchema = z.object({
  stop: z.number().int(),
  location: z.string(),
  minutes: z.number().int().nullable(),
});

export const positionReadSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().nullable(),
  at: z.string(),
  etas: z.array(etaSchema),
});
export type PositionRead = z.infer<typeof positionReadSchema>;

export const CROSSING_EVENTS = ["arrived", "cleared"] as const;

export const crossingPayloadSchema = z.object({
  event: z.enum(CROSSING_EVENTS, {
    error: messageRef("form.field.one_of", { field: "event", values: CROSSING_EVENTS.join(", ") }),
  }),
  checkpoint: z.enum(CHECKPOINTS, {
    error: messageRef("form.field.one_of", { field: "checkpoint", values: CHECKPOINTS.join(", ") }),
  }),
  at: z.iso
    .datetime({ offset: true, error: messageRef("form.field.moment", { field: "at" }) })
    .optional(),
});
export type CrossingPayload = z.infer<typeof crossingPayloadSchema>;

export const crossingReadSchema = z.object({
  checkpoint: z.enum(CHECKPOINTS),
  arrivedAt: z.string().nullable(),
  clearedAt: z.string().nullable(),
});
export type CrossingRead = z.infer<typeof crossingReadSchema>;

export const liveCrossingSchema = z.object({
  checkpoint: z.enum(CHECKPOINTS),
  direction: z.enum(DIRECTIONS),
  minutes: z.number().int(),
  rides: z.number().int(),
  observedAt: z.string(),
});
export type LiveCrossingRead = z.infer<typeof liveCrossingSchema>;

export const cameraSchema = z.object({
  id: z.string(),
  checkpoint: z.enum(CHECKPOINTS),
  name: z.string(),
  imageUrl: z.string(),
  takenAt: z.string(),
});

export const camerasReadSchema = z.object({
  cameras: z.array(cameraSchema),
  fetchedAt: z.string().nullable(),
  stale: z.boolean(),
});
export type CamerasRead = z.infer<typeof camerasReadSchema>;
