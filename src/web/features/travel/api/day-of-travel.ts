import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BoardingState } from "../../../../domain/passenger/day-of-travel.ts";
import type { CheckinPayload, Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Each write answers the ride's passengers as they now stand: the page redraws from them. */
function usePassengersWrite<T>(rideId: number, write: (input: T) => Promise<Passenger[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (passengers) =>
      queryClient.setQueryData(queryKeys.rides.passengers(rideId), passengers),
  });
}

/** A passenger says they are at the pick-up, or running late by some minutes. */
export const useCheckin = (rideId: number) =>
  usePassengersWrite(rideId, (payload: CheckinPayload) =>
    api.post<Passenger[]>(`/api/rides/${rideId}/checkin`, payload),
  );

/** The organizer or the driver marks a party boarded or a no-show. */
export const useBoarding = (rideId: number) =>
  usePassengersWrite(
    rideId,
    ({ passengerId, state }: { passengerId: number; state: BoardingState }) =>
      api.patch<Passenger[]>(`/api/rides/${rideId}/passengers/${passengerId}/boarding`, { state }),
  );

/** The organizer or the driver spaces the stops; the ride (its stopMinutes) is read again. */
export function useStopMinutes(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      api.patch<{ stopMinutes: number }>(`/api/rides/${rideId}/stopMinutes`, { minutes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rides.detail(rideId) }),
  });
}
