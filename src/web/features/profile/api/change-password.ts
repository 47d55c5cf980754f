import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { changePasswordSchema } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The signed-in user's own password change; the server ends their other sessions. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>("/api/reset-password", input);

export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    meta: {
      errorTitle: "account.password.change_failed",
      errorFields: ["currentPassword", "newPassword"],
    },
  });
