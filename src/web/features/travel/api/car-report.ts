import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnCarReport } from "../../../../domain/passenger/car-report-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The reader's own "This isn't the car shown" report on the ride, if they made one. */
export const useOwnCarReport = (rideId: number) =>
  useQuery({
    queryKey: queryKeys.rides.carReport(rideId),
    queryFn: ({ signal }) => api.get<OwnCarReport>(`/api/rides/${rideId}/car-report`, { signal }),
  });

/** Reports that the car that came is not the one shown; a second report is the same one. */
export function useReportCar(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OwnCarReport>(`/api/rides/${rideId}/car-report`),
    onSuccess: (report) => queryClient.setQueryData(queryKeys.rides.carReport(rideId), report),
    meta: { errorTitle: "ride.plan.not_the_car" },
  });
}
