import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ride, RidePayloadInput } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const updateRide = (id: number, payload: RidePayloadInput) =>
  api.patch<Ride>(`/api/rides/${id}`, payload);

/** Saves the ride, then refreshes every ride read (lists, the ride and its passengers). */
export function useUpdateRide(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RidePayloadInput) => updateRide(id, payload),
    onSuccess: async (ride) => {
      queryClient.setQueryData(queryKeys.rides.detail(ride.id), ride);
      await queryClient.invalidateQueries({ queryKey: queryKeys.rides.all });
    },
  });
}
