import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const removePassenger = (rideId: number, passengerId: number) =>
  api.delete<{ message: string }>(`/api/rides/${rideId}/passengers/${passengerId}`);

/** Leaves the ride or removes a passenger, then refreshes every ride read. */
export function useRemovePassenger(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passengerId: number) => removePassenger(rideId, passengerId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.rides.all });
    },
  });
}
