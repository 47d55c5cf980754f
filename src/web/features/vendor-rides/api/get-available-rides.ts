import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Upcoming rides nobody has taken yet (status open), soonest first. */
export const getAvailableRides = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Ride[]>("/api/rides?status=open&time=upcoming&sort=dateAsc", { signal });

export const availableRidesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.rides.available(),
    queryFn: ({ signal }) => getAvailableRides({ signal }),
  });

export const useAvailableRides = (enabled: boolean) =>
  useQuery({ ...availableRidesQueryOptions(), enabled });
