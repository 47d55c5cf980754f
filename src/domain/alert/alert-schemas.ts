// The zod schemas of ride alerts: the payload of POST /api/alerts and the alert as the API answers
// it. The matching rule lives in alert.ts.
import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { DIRECTIONS } from "../ride/ride.ts";
import { dayKeySchema, weekdaysSchema } from "../ride/ride-schemas.ts";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const clock = (field: string) =>
  z
    .string({ error: messageRef("form.field.clock", { field }) })
    .max("HH:MM".length, messageRef("form.field.clock", { field }))
    .regex(CLOCK, messageRef("form.field.clock", { field }));

const day = (field: string) =>
  dayKeySchema(field)
    .nullish()
    .transform((value) => value ?? null);

export const alertPayloadSchema = z.object({
  direction: z.enum(DIRECTIONS, {
    error: messageRef("form.field.one_of", { field: "direction", values: DIRECTIONS.join(", ") }),
  }),
  days: weekdaysSchema("days"),
  from: clock("from"),
  to: clock("to"),
  startDate: day("startDate"),
  endDate: day("endDate"),
});
export type AlertPayload = z.input<typeof alertPayloadSchema>;

export const alertSchema = z.object({
  id: z.number().int(),
  direction: z.enum(DIRECTIONS),
  days: z.array(z.number().int()),
  from: z.string(),
  to: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;
