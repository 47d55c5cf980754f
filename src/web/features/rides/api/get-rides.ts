import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Ride } from "../../../../domain/ride.ts";
import type { RideListFilters } from "../../../../domain/ride-list.ts";
import { api } from "../../../lib/api.ts";
import { rideKeys } from "./keys.ts";

/** The home list; the server filters and orders it (upcoming before past, then by date). */
export function getRides(filters: RideListFilters, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ ...filters });
  return api.get<Ride[]>(`/api/rides?${query}`, { signal });
}

export const ridesQueryOptions = (filters: RideListFilters) =>
  queryOptions({
    queryKey: rideKeys.list(filters),
    queryFn: ({ signal }) => getRides(filters, { signal }),
  });

/** Keeps showing the last list while another filter loads, so the page does not jump. */
export const useRides = (filters: RideListFilters) =>
  useQuery({ ...ridesQueryOptions(filters), placeholderData: keepPreviousData });
