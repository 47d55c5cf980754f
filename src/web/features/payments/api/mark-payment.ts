import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PartyPayment } from "../../../../domain/payment/payment-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export interface MarkPaymentInput {
  passengerId: number;
  paid: boolean;
}

export const markPayment = (rideId: number, { passengerId, paid }: MarkPaymentInput) =>
  api.patch<PartyPayment>(`/api/rides/${rideId}/passengers/${passengerId}/payment`, { paid });

/** The organizer marks a party paid or unpaid; the list and its sum outstanding are read again. */
export function useMarkPayment(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkPaymentInput) => markPayment(rideId, input),
    meta: { errorTitle: "ride.payments.not_saved" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rides.payments(rideId) }),
  });
}
