import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export interface ResetRequest {
  id: number;
  discordUsername: string;
  createdAt: string;
}

/** Admins only: the riders' reset requests, oldest first. */
export const useResetRequests = () =>
  useQuery({
    queryKey: queryKeys.adminResetRequests(),
    queryFn: ({ signal }) =>
      api.get<ResetRequest[]>("/api/admin/password-reset-requests", { signal }),
  });

/** Admins only: a one-time link (24 hours) that lets the rider set a new password. */
export const useCreateResetLink = () =>
  useMutation({
    mutationFn: (discordUsername: string) =>
      api.post<{ token: string; expiresAt: string }>("/api/admin/password-reset-tokens", {
        discordUsername,
      }),
    meta: { errorTitle: "account.admin.reset_failed" },
  });

/** The page the link opens, on this site. */
export const resetLinkFor = (token: string) =>
  `${window.location.origin}/reset-password?token=${encodeURIComponent(token)}`;
