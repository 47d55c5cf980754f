import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { api } from "../../../lib/api.ts";

/**
 * Under the ride's key (["rides", id]), so refreshing a ride refreshes these; the drop-off sequence
 * panel reads and writes the same key.
 */
export const passengersQueryKey = (rideId: number) => ["rides", rideId, "passengers"] as const;

/** The ride's passengers; contact fields only when the reader is on the ride (or its vendor). */
export const getPassengers = (rideId: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Passenger[]>(`/api/rides/${rideId}/passengers`, { signal });

export const passengersQueryOptions = (rideId: number) =>
  queryOptions({
    queryKey: passengersQueryKey(rideId),
    queryFn: ({ signal }) => getPassengers(rideId, { signal }),
  });

/** Only fetched when logged in (`enabled`). */
export const usePassengers = (rideId: number | null, enabled: boolean) =>
  useQuery({ ...passengersQueryOptions(rideId ?? 0), enabled: enabled && rideId !== null });

/** True when a passenger's contacts were withheld from this reader. */
export const contactsWithheld = (passenger: Passenger) => !("whatsappNumber" in passenger.user);
