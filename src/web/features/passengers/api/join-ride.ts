import { useMutation, useQueryClient } from "@tanstack/react-query";
import { NOT_DESIGNATED_CODES } from "../../../../domain/carriage/carriage.ts";
import type { JoinFormValues, Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const joinRide = (rideId: number, input: JoinFormValues) =>
  api.post<Passenger>(`/api/rides/${rideId}/join`, { ...input, rideId });

/**
 * Joins the ride, refreshes every ride read (lists, the ride and its passengers), then calls
 * `onJoined`. Awaited, so the ride page the rider lands on already shows them on it. `onJoined`
 * is the mutation's own callback, not mutate()'s: the refresh re-renders the join page without
 * its form (the rider is aboard now), and a callback given to mutate() is dropped with the
 * unmounted form, which left riders on the join page (issue 25).
 */
export function useJoinRide(rideId: number, onJoined: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form offers the designated points instead (DesignatedPoints).
    meta: { errorCodes: NOT_DESIGNATED_CODES },
    mutationFn: (input: JoinFormValues) => joinRide(rideId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.rides.all });
      onJoined();
    },
  });
}
