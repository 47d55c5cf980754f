import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PositionRead } from "../../../../domain/trip/trip-schemas.ts";
import { ApiError, api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The car's position with its arrival times; null while the driver has shared none. */
export async function getCarPosition(rideId: number, signal?: AbortSignal) {
  try {
    return await api.get<PositionRead>(`/api/rides/${rideId}/position`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === "no_position") return null;
    throw error;
  }
}

export const carPositionQueryOptions = (rideId: number) =>
  queryOptions({
    queryKey: queryKeys.rides.position(rideId),
    queryFn: ({ signal }) => getCarPosition(rideId, signal),
    // The live stream brings each new position; a minute's poll covers a lost stream.
    refetchInterval: 60_000,
    retry: false,
  });

export const useCarPosition = (rideId: number, enabled: boolean) =>
  useQuery({ ...carPositionQueryOptions(rideId), enabled });
