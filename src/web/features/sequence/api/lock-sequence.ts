import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const lockSequence = (rideId: number) =>
  api.post<Passenger[]>(`/api/rides/${rideId}/lockSequence`);

/** Locks the order; the ride (its sequenceLocked flag) and its passengers are read again. */
export function useLockSequence(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `ride-${rideId}-sequence` },
    mutationFn: () => lockSequence(rideId),
    onSuccess: (passengers) => {
      queryClient.setQueryData(queryKeys.rides.passengers(rideId), passengers);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rides.detail(rideId) }),
  });
}
