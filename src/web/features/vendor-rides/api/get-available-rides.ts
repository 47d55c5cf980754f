import { queryOptions, useQuery } from "@tanstack/react-query";
import { MAX_RIDE_PAGE_SIZE } from "../../../../domain/ride/ride-list.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Upcoming rides nobody has taken yet (status open), soonest first. */
export const getAvailableRides = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.getAllPages<Ride>(
    `/api/rides?status=open&time=upcoming&sort=dateAsc&limit=${MAX_RIDE_PAGE_SIZE}`,
    { signal },
  );

export const availableRidesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.rides.available(),
    queryFn: ({ signal }) => getAvailableRides({ signal }),
  });

export const useAvailableRides = (enabled: boolean) =>
  useQuery({ ...availableRidesQueryOptions(), enabled });
