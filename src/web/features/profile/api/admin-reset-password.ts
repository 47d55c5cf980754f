import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface AdminResetPasswordInput {
  discordUsername: string;
  newPassword: string;
}

/** Admins only: sets another user's password by their Discord username. */
export const adminResetPassword = (input: AdminResetPasswordInput) =>
  api.post<{ message: string }>("/api/admin/reset-user-password", input);

export const useAdminResetPassword = () => useMutation({ mutationFn: adminResetPassword });
