import type { QueryClient } from "@tanstack/react-query";
import type { RideListFilters } from "../../domain/ride/ride-list.ts";
import { queryKeys } from "./query-keys.ts";

/** An API answer the server put into the page (src/server/pages/first-reads.ts, decision 036). */
export interface FirstRead {
  url: string;
  /** The filters a list page's URL was made from (rideListPath, on the server). */
  filters?: RideListFilters;
  status: number;
  body: unknown;
  nextCursor?: string;
}

const RIDE = /^\/api\/rides\/(\d+)$/;

/** Puts one answer where the page's own query would keep it; a URL no query asks is left. */
function seed(client: QueryClient, { url, filters, status, body, nextCursor }: FirstRead) {
  if (url === "/api/auth/me") {
    client.setQueryData(queryKeys.me(), status === 401 ? null : body);
    return;
  }
  if (status !== 200) return;
  if (url === "/api/stats") {
    client.setQueryData(queryKeys.stats(), body);
    return;
  }
  const rideId = RIDE.exec(url)?.[1];
  if (rideId) {
    client.setQueryData(queryKeys.rides.detail(Number(rideId)), body);
    return;
  }
  if (!filters) return;
  // A page as getRidePage (features/rides/api/get-rides.ts) makes it.
  const page = { rides: body, nextCursor: nextCursor ?? null };
  client.setQueryData(queryKeys.rides.list(filters), { pages: [page], pageParams: [null] });
}

// The page was drawn for any rider (src/server/pages/shared-reader.ts): hydrated as drawn, then
// the reader's own session and rides are read (preloaded beside the page).
let drawnForAnyRider = false;
// Or for its signed-in reader alone, with what is theirs in it.
let drawnForReader = false;

/** Whether the page arrived drawn for its signed-in reader alone (shared-reader.ts). */
export const drawnForItsReader = () => drawnForReader;

/**
 * Seeds the query cache with the answers the page arrived with, so the first render shows the
 * session, the rides or the ride without asking the server again. Read once, at start: the
 * element is removed, so a later render never takes an old answer for a new one.
 */
export function seedFirstReads(client: QueryClient) {
  const element = document.getElementById("first-reads");
  if (!element?.textContent) return;
  element.remove();
  drawnForAnyRider = element.dataset.reader === "shared";
  let reads: FirstRead[];
  try {
    reads = JSON.parse(element.textContent) as FirstRead[];
  } catch (error) {
    console.warn("The page's inlined reads could not be read", error);
    return;
  }
  seedReads(client, reads);
  drawnForReader =
    !drawnForAnyRider && reads.some((read) => read.url === "/api/auth/me" && read.status === 200);
}

/** Puts the page's first answers into the cache, where its queries look for them. */
export function seedReads(client: QueryClient, reads: readonly FirstRead[]) {
  for (const read of reads) seed(client, read);
}

/**
 * Once a page drawn for any rider is hydrated: the reader's own session and rides, in place of
 * those it was drawn with. Before then the page must stay as drawn: hydration meets the markup
 * the server drew from them.
 */
export function readTheReader(client: QueryClient) {
  if (!drawnForAnyRider) return;
  drawnForAnyRider = false;
  void client.invalidateQueries({ queryKey: queryKeys.me() });
  void client.invalidateQueries({ queryKey: queryKeys.rides.lists() });
}
