import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { directionTitle } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { copyText } from "../../../lib/clipboard.ts";
import { loadPageAreas } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { useAuth } from "../../../lib/use-auth.ts";
import { clientConfigQueryOptions, useClientConfig } from "../api/get-client-config.ts";
import { passengersQueryOptions } from "../api/get-passengers.ts";

/** The ride page's address: the configured public URL when set, else this page's origin. */
export function rideUrl(rideId: number, publicUrl: string | null | undefined): string {
  const origin = (publicUrl || window.location.origin).replace(/\/+$/, "");
  return `${origin}/rides/${rideId}`;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Shares a ride's trip summary: the system share sheet where the browser has one, else the
 * clipboard with a toast. FC->SG summaries list the passengers' drop-offs in order, so their
 * passengers are read first (from the cache when the page already has them).
 */
export function useShareRide() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  // Read early, so the address is known by the time someone presses Share.
  useClientConfig();

  return async function shareRide(ride: Ride, knownPassengers?: readonly Passenger[] | null) {
    let passengers = knownPassengers ?? null;
    if (!passengers && user && ride.direction === "FC->SG") {
      passengers = await queryClient.fetchQuery(passengersQueryOptions(ride.id)).catch(() => null);
    }
    const config = await queryClient.fetchQuery(clientConfigQueryOptions()).catch(() => null);
    const url = rideUrl(ride.id, config?.publicUrl);
    // The summary rules (and the sequence rules they use) load on first use, not with the list;
    // so do their texts, which the home page (sharing from My Rides) does not load otherwise.
    const [{ buildTripSummary }] = await Promise.all([
      import("../../../../domain/ride/trip-summary.ts"),
      loadPageAreas(["ride"]),
    ]);
    const text = buildTripSummary(i18n, ride, passengers, url, new Date());

    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: directionTitle(i18n, ride.direction), text });
        return;
      } catch (error) {
        if (isAbort(error)) return; // The user closed the share sheet.
        // Otherwise (not allowed here, nothing to share to): copy instead.
      }
    }
    if (await copyText(text)) {
      toast({ title: "ride.share.copied", description: "ride.share.paste_anywhere" });
    } else {
      toast({
        title: "ride.copy_failed",
        description: "ride.copy_manually",
        variant: "destructive",
      });
    }
  };
}
