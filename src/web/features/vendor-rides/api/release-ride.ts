import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const releaseRide = (rideId: number) => api.post<Ride>(`/api/rides/${rideId}/release`);

/** Gives an assigned ride back: it is open again; every ride read and the vendor's list refresh. */
export function useReleaseRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseRide,
    meta: { errorTitle: "vendor.release.failed" },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rides.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vendorRides() }),
      ]),
  });
}
