import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationType } from "../../../../domain/notification/notification.ts";
import type { PushPreferences } from "../../../../domain/notification/push-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type PushPreferencesChange = Partial<Record<NotificationType, boolean>>;

export const updatePushPreferences = (push: PushPreferencesChange) =>
  api.put<PushPreferences>("/api/push/preferences", { push });

/** Turns kinds on or off; the answer is the whole setting as saved. */
export function useUpdatePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePushPreferences,
    meta: { errorTitle: "account.push.save_failed" },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.push.preferences(), saved),
  });
}
