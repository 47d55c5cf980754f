import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const assignRide = (rideId: number) => api.post<Ride>(`/api/rides/${rideId}/assign`);

/** Takes an open ride; every ride read and the vendor's own list are refreshed either way. */
export function useAssignRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRide,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rides.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vendorRides() }),
      ]),
  });
}
