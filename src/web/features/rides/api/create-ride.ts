import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ride, RideCreatePayloadInput } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** A ride, or with `repeat` the first of a weekly series (issue 28). */
export const createRide = (payload: RideCreatePayloadInput) =>
  api.post<Ride>("/api/rides", payload);

/** Creates the ride, then refreshes the ride lists and the stats and stores the new ride. */
export function useCreateRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRide,
    onSuccess: async (ride) => {
      queryClient.setQueryData(queryKeys.rides.detail(ride.id), ride);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rides.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rides.joined() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats() }),
      ]);
    },
  });
}
