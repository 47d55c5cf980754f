import { useMutation, useQueryClient } from "@tanstack/react-query";
import { NOT_DESIGNATED_CODES } from "../../../../domain/carriage/carriage.ts";
import type { JoinFormValues } from "../../../../domain/passenger/passenger-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const joinWaitlist = (rideId: number, input: JoinFormValues) =>
  api.post<{ position: number }>(`/api/rides/${rideId}/waitlist`, input);

/** Waits for seats, then refreshes every ride read: the ride then says the rider is waiting. */
export function useJoinWaitlist(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form offers the designated points instead (DesignatedPoints).
    meta: { errorCodes: NOT_DESIGNATED_CODES },
    mutationFn: (input: JoinFormValues) => joinWaitlist(rideId, input),
    // Not awaited: the refreshed ride replaces the card that asked, whose own onSuccess (its
    // toast) must run first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.rides.all });
    },
  });
}
