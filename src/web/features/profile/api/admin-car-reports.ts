import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportedRide } from "../../../../domain/passenger/car-report-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Admins only: the riders' reports that the car was not the one shown, not yet dealt with. */
export const useReportedRides = () =>
  useQuery({
    queryKey: queryKeys.adminCarReports(),
    queryFn: ({ signal }) => api.get<ReportedRide[]>("/api/admin/car-reports", { signal }),
  });

/** Admins only: a report dealt with leaves the list. */
export function useMarkReportHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ handledAt: string }>(`/api/admin/car-reports/${id}/handled`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCarReports() }),
    meta: { errorTitle: "account.admin.mark_handled" },
  });
}
