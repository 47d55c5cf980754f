import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Rides the signed-in user organised or joined, soonest first. */
export const getJoinedRides = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Ride[]>("/api/rides/user/joined", { signal });

export const joinedRidesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.rides.joined(),
    queryFn: ({ signal }) => getJoinedRides({ signal }),
  });

/** Only fetched when `enabled` (logged in and on the My Rides tab). */
export const useJoinedRides = (enabled: boolean) =>
  useQuery({ ...joinedRidesQueryOptions(), enabled });
