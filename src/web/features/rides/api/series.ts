import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SeriesEditPayloadInput } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

/**
 * "This and later ones" on a weekly ride: the edit (or the cancel) reaches the ride and every
 * later one of its series, so every ride read is stale after it.
 */
function useSeriesChange<T>(request: (payload: T) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      toast({ title: "ride.toast.success", description: done });
      await queryClient.invalidateQueries({ queryKey: queryKeys.rides.all });
    },
  });
}

export const useUpdateSeries = (seriesId: number) =>
  useSeriesChange(
    (payload: SeriesEditPayloadInput) => api.patch(`/api/ride-series/${seriesId}`, payload),
    "ride.series.updated",
  );

export const useCancelSeries = (seriesId: number) =>
  useSeriesChange(
    (from: number) => api.delete(`/api/ride-series/${seriesId}`, { from }),
    "ride.series.cancelled",
  );
