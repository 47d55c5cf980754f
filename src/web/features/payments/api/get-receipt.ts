import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Receipt } from "../../../../domain/payment/payment-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** A party's receipt: the reader's own, or (organizer, driver) the party `passengerId`. */
export const getReceipt = (
  rideId: number,
  passengerId: number | null,
  { signal }: { signal?: AbortSignal } = {},
) =>
  api.get<Receipt>(
    `/api/rides/${rideId}/receipt${passengerId === null ? "" : `?passengerId=${passengerId}`}`,
    { signal },
  );

export const receiptQueryOptions = (rideId: number, passengerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.rides.receipt(rideId, passengerId),
    queryFn: ({ signal }) => getReceipt(rideId, passengerId, { signal }),
  });

export const useReceipt = (rideId: number, passengerId: number | null) =>
  useQuery(receiptQueryOptions(rideId, passengerId));
