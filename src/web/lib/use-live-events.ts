import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { queryKeys } from "./query-keys.ts";

/** The ride a page shows (/rides/12, /rides/12/join, /rides/edit/12), or null. */
export function viewedRideId(path: string): number | null {
  const match = /^\/rides\/(?:edit\/)?(\d{1,10})(?:\/|$)/.exec(path);
  return match ? Number(match[1]) : null;
}

/** What a changed ride makes stale: the ride with its passengers, and every list. */
function refreshRide(client: QueryClient, rideId: number | null) {
  if (rideId !== null) void client.invalidateQueries({ queryKey: queryKeys.rides.detail(rideId) });
  for (const queryKey of [
    queryKeys.rides.lists(),
    queryKeys.rides.joined(),
    queryKeys.rides.available(),
    queryKeys.vendorRides(),
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}

const rideIdOf = (data: string): number | null => {
  try {
    const { rideId } = JSON.parse(data) as { rideId?: unknown };
    return typeof rideId === "number" ? rideId : null;
  } catch {
    return null;
  }
};

/**
 * One EventSource for the signed-in reader (GET /api/events): a new notification refreshes the
 * inbox and the bell; a change to a ride of theirs, or to the one on screen, refreshes what shows
 * it. Only queries on screen are fetched again, and forms keep what the reader typed (they take
 * their values once). After a lost connection everything on screen is read again.
 */
export function useLiveEvents(enabled: boolean) {
  const client = useQueryClient();
  const [location] = useLocation();
  const rideId = viewedRideId(location);

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(rideId === null ? "/api/events" : `/api/events?ride=${rideId}`);
    let lost = false;
    source.addEventListener("notification", (event) => {
      void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
      // Someone taken off a ride is no longer told of its changes: this is their news of it.
      refreshRide(client, rideIdOf(event.data));
    });
    source.addEventListener("ride", (event) => refreshRide(client, rideIdOf(event.data)));
    source.addEventListener("message", (event) => {
      const messageRide = rideIdOf(event.data);
      if (messageRide !== null) {
        void client.invalidateQueries({ queryKey: queryKeys.rides.messages(messageRide) });
        void client.invalidateQueries({ queryKey: queryKeys.rides.unread() });
      }
    });
    // The car moved (the ride's members only): its position and arrival times, as read.
    source.addEventListener("position", (event) => {
      try {
        const { rideId: positionRide, ...position } = JSON.parse(event.data) as {
          rideId?: unknown;
        };
        if (typeof positionRide !== "number") return;
        client.setQueryData(queryKeys.rides.position(positionRide), position);
      } catch {
        // A frame that does not parse is left out; the next one comes in seconds.
      }
    });
    // The reader's own account changed (a vendor just verified): their pages read it again.
    source.addEventListener("user", () => {
      void client.invalidateQueries({ queryKey: queryKeys.me() });
      void client.invalidateQueries({ queryKey: queryKeys.vendorRides() });
      void client.invalidateQueries({ queryKey: queryKeys.rides.available() });
    });
    source.addEventListener("error", () => {
      lost = true;
    });
    source.addEventListener("open", () => {
      if (!lost) return;
      lost = false;
      void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
      refreshRide(client, rideId);
    });
    return () => source.close();
  }, [enabled, rideId, client]);
}
