import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WaitlistQueue } from "../../../../domain/passenger/waitlist-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The organizer reads the whole queue; a waiting rider `{ position }`; anyone else gets 403. */
export type WaitlistView = WaitlistQueue | { position: number };

export const getWaitlist = (rideId: number, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<WaitlistView>(`/api/rides/${rideId}/waitlist`, { signal });

export const waitlistQueryOptions = (rideId: number) =>
  queryOptions({
    queryKey: queryKeys.rides.waitlist(rideId),
    queryFn: ({ signal }) => getWaitlist(rideId, { signal }),
  });

/** Only for the organizer and a waiting rider: the others are refused. */
export const useWaitlist = (rideId: number) => useQuery(waitlistQueryOptions(rideId));
