// The licence an admin records when verifying a vendor (issue 27): only licensed cross-border
// taxis and licensed charters may carry paying passengers across the border.
export const LICENCE_TYPES = ["cross_border_taxi", "licensed_charter", "other"] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
export const LICENCE_NUMBER_MAX_LENGTH = 60;
export const PLATE_MAX_LENGTH = 20;
