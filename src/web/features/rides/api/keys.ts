import type { RideListFilters } from "../../../../domain/ride/ride-list.ts";

/**
 * Query keys of ride reads. Everything under ["rides"] is refreshed when a ride changes. One ride
 * is ["rides", id] and its passengers ["rides", id, "passengers"] (passengers/api/get-passengers.ts),
 * the keys the drop-off sequence panel uses too, so refreshing a ride refreshes its passengers.
 */
export const rideKeys = {
  all: ["rides"] as const,
  lists: () => ["rides", "list"] as const,
  list: (filters: RideListFilters) => ["rides", "list", filters] as const,
  joined: () => ["rides", "joined"] as const,
  detail: (id: number) => ["rides", id] as const,
};

export const statsQueryKey = ["stats"] as const;
