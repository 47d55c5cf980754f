import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CrossingRulesRead } from "../../../../domain/carriage/carriage-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The crossing rules (issue 37): every rule, so a ride is judged by the one in force on its day. */
export const getCrossingRules = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<CrossingRulesRead>("/api/crossing-rules", { signal });

export const crossingRulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.crossingRules(),
    queryFn: ({ signal }) => getCrossingRules({ signal }),
    // An admin changes them rarely; the server still refuses an assign they forbid.
    staleTime: 5 * 60_000,
  });

export const useCrossingRules = (enabled: boolean) =>
  useQuery({ ...crossingRulesQueryOptions(), enabled });
