import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { PublicUser, profileUpdateSchema } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const updateProfile = (userId: number, input: ProfileUpdate) =>
  api.patch<PublicUser>(`/api/users/${userId}`, input);

/** Saves the profile, then refreshes the current-user and user reads. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => updateProfile(userId, input),
    meta: { errorPrefix: "account.profile.save_failed" },
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.me(), user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    },
  });
}
