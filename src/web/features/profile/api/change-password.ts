import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** The signed-in user's own password change; the server ends their other sessions. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>("/api/reset-password", input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
