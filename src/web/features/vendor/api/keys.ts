/**
 * Query keys of the vendor dashboard. The open-rides list lives under ["rides"], so any ride change
 * refreshes it; the vendor's own rides under ["vendor", "rides"].
 */
export const vendorKeys = {
  assigned: () => ["vendor", "rides"] as const,
  available: () => ["rides", "available"] as const,
};
