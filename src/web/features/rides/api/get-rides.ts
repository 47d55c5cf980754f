import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type RideListFilters, rideListPath } from "../../../../domain/ride/ride-list.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export interface RidePage {
  rides: Ride[];
  nextCursor: string | null;
}

/**
 * One page of the home list; the server filters, orders (upcoming before past, then by date)
 * and pages it, and names the next page in the X-Next-Cursor header.
 */
export async function getRidePage(
  filters: RideListFilters,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RidePage> {
  const { data, headers } = await api.getWithHeaders<Ride[]>(rideListPath(filters, cursor), {
    signal,
  });
  return { rides: data, nextCursor: headers.get("X-Next-Cursor") };
}

export const ridesQueryOptions = (filters: RideListFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.rides.list(filters),
    queryFn: ({ pageParam, signal }) => getRidePage(filters, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Keeps showing the last list while another filter loads, so the page does not jump. */
export const useRides = (filters: RideListFilters) =>
  useInfiniteQuery({ ...ridesQueryOptions(filters), placeholderData: keepPreviousData });
