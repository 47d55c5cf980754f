import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentLine } from "../../../../domain/payment/payment-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** A passenger's own line: what their party owes the organizer, and the PayNow code to pay it. */
export const getPayment = (rideId: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<PaymentLine>(`/api/rides/${rideId}/payment`, { signal });

export const paymentQueryOptions = (rideId: number) =>
  queryOptions({
    queryKey: queryKeys.rides.payment(rideId),
    queryFn: ({ signal }) => getPayment(rideId, { signal }),
  });

export const usePayment = (rideId: number) => useQuery(paymentQueryOptions(rideId));
