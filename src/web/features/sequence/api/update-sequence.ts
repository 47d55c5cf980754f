import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { planSequenceMove } from "../../../../domain/passenger/sequence.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export interface SequenceMove {
  passengerId: number;
  /** The new 1-based position. */
  sequence: number;
}

export const updatePassengerSequence = (rideId: number, { passengerId, sequence }: SequenceMove) =>
  api.patch<Passenger[]>(`/api/rides/${rideId}/passengers/${passengerId}/sequence`, { sequence });

/** The list as the server will have it after the move (the domain's rule), for an instant redraw. */
function applyMove(passengers: Passenger[], move: SequenceMove): Passenger[] {
  const updates = new Map(
    planSequenceMove(passengers, move.passengerId, move.sequence).map((u) => [
      u.id,
      u.dropoffSequence,
    ]),
  );
  return passengers.map((p) =>
    updates.has(p.id) ? { ...p, dropoffSequence: updates.get(p.id) ?? null } : p,
  );
}

/**
 * Moves one passenger. The list is redrawn at once with the domain's rule, then refetched from
 * the server; a failure puts the old order back. Moves on one ride run one after another.
 */
export function useUpdateSequence(rideId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.rides.passengers(rideId);
  return useMutation({
    scope: { id: `ride-${rideId}-sequence` },
    mutationFn: (move: SequenceMove) => updatePassengerSequence(rideId, move),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Passenger[]>(key);
      if (previous) {
        try {
          queryClient.setQueryData(key, applyMove(previous, move));
        } catch {
          // A passenger the cached list does not hold: leave the redraw to the refetch.
        }
      }
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
