import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GroupLink } from "../../../../domain/message/message-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

/** The organizer's group invite link, for the ride's members. */
export const useGroupLink = (rideId: number) =>
  useQuery({
    queryKey: queryKeys.rides.groupLink(rideId),
    queryFn: ({ signal }) => api.get<GroupLink>(`/api/rides/${rideId}/groupLink`, { signal }),
  });

/** The organizer sets (or, with null, clears) the group invite link. */
export function useSaveGroupLink(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) =>
      api.put<GroupLink>(`/api/rides/${rideId}/groupLink`, { url }),
    onSuccess: (link) => {
      queryClient.setQueryData(queryKeys.rides.groupLink(rideId), link);
      toast({ title: "ride.communication.group_link.saved" });
    },
  });
}
