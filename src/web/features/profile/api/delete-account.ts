import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DeleteAccountPayload } from "../../../../domain/privacy/privacy-schemas.ts";
import { api } from "../../../lib/api.ts";
import { isSessionKey, queryKeys } from "../../../lib/query-keys.ts";

/** Where the export downloads from: a plain link, so the browser saves the file it answers. */
export const EXPORT_URL = "/api/me/export";

/** Deletes the signed-in account (issue 38); no password: this session signed in with Discord. */
export const deleteAccount = (payload: NonNullable<DeleteAccountPayload>) =>
  api.delete<null>("/api/me", payload);

export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // As a logout: whatever was read as this account is nobody's to see now.
      queryClient.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
      queryClient.setQueryData(queryKeys.me(), null);
    },
    // The dialog shows the refusal beside the password.
    meta: { errorToast: false },
  });
};
