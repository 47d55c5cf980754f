import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CrossingRule } from "../../../../domain/carriage/carriage.ts";
import type {
  CrossingRulesRead,
  CrossingRulesVersion,
} from "../../../../domain/carriage/carriage-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

/** The rules in force and every rule (the public read the vendor dashboard uses too). */
export const crossingRulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.crossingRules(),
    queryFn: ({ signal }) => api.get<CrossingRulesRead>("/api/crossing-rules", { signal }),
  });

export const useCrossingRules = () => useQuery(crossingRulesQueryOptions());

/** The newest versions of the rules with who made each and when: the admins' trail. */
export const useCrossingRulesHistory = () =>
  useQuery({
    queryKey: queryKeys.adminCrossingRulesHistory(),
    queryFn: ({ signal }) =>
      api.get<CrossingRulesVersion[]>("/api/admin/crossing-rules/history", { signal }),
  });

/**
 * Replaces the rules. A refusal is shown by the editor beside the field it names, not in a
 * toast; the read and the trail refresh after a save.
 */
export function useReplaceCrossingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: CrossingRule[]) =>
      api.put<CrossingRulesRead>("/api/admin/crossing-rules", { rules }),
    meta: { errorToast: false },
    onSuccess: async (read) => {
      queryClient.setQueryData(queryKeys.crossingRules(), read);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminCrossingRulesHistory() });
      toast({ title: "account.crossing.saved" });
    },
  });
}
