import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Alert, AlertPayload } from "../../../../domain/alert/alert-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function useAlerts() {
  return useQuery({ queryKey: queryKeys.alerts(), queryFn: () => api.get<Alert[]>("/api/alerts") });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AlertPayload) => api.post<Alert>("/api/alerts", payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts() }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/alerts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts() }),
  });
}
