import { queryOptions, useQuery } from "@tanstack/react-query";
import { MAX_RIDE_PAGE_SIZE } from "../../../../domain/ride/ride-list.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The rides assigned to the signed-in vendor. */
export const getVendorRides = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.getAllPages<Ride>(`/api/vendor/rides?limit=${MAX_RIDE_PAGE_SIZE}`, { signal });

export const vendorRidesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.vendorRides(),
    queryFn: ({ signal }) => getVendorRides({ signal }),
  });

export const useVendorRides = (enabled: boolean) =>
  useQuery({ ...vendorRidesQueryOptions(), enabled });
