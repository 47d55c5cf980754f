import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JoinFormValues, Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const joinRide = (rideId: number, input: JoinFormValues) =>
  api.post<Passenger>(`/api/rides/${rideId}/join`, { ...input, rideId });

/**
 * Joins the ride, then refreshes every ride read: lists, the ride and its passengers. Not awaited:
 * the page moves on at once and the next page reads afresh.
 */
export function useJoinRide(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinFormValues) => joinRide(rideId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rides.all });
    },
  });
}
