// The zod schemas of ride alerts: the payload of POST /api/alerts and the alert as the API answers
// it. The matching rule lives in alert.ts.
import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { DIRECTIONS } from "../ride/ride.ts";
import { isDayKey } from "../ride/ride-search.ts";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const clock = (field: string) =>
  z
    .string({ error: messageRef("form.field.clock", { field }) })
    .regex(CLOCK, messageRef("form.field.clock", { field }));

const day = (field: string) =>
  z
    .string({ error: messageRef("form.field.day", { field }) })
    .refine(isDayKey, messageRef("form.field.day", { field }))
    .nullish()
    .transform((value) => value ?? null);

/** Days of the week, 0 = Sunday … 6 = Saturday, as getDay numbers them; each kept once, in order. */
export const weekdaysSchema = (field: string) =>
  z
    .array(
      z
        .number({ error: messageRef("form.field.weekday", { field }) })
        .int(messageRef("form.field.weekday", { field }))
        .min(0, messageRef("form.field.weekday", { field }))
        .max(6, messageRef("form.field.weekday", { field })),
      { error: messageRef("form.field.list", { field }) },
    )
    .min(1, messageRef("form.field.min_entries", { field, min: 1 }))
    .max(7, messageRef("form.field.max_entries", { field, max: 7 }))
    .transform((days) => [...new Set(days)].sort((a, b) => a - b));

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
