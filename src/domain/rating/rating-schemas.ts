// What ratings look like on the wire: a rider's rating, the vendor's answer, a report, and the
// ratings list. Items name no rater: a rating speaks about the driver, not about who wrote it.
import { z } from "zod";
import { REGISTRATIONS } from "../carriage/carriage.ts";
import { isDayKey } from "../ride/ride-search.ts";
import { withoutBidiControls } from "../shared/bidi.ts";
import { LICENCE_NUMBER_MAX_LENGTH, LICENCE_TYPES, PLATE_MAX_LENGTH } from "./licence.ts";
import { RATING_TEXT_MAX_LENGTH, REPLY_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from "./rating.ts";

const score = (field: string) =>
  z
    .number({ error: `${field} must be a whole number from 1 to 5` })
    .int(`${field} must be a whole number from 1 to 5`)
    .min(1, `${field} must be a whole number from 1 to 5`)
    .max(5, `${field} must be a whole number from 1 to 5`);

const boundedText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** `POST /api/rides/{id}/rating`. */
export const rateBodySchema = z.object({
  stars: score("stars"),
  punctuality: score("punctuality").optional(),
  car: score("car").optional(),
  conduct: score("conduct").optional(),
  text: boundedText("text", RATING_TEXT_MAX_LENGTH).optional(),
});
export type RateBody = z.infer<typeof rateBodySchema>;

/** `POST /api/ratings/{id}/reply`. */
export const replyBodySchema = z.object({
  text: boundedText("text", REPLY_MAX_LENGTH).min(1, "text is required"),
});

/** `POST /api/ratings/{id}/report`. */
export const reportBodySchema = z.object({
  reason: boundedText("reason", REPORT_REASON_MAX_LENGTH).min(1, "reason is required"),
});

export const ratingSchema = z.object({
  id: z.number(),
  rideId: z.number(),
  stars: z.number(),
  punctuality: z.number().nullable(),
  car: z.number().nullable(),
  conduct: z.number().nullable(),
  text: z.string().nullable(),
  /** The vendor's public answer, or null. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** `GET /api/vendors/{id}/ratings`: the newest first; average null under three ratings. */
export const vendorRatingsSchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
  items: z.array(ratingSchema),
});
export type VendorRatings = z.infer<typeof vendorRatingsSchema>;

/** `GET /api/rides/{id}/rating`: the reader's own rating of the ride, and whether they may rate. */
export const myRatingSchema = z.object({
  rating: ratingSchema.nullable(),
  canRate: z.boolean(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

/** A reported rating as admins list it. */
export const reportedRatingSchema = ratingSchema.extend({
  vendorId: z.number(),
  reportReason: z.string().nullable(),
  reportedAt: z.string(),
});
export type ReportedRating = z.infer<typeof reportedRatingSchema>;

const VEHICLE_FIELDS = ["registration", "permitExpires", "plate"] as const;

/**
 * The body of an admin's Verify: which licence they checked, its number, and (issue 37) the
 * vehicle's registration, the permit's last day and the plate, required unless the licence is
 * `other`. The body before issue 37 (`licenceType` and `licenceNumber` alone) is still accepted:
 * the vendor is verified but listed for re-verification and takes no ride until then. A verified
 * vendor is verified again (a renewed permit) with the whole body.
 */
export const verifyVendorBodySchema = z
  .object({
    licenceType: z.enum(LICENCE_TYPES, {
      error: `licenceType must be one of: ${LICENCE_TYPES.join(", ")}`,
    }),
    licenceNumber: z
      .string({ error: "licenceNumber is required" })
      .trim()
      .min(1, "licenceNumber is required")
      .max(
        LICENCE_NUMBER_MAX_LENGTH,
        `licenceNumber must be at most ${LICENCE_NUMBER_MAX_LENGTH} characters`,
      ),
    registration: z
      .enum(REGISTRATIONS, { error: `registration must be one of: ${REGISTRATIONS.join(", ")}` })
      .optional(),
    permitExpires: z
      .string({ error: "permitExpires must be a day YYYY-MM-DD" })
      .max("YYYY-MM-DD".length, "permitExpires must be a day YYYY-MM-DD")
      .refine(isDayKey, "permitExpires must be a day YYYY-MM-DD")
      .optional(),
    plate: z
      .string({ error: "plate must be text" })
      .trim()
      .min(1, "plate is required")
      .max(PLATE_MAX_LENGTH, `plate must be at most ${PLATE_MAX_LENGTH} characters`)
      .transform((plate) => plate.replace(/\s+/g, " ").toUpperCase())
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.licenceType === "other") return;
    const given = VEHICLE_FIELDS.filter((field) => body[field] !== undefined);
    if (given.length === 0) return;
    for (const field of VEHICLE_FIELDS) {
      if (body[field] === undefined)
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `${field} is required for a cross-border licence`,
        });
    }
  })
  .describe(
    "registration, permitExpires and plate are required unless licenceType is `other`. The body before issue 37 ({licenceType, licenceNumber}) still works: the vendor is verified but listed for re-verification and takes no ride until verified again with the whole body.",
  );

/** Whether a Verify body records the whole vehicle (else it is the form before issue 37). */
export const recordsVehicle = (body: VerifyVendorBody) =>
  body.licenceType === "other" || body.registration !== undefined;
export type VerifyVendorBody = z.infer<typeof verifyVendorBodySchema>;
