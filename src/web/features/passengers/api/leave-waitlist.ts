import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const leaveWaitlist = (rideId: number) =>
  api.delete<{ message: string }>(`/api/rides/${rideId}/waitlist`);

/** Leaves the waitlist, then refreshes every ride read. */
export function useLeaveWaitlist(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(rideId),
    // Not awaited: the refreshed ride replaces the card that asked, whose own onSuccess (its
    // toast) must run first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rides.all });
    },
  });
}
