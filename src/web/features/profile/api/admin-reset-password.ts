import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { adminResetPasswordSchema } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";

export type AdminResetPasswordInput = z.output<typeof adminResetPasswordSchema>;

/** Admins only: sets another user's password by their Discord username. */
export const adminResetPassword = (input: AdminResetPasswordInput) =>
  api.post<{ message: string }>("/api/admin/reset-user-password", input);

export const useAdminResetPassword = () =>
  useMutation({
    mutationFn: adminResetPassword,
    meta: {
      errorTitle: "account.admin.reset_failed",
      errorFields: ["discordUsername", "newPassword"],
    },
  });
