// The licence an admin records when verifying a vendor (issue 27): only licensed cross-border
// taxis and licensed charters may carry paying passengers across the border.
import { z } from "zod";

export const LICENCE_TYPES = ["cross_border_taxi", "licensed_charter", "other"] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
export const LICENCE_NUMBER_MAX_LENGTH = 60;

/** The body of an admin's Verify: which licence they checked and its number. */
export const verifyVendorBodySchema = z.object({
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
});
export type VerifyVendorBody = z.infer<typeof verifyVendorBodySchema>;

/** The message id naming a licence type (vendor area). */
export const licenceLabel = (type: LicenceType) => `vendor.licence.${type}` as const;
