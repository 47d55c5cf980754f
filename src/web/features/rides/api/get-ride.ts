import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { ApiError, api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const getRide = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Ride>(`/api/rides/${id}`, { signal });

export const rideQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.rides.detail(id),
    queryFn: ({ signal }) => getRide(id, { signal }),
  });

/** The ride of a route's id; an id that is not a positive whole number never asks the server. */
export const useRide = (id: number | null) =>
  useQuery({ ...rideQueryOptions(id ?? 0), enabled: id !== null });

/** The route's `:id` as a ride id, or null when it cannot be one. */
export function parseRideId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** True when the error means there is no such ride (404, or an id the server refuses). */
export const isRideMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
