import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { isTravelWindow, runsTheRide } from "../../../domain/passenger/day-of-travel.ts";
import { hasJoined } from "../../../domain/passenger/passenger.ts";
import { canSeeContacts, isCancelled, isCreator, isPast } from "../../../domain/ride/ride.ts";
import type { Ride } from "../../../domain/ride/ride-schemas.ts";
import { isTripWindow } from "../../../domain/trip/trip.ts";
import type { PublicUser } from "../../../domain/user/user-schemas.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useNow } from "../../lib/use-now.ts";
import { usePassengers } from "./api/get-passengers.ts";

/**
 * What a ride's page shows its reader (`null` for a visitor) and when: the passengers (read only
 * for the signed-in), the ride's own people's cards, the day's plan and the car on the road, and
 * what the address asked for (a new ride's share sheet, "You're in", the can't-make-it dialog,
 * the Passengers tab).
 */
export function useRideDetail(ride: Ride, user: PublicUser | null) {
  const passengers = usePassengers(ride.id, user !== null);
  const now = useNow();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  // The share sheet names the page's own address: it opens in the browser, over a drawn page.
  const hydrated = useHydrated();
  // Just made or joined: the moment to offer notifications (kept when the share sheet closes).
  const [justArrived] = useState(() => search.has("created") || search.has("joined"));
  const creator = isCreator(ride, user?.id ?? null);
  const cancelled = isCancelled(ride);
  const past = isPast(ride, now);
  // The ride's own people: those who may see the passengers' contacts.
  const involved = canSeeContacts(
    ride,
    user,
    hasJoined(passengers.data ?? [], user?.id ?? null),
    "passengers",
  );
  return {
    passengers,
    now,
    creator,
    cancelled,
    past,
    involved,
    managesOrder: user !== null && runsTheRide(ride, user.id) && !past && !cancelled,
    // The day's plan: for the ride's own people, until boarding closes.
    showPlan:
      user !== null &&
      involved &&
      (passengers.data?.length ?? 0) > 0 &&
      !cancelled &&
      (!past || isTravelWindow(new Date(ride.date), now)),
    // The car on the road (issue 39): from an hour before departure until six hours after.
    onTheDay: !cancelled && isTripWindow(new Date(ride.date), now),
    drives: user !== null && ride.vendorId === user.id,
    ownStop: passengers.data?.find((party) => party.userId === user?.id)?.dropoffLocation ?? null,
    shareOpen: creator && hydrated && search.get("created") === "1",
    offerPush: justArrived && user !== null,
    justJoined: search.get("joined") === "1",
    cantMakeIt: user !== null && search.get("cant-make-it") === "1",
    firstTab: search.get("tab") === "passengers" ? "passengers" : "details",
    /** Back to the ride's plain address: a sheet or dialog the address opened is closed. */
    backToRide: () => navigate(`/rides/${ride.id}`, { replace: true }),
  };
}
