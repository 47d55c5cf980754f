import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JoinFormValues, Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const joinRide = (rideId: number, input: JoinFormValues) =>
  api.post<Passenger>(`/api/rides/${rideId}/join`, { ...input, rideId });

/**
 * Joins the ride, then refreshes every ride read: lists, the ride and its passengers. Awaited, so
 * the ride page the rider lands on already shows them on it.
 */
export function useJoinRide(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinFormValues) => joinRide(rideId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rides.all }),
  });
}
