import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Checkpoint } from "../../../../domain/planner/border-profile.ts";
import type { CrossingRead, PositionPayload } from "../../../../domain/trip/trip-schemas.ts";
import { ApiError, api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The driver's phone sends where the car is; the server keeps one every few seconds. */
export const sendPosition = (rideId: number, position: PositionPayload) =>
  api.post<{ kept: boolean }>(`/api/rides/${rideId}/position`, position);

/** The taps the server holds; null before the first one. */
async function getCrossing(rideId: number, signal?: AbortSignal) {
  try {
    return await api.get<CrossingRead>(`/api/rides/${rideId}/crossing`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === "no_crossing") return null;
    throw error;
  }
}

export const useCrossing = (rideId: number) =>
  useQuery({
    queryKey: queryKeys.rides.crossing(rideId),
    queryFn: ({ signal }) => getCrossing(rideId, signal),
    retry: false,
  });

/** "At the checkpoint" and "Cleared": the answer is what the server now holds. */
export function useCrossingTap(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tap: { event: "arrived" | "cleared"; checkpoint: Checkpoint }) =>
      api.post<CrossingRead>(`/api/rides/${rideId}/crossing`, tap),
    onSuccess: (crossing) => queryClient.setQueryData(queryKeys.rides.crossing(rideId), crossing),
  });
}
