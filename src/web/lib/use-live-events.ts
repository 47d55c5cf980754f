import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { readLiveEvents } from "./live-event-reader.ts";
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
    readLiveEvents(source, {
      notification: (notice) => {
        void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
        // Someone taken off a ride is no longer told of its changes: this is their news of it.
        refreshRide(client, notice.rideId);
      },
      ride: ({ rideId: changed }) => refreshRide(client, changed),
      message: ({ rideId: messageRide }) => {
        void client.invalidateQueries({ queryKey: queryKeys.rides.messages(messageRide) });
        void client.invalidateQueries({ queryKey: queryKeys.rides.unread() });
      },
      // The car moved (the ride's members only): its position and arrival times, as read.
      position: ({ rideId: positionRide, ...position }) =>
        client.setQueryData(queryKeys.rides.position(positionRide), position),
      // The reader's own account changed (a vendor just verified): their pages read it again.
      user: () => {
        void client.invalidateQueries({ queryKey: queryKeys.me() });
        void client.invalidateQueries({ queryKey: queryKeys.vendorRides() });
        void client.invalidateQueries({ queryKey: queryKeys.rides.available() });
      },
    });
    source.addEventListener("error", () => {
      lost = true;
    });
    source.addEventListener("open", () => {
      // News that came between the page's first reads and this stream's opening was sent to no
      // stream of the reader's: the bell reads again once it is open (the first time too).
      void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
      if (!lost) return;
      lost = false;
      refreshRide(client, rideId);
    });
    return () => source.close();
  }, [enabled, rideId, client]);
}
