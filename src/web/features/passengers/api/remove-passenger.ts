import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export interface RemovePassengerInput {
  passengerId: number;
  /** The organizer's reason for removing someone; none when a rider leaves. */
  reason?: string;
}

export const removePassenger = (rideId: number, { passengerId, reason }: RemovePassengerInput) =>
  api.delete<{ message: string }>(
    `/api/rides/${rideId}/passengers/${passengerId}`,
    reason ? { reason } : undefined,
  );

/** Leaves the ride or removes a passenger, then refreshes every ride read. */
export function useRemovePassenger(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RemovePassengerInput) => removePassenger(rideId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.rides.all });
    },
  });
}
