import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Runtime settings: where map tiles and place search live, and the site's public address. */
export interface ClientConfig {
  tileUrl: string;
  placeSearchUrl: string;
  publicUrl: string | null;
  discordSignIn: boolean;
}

export const getClientConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<ClientConfig>("/api/config", { signal });

export const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => getClientConfig({ signal }),
  });

export const useClientConfig = () => useQuery(clientConfigQueryOptions());
