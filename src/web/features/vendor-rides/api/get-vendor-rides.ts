import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The rides assigned to the signed-in vendor. */
export const getVendorRides = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Ride[]>("/api/vendor/rides", { signal });

export const vendorRidesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.vendorRides(),
    queryFn: ({ signal }) => getVendorRides({ signal }),
  });

export const useVendorRides = (enabled: boolean) =>
  useQuery({ ...vendorRidesQueryOptions(), enabled });
