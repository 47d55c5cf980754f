import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  completePasswordResetSchema,
  requestPasswordResetSchema,
} from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";
import { isSessionKey, queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

type RequestInput = z.output<typeof requestPasswordResetSchema>;
type CompleteInput = z.output<typeof completePasswordResetSchema>;

/** A rider who forgot their password asks the admins for a reset link. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (input: RequestInput) =>
      api.post<{ message: string }>("/api/request-password-reset", input),
    meta: { errorTitle: "account.reset.request_failed", errorFields: ["discordUsername"] },
    onSuccess: () =>
      toast({ title: "account.reset.request_title", description: "account.reset.request_done" }),
  });

/**
 * Sets the new password with the admin's one-time link; the server ends every other session and
 * signs this browser in, so what was read before may now show more. The toasts word the
 * server's English messages in the reader's language.
 */
export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteInput) =>
      api.post<{ message: string }>("/api/complete-password-reset", input),
    // A refused link (`token`) shows in the form's red box, a weak password under its field.
    meta: { errorTitle: "account.reset.failed", errorFields: ["newPassword", "token"] },
    onSuccess: () => {
      toast({ title: "account.password.success", description: "account.reset.done" });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      void queryClient.invalidateQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
    },
  });
}
