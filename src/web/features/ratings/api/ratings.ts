import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  MyRating,
  RateBody,
  Rating,
  ReportedRating,
  VendorRatings,
} from "../../../../domain/rating/rating-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

export const useVendorRatings = (vendorId: number) =>
  useQuery({
    queryKey: queryKeys.ratings.vendor(vendorId),
    queryFn: ({ signal }) => api.get<VendorRatings>(`/api/vendors/${vendorId}/ratings`, { signal }),
  });

export const useMyRating = (rideId: number) =>
  useQuery({
    queryKey: queryKeys.ratings.mine(rideId),
    queryFn: ({ signal }) => api.get<MyRating>(`/api/rides/${rideId}/rating`, { signal }),
  });

export function useRateDriver(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateBody) => api.post<Rating>(`/api/rides/${rideId}/rating`, body),
    meta: { errorTitle: "ride.rating.failed" },
    onSuccess: () => toast({ title: "ride.rating.thanks" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ratings.all }),
  });
}

export function useAnswerRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      api.post<Rating>(`/api/ratings/${id}/reply`, { text }),
    meta: { errorTitle: "vendor.ratings.answer_failed" },
    onSuccess: () => toast({ title: "vendor.ratings.answered" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ratings.all }),
  });
}

/** Any signed-in member: asks the admins to look at a rating. */
export const useReportRating = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<{ message: string }>(`/api/ratings/${id}/report`, { reason }),
    meta: { errorTitle: "ride.rating.report_failed" },
    onSuccess: () => toast({ title: "ride.rating.reported" }),
  });

/** Admins only: the reported ratings, each removable. */
export const useReportedRatings = () =>
  useQuery({
    queryKey: queryKeys.ratings.reported(),
    queryFn: ({ signal }) => api.get<ReportedRating[]>("/api/admin/ratings/reported", { signal }),
  });

/** Admins only: removes a reported rating (nobody else can delete one). */
export function useRemoveRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/ratings/${id}`),
    meta: { errorTitle: "account.admin.remove_failed" },
    onSuccess: () => toast({ title: "account.admin.rating_removed" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.ratings.all }),
  });
}
