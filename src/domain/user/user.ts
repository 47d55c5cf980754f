// Who a person is to the app: the name shown for them and what their role lets them do.
// Their schemas are in user-schemas.ts.
import { messageRef } from "../i18n/message.ts";
import { ALLOWED, type Decision, refuse } from "../shared/decision.ts";

type Named = { fullName?: string | null; name?: string | null; discordUsername?: string | null };

/**
 * The name shown for a person: their full name (the server's display name), else their name, else
 * their Discord username, else `fallback`.
 */
export function displayName(person: Named | null | undefined, fallback = "Unknown User"): string {
  return person?.fullName || person?.name || person?.discordUsername || fallback;
}

/** Vendors drive rides; only riders organise them. */
export function decideCreateRide(user: { isVendor: boolean }): Decision<"vendor"> {
  if (user.isVendor) return refuse("vendor", 403, messageRef("error.vendor_cannot_create_ride"));
  return ALLOWED;
}

/**
 * Where a vendor account stands with the admins: waiting for verification, verified, or verified
 * before its permit was recorded and so to be verified again (issue 37).
 */
export const VENDOR_STATUSES = ["pending", "verified", "reverify"] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

const NOT_A_VENDOR = messageRef("error.not_a_vendor");

type VendorAccount = { isVendor: boolean; vendorVerified: boolean };

/**
 * An admin verifies a vendor account that is waiting for it; a verified one again only with the
 * whole vehicle (`reverifying`: a renewed permit, or one verified before permits were recorded).
 */
export function decideVerifyVendor(
  account: VendorAccount,
  reverifying = false,
): Decision<"not-vendor" | "already-verified"> {
  if (!account.isVendor) return refuse("not-vendor", 409, NOT_A_VENDOR);
  if (account.vendorVerified && !reverifying) {
    return refuse("already-verified", 409, messageRef("error.vendor_already_verified"));
  }
  return ALLOWED;
}

/** An admin revokes a verified vendor: it keeps its account but may no longer take rides. */
export function decideRevokeVendor(
  account: VendorAccount,
): Decision<"not-vendor" | "not-verified"> {
  if (!account.isVendor) return refuse("not-vendor", 409, NOT_A_VENDOR);
  if (!account.vendorVerified)
    return refuse("not-verified", 409, messageRef("error.vendor_not_verified"));
  return ALLOWED;
}
