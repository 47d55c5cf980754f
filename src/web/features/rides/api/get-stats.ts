import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Stats } from "../../../../domain/ride/ride-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const getStats = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Stats>("/api/stats", { signal });

export const statsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.stats(), queryFn: ({ signal }) => getStats({ signal }) });

export const useStats = () => useQuery(statsQueryOptions());
