import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarkReadPayload } from "../../../../domain/notification/notification-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** `{ ids }` marks those read, `{}` every one of the reader's. */
export const markRead = (payload: MarkReadPayload) =>
  api.post<{ unread: number }>("/api/notifications/read", payload);

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    meta: { errorTitle: "account.notifications.mark_failed" },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(queryKeys.notifications.unread(), unread);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list() });
    },
  });
}
