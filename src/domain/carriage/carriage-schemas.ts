// The crossing rules on the wire: `GET /api/crossing-rules` answers them, `PUT
// /api/admin/crossing-rules` replaces them (issue 37). The rule that applies them is carriage.ts.
import { z } from "zod";
import { isDayKey } from "../ride/ride-search.ts";
import { REGISTRATIONS } from "./carriage.ts";

const MAX_TEXT = 200;
const MAX_POINTS = 20;
const MAX_ALIASES = 20;
const MAX_RULES = 50;

const text = (field: string, max = MAX_TEXT) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const day = (field: string) =>
  z
    .string({ error: `${field} must be a day YYYY-MM-DD` })
    .max("YYYY-MM-DD".length, `${field} must be a day YYYY-MM-DD`)
    .refine(isDayKey, `${field} must be a day YYYY-MM-DD`);

const point = (field: string) =>
  z.object(
    {
      stopId: text(`${field}.stopId`, 60),
      names: z.object(
        {
          en: text(`${field}.names.en`),
          zh: text(`${field}.names.zh`),
          ms: text(`${field}.names.ms`),
        },
        { error: `${field}.names must name the point in en, zh and ms` },
      ),
      aliases: z
        .array(text(`${field}.aliases`), { error: `${field}.aliases must be a list` })
        .max(MAX_ALIASES, `${field}.aliases must hold at most ${MAX_ALIASES} names`),
    },
    { error: `${field} must be a point` },
  );

const points = (field: string) =>
  z
    .array(point(field), { error: `${field} must be a list` })
    .max(MAX_POINTS, `${field} must hold at most ${MAX_POINTS} points`);

export const crossingRuleSchema = z
  .object({
    registration: z.enum(REGISTRATIONS, {
      error: `registration must be one of: ${REGISTRATIONS.join(", ")}`,
    }),
    effectiveFrom: day("effectiveFrom"),
    pickupPoints: points("pickupPoints"),
    dropoffAnywhere: z.boolean({ error: "dropoffAnywhere must be true or false" }),
    dropoffPoints: points("dropoffPoints"),
    source: z.object(
      {
        title: text("source.title"),
        url: z
          .url({ protocol: /^https?$/, error: "source.url must be an http(s) link" })
          .max(500, "source.url must be at most 500 characters"),
        published: day("source.published"),
      },
      { error: "source must name a title, a link and a day" },
    ),
  })
  .superRefine((rule, ctx) => {
    if (!rule.dropoffAnywhere && rule.dropoffPoints.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["dropoffPoints"],
        message: "dropoffPoints must name a point when dropoffAnywhere is false",
      });
  });

/** `PUT /api/admin/crossing-rules`: every rule, past and coming; a registration's day once. */
export const crossingRulesBodySchema = z
  .object({
    rules: z
      .array(crossingRuleSchema, { error: "rules must be a list" })
      .min(1, "rules must hold at least one rule")
      .max(MAX_RULES, `rules must hold at most ${MAX_RULES} rules`),
  })
  .superRefine(({ rules }, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      const key = `${rule.registration} ${rule.effectiveFrom}`;
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["rules", index, "effectiveFrom"],
          message: "effectiveFrom must differ between two rules of one registration",
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
