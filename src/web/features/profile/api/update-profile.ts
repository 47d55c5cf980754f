import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";
import { meQueryKey } from "../../auth/api/get-me.ts";

export interface ProfileUpdate {
  name: string | null;
  whatsappNumber: string | null;
  malaysianNumber: string | null;
  revolutUsername: string | null;
}

export const updateProfile = (userId: number, input: ProfileUpdate) =>
  api.patch<PublicUser>(`/api/users/${userId}`, input);

/** Saves the profile, then refreshes the current-user and user reads. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => updateProfile(userId, input),
    onSuccess: async (user) => {
      queryClient.setQueryData(meQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
}
