// The crossing rules on the wire: `GET /api/crossing-rules` answers them, `PUT
// /api/admin/crossing-rules` replaces them (issue 37). The rule that applies them is carriage.ts.
import { z } from "zod";
import { messageRef } from "../i18n/message.ts";
import { COMMON_STOPS } from "../places/common-stops.ts";
import { isDayKey } from "../ride/ride-search.ts";
import { REGISTRATIONS } from "./carriage.ts";

const MAX_TEXT = 200;
const MAX_POINTS = 20;
const MAX_ALIASES = 20;
const MAX_RULES = 50;

// The messages are references (form.crossing.*), so the admin reads a refusal in their language.
const required = (field: string) => messageRef("form.field.required", { field });

const text = (field: string, max = MAX_TEXT) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, messageRef("form.field.too_long", { field, max }));

const day = (field: string) => {
  const message = messageRef("form.crossing.day", { field });
  return z.string({ error: message }).max("YYYY-MM-DD".length, message).refine(isDayKey, message);
};

/** A point is one of the common stops: the rides' stop fields offer them by the same names. */
const STOP_IDS = new Set(COMMON_STOPS.map((stop) => stop.id));

const point = (field: string) =>
  z.object(
    {
      stopId: text(`${field}.stopId`, 60).refine(
        (id) => STOP_IDS.has(id),
        messageRef("form.crossing.stop_id", { field: `${field}.stopId` }),
      ),
      names: z.object(
        {
          en: text(`${field}.names.en`),
          zh: text(`${field}.names.zh`),
          ms: text(`${field}.names.ms`),
        },
        { error: messageRef("form.crossing.names", { field: `${field}.names` }) },
      ),
      aliases: z
        .array(text(`${field}.aliases`), {
          error: messageRef("form.crossing.list", { field: `${field}.aliases` }),
        })
        .max(
          MAX_ALIASES,
          messageRef("form.crossing.too_many", { field: `${field}.aliases`, max: MAX_ALIASES }),
        ),
    },
    { error: messageRef("form.crossing.point", { field }) },
  );

const points = (field: string) =>
  z
    .array(point(field), { error: messageRef("form.crossing.list", { field }) })
    .max(MAX_POINTS, messageRef("form.crossing.too_many", { field, max: MAX_POINTS }));

export const crossingRuleSchema = z
  .object({
    registration: z.enum(REGISTRATIONS, {
      error: messageRef("form.crossing.registration", { values: REGISTRATIONS.join(", ") }),
    }),
    effectiveFrom: day("effectiveFrom"),
    pickupPoints: points("pickupPoints"),
    dropoffAnywhere: z.boolean({
      error: messageRef("form.crossing.true_or_false", { field: "dropoffAnywhere" }),
    }),
    dropoffPoints: points("dropoffPoints"),
    source: z.object(
      {
        title: text("source.title"),
        url: z
          .url({
            protocol: /^https?$/,
            error: messageRef("form.crossing.url", { field: "source.url" }),
          })
          .max(500, messageRef("form.field.too_long", { field: "source.url", max: 500 })),
        published: day("source.published"),
      },
      { error: messageRef("form.crossing.source", { field: "source" }) },
    ),
  })
  .superRefine((rule, ctx) => {
    if (!rule.dropoffAnywhere && rule.dropoffPoints.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["dropoffPoints"],
        message: messageRef("form.crossing.dropoff_points"),
      });
  });

/** `PUT /api/admin/crossing-rules`: every rule, past and coming; a registration's day once. */
export const crossingRulesBodySchema = z
  .object({
    rules: z
      .array(crossingRuleSchema, {
        error: messageRef("form.crossing.list", { field: "rules" }),
      })
      .min(1, messageRef("form.crossing.no_rules"))
      .max(MAX_RULES, messageRef("form.crossing.too_many", { field: "rules", max: MAX_RULES })),
  })
  .superRefine(({ rules }, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      const key = `${rule.registration} ${rule.effectiveFrom}`;
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["rules", index, "effectiveFrom"],
          message: messageRef("form.crossing.same_day"),
        });
      seen.add(key);
    });
  });
export type CrossingRulesBody = z.infer<typeof crossingRulesBodySchema>;

/** `GET /api/crossing-rules`: the rules in force today, every rule, and when they were last changed. */
export const crossingRulesReadSchema = z.object({
  inForce: z.array(crossingRuleSchema),
  rules: z.array(crossingRuleSchema),
  updatedAt: z.string().nullable(),
});
export type CrossingRulesRead = z.infer<typeof crossingRulesReadSchema>;

/** The versions `GET /api/admin/crossing-rules/history` answers at most. */
export const CROSSING_RULES_HISTORY_LIMIT = 50;

/**
 * `GET /api/admin/crossing-rules/history`: one version of the rules, with the admin who made it
 * (null for the shipped defaults, or once their account is gone) and when.
 */
export const crossingRulesVersionSchema = z.object({
  id: z.number(),
  admin: z.object({ id: z.number(), discordUsername: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  rules: z.array(crossingRuleSchema),
});
export type CrossingRulesVersion = z.infer<typeof crossingRulesVersionSchema>;
