import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RidePayments } from "../../../../domain/payment/payment-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The organizer's list: every other party's amount, paid or not, and the sum outstanding. */
export const getPayments = (rideId: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<RidePayments>(`/api/rides/${rideId}/payments`, { signal });

export const paymentsQueryOptions = (rideId: number) =>
  queryOptions({
    queryKey: queryKeys.rides.payments(rideId),
    queryFn: ({ signal }) => getPayments(rideId, { signal }),
  });

export const usePayments = (rideId: number) => useQuery(paymentsQueryOptions(rideId));
