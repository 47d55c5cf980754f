import { useLingui } from "@lingui/react";
import { useState } from "react";
import { messageRef } from "../../../domain/i18n/message.ts";
import { directionTitle } from "../../../domain/ride/ride.ts";
import type { Ride } from "../../../domain/ride/ride-schemas.ts";
import { formatRideDate } from "../../../domain/shared/dates.ts";
import { useLocale } from "../../lib/i18n.ts";
import { toast } from "../../lib/toast.ts";
import { useAssignRide } from "./api/assign-ride.ts";
import { useAvailableRides } from "./api/get-available-rides.ts";
import { useCrossingRules } from "./api/get-crossing-rules.ts";
import { useVendorRides } from "./api/get-vendor-rides.ts";
import { useReleaseRide } from "./api/release-ride.ts";

export type VendorTab = "mine" | "available" | "ratings";

/**
 * The vendor dashboard's state: its reads (read only by a vendor), the tab that opens first (the
 * one holding `requestedId`, the ride a link asked for, else My Rides), whether that ride is gone, the ride to highlight, and
 * taking and giving back a ride, each told in a toast; a ride just taken opens My Rides on it.
 */
export function useVendorDashboard(isVendor: boolean, requestedId: number | null) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const assigned = useVendorRides(isVendor);
  const available = useAvailableRides(isVendor);
  const crossingRules = useCrossingRules(isVendor);
  const assign = useAssignRide();
  const release = useReleaseRide();
  const [chosenTab, setTab] = useState<VendorTab | null>(null);
  const [justAssigned, setJustAssigned] = useState<{ id: number; token: number } | null>(null);

  const requestedIsMine = assigned.data?.some((ride) => ride.id === requestedId) ?? false;
  const preferredTab: VendorTab = requestedId !== null && !requestedIsMine ? "available" : "mine";

  /** A ride as the confirmations and toasts name it: its direction and date. */
  const rideValues = (ride: Ride) => ({
    direction: directionTitle(i18n, ride.direction),
    date: formatRideDate(ride.date, locale),
  });

  return {
    assigned,
    available,
    crossingRules,
    assign,
    release,
    /** Asked for by the link, and in neither list once both are read. */
    requestedGone:
      requestedId !== null &&
      justAssigned === null &&
      assigned.isSuccess &&
      available.isSuccess &&
      !requestedIsMine &&
      !available.data.some((ride) => ride.id === requestedId),
    tab: chosenTab ?? preferredTab,
    setTab,
    highlightId: justAssigned?.id ?? requestedId,
    /** Changes each time a ride is taken, so the list moves focus to it again. */
    focusToken: justAssigned?.token,
    rideValues,
    take: (ride: Ride) =>
      assign.mutate(ride.id, {
        onSuccess: () => {
          toast({
            title: "vendor.assign.done_title",
            description: messageRef("vendor.assign.done", rideValues(ride)),
          });
          setJustAssigned({ id: ride.id, token: Date.now() });
          setTab("mine");
        },
      }),
    giveBack: (ride: Ride) =>
      release.mutate(ride.id, {
        onSuccess: () =>
          toast({
            title: "vendor.release.done_title",
            description: messageRef("vendor.release.done", rideValues(ride)),
          }),
      }),
  };
}
