import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PartyPayment, PaymentMark } from "../../../../domain/payment/payment-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** What arrived from a party: `{ paidCents }` in total, or `{ paid }` in full / nothing. */
export type MarkPaymentInput = { passengerId: number } & PaymentMark;

export const markPayment = (rideId: number, { passengerId, ...mark }: MarkPaymentInput) =>
  api.patch<PartyPayment>(`/api/rides/${rideId}/passengers/${passengerId}/payment`, mark);

/** The organizer records a party's payment; the ledger and its totals are read again. */
export function useMarkPayment(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkPaymentInput) => markPayment(rideId, input),
    meta: { errorTitle: "ride.payments.not_saved" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rides.payments(rideId) }),
  });
}
