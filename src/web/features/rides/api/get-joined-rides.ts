import { queryOptions, useQuery } from "@tanstack/react-query";
import { MAX_RIDE_PAGE_SIZE } from "../../../../domain/ride/ride-list.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Rides the signed-in user organised or joined, soonest first. */
export const getJoinedRides = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.getAllPages<Ride>(`/api/rides/user/joined?limit=${MAX_RIDE_PAGE_SIZE}`, { signal });

export const joinedRidesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.rides.joined(),
    queryFn: ({ signal }) => getJoinedRides({ signal }),
  });

/** Only fetched when `enabled` (logged in and on the My Rides tab). */
export const useJoinedRides = (enabled: boolean) =>
  useQuery({ ...joinedRidesQueryOptions(), enabled });
