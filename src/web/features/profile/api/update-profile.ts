import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { messageRef } from "../../../../domain/i18n/message.ts";
import type { PublicUser, profileUpdateSchema } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** What a save sends: a field left out keeps its value. */
export type ProfileUpdate = Partial<z.output<typeof profileUpdateSchema>>;

export const updateProfile = (userId: number, input: ProfileUpdate) =>
  api.patch<PublicUser>(`/api/users/${userId}`, input);

/** The form's fields: a refusal naming one shows under it (the form's setError), not in a toast. */
export const PROFILE_FIELDS = [
  "name",
  "whatsappNumber",
  "malaysianNumber",
  "revolutUsername",
  "paynowProxy",
  "paynowName",
] as const;

/** Saves the profile, then refreshes the current-user and user reads. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => updateProfile(userId, input),
    // The server's message goes into the sentence (spec 8.15): "Failed to update profile: …".
    meta: { errorPrefix: messageRef("account.profile.save_failed"), errorFields: PROFILE_FIELDS },
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.me(), user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    },
  });
}
