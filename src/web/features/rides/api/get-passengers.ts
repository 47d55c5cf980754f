import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The ride's passengers; contact fields only when the reader is on the ride (or its vendor). */
export const getPassengers = (rideId: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Passenger[]>(`/api/rides/${rideId}/passengers`, { signal });

export const passengersQueryOptions = (rideId: number) =>
  queryOptions({
    queryKey: queryKeys.rides.passengers(rideId),
    queryFn: ({ signal }) => getPassengers(rideId, { signal }),
  });

/** Only fetched when logged in (`enabled`). */
export const usePassengers = (rideId: number | null, enabled: boolean) =>
  useQuery({ ...passengersQueryOptions(rideId ?? 0), enabled: enabled && rideId !== null });
