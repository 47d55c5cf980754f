import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

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

/**
 * Leaves the ride or removes a passenger, says so, then refreshes every ride read. The toast is
 * the hook's, not the caller's: the live ride event can re-render the list away before the answer
 * arrives, and a caller's callback would then never run.
 */
export function useRemovePassenger(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RemovePassengerInput) => removePassenger(rideId, input),
    onSuccess: async ({ message }) => {
      toast({ title: "ride.toast.success", description: message });
      await queryClient.invalidateQueries({ queryKey: queryKeys.rides.all });
    },
  });
}
