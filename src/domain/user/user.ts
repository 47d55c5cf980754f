// Who a person is to the app: the name shown for them and what their role lets them do.
// Their schemas are in user-schemas.ts.
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
  if (user.isVendor) return refuse("vendor", 403, "Vendors cannot create rides");
  return ALLOWED;
}
