import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const deleteRide = (id: number) => api.delete<{ message: string }>(`/api/rides/${id}`);

/**
 * Deletes the ride and marks every ride read and the stats stale. Nothing is refetched here: the
 * page still showing the deleted ride would only get a 404; the next page reads afresh.
 */
export function useDeleteRide(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRide(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rides.all, refetchType: "none" }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats(), refetchType: "none" }),
      ]);
    },
  });
}
