import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RideDeletePayload } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Deletes the ride, or cancels it (with the reason) when others have joined (decision 021). */
export const deleteRide = (id: number, payload: RideDeletePayload = {}) =>
  api.delete<{ message: string }>(`/api/rides/${id}`, payload?.reason ? payload : undefined);

/**
 * Deletes or cancels the ride and marks every ride read and the stats stale. Nothing is refetched
 * here: a deleted ride would only answer 404; the next page reads afresh.
 */
export function useDeleteRide(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RideDeletePayload = {}) => deleteRide(id, payload),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rides.all, refetchType: "none" }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats(), refetchType: "none" }),
      ]);
    },
  });
}
