// `GET /api/planner?direction=…&at=…`: the typical crossing at a departure time (planner.ts).
import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { DIRECTIONS } from "../ride/ride.ts";
import { liveCrossingSchema } from "../trip/trip-schemas.ts";
import { CHECKPOINTS } from "./border-profile.ts";

export const plannerQuerySchema = z.object({
  direction: z.enum(DIRECTIONS, {
    error: messageRef("form.field.one_of", { field: "direction", values: DIRECTIONS.join(", ") }),
  }),
  at: z.iso.datetime({ offset: true, error: messageRef("form.field.moment", { field: "at" }) }),
});
export type PlannerQuery = z.infer<typeof plannerQuerySchema>;

export const crossingPlanSchema = z.object({
  checkpoint: z.enum(CHECKPOINTS),
  typicalMinutes: z.number().int(),
  p90Minutes: z.number().int(),
  holiday: z.string().nullable(),
  advice: z.object({
    level: z.enum(["usual", "busy", "worst"]),
    betterAt: z.string().nullable(),
    betterMinutes: z.number().int().nullable(),
  }),
});
export type CrossingPlanRead = z.infer<typeof crossingPlanSchema>;

/** The answer of `GET /api/planner`: the typical plan and the crossings the app's rides timed. */
export const plannerAnswerSchema = crossingPlanSchema.extend({ live: z.array(liveCrossingSchema) });
export type PlannerAnswer = z.infer<typeof plannerAnswerSchema>;
