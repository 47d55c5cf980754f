import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuickKind } from "../../../../domain/message/message.ts";
import type { RideMessage } from "../../../../domain/message/message-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The newest page of the ride's conversation, oldest first. */
export const messagesQueryOptions = (rideId: number) =>
  queryOptions({
    queryKey: queryKeys.rides.messages(rideId),
    queryFn: ({ signal }) => api.get<RideMessage[]>(`/api/rides/${rideId}/messages`, { signal }),
  });

export const useMessages = (rideId: number) => useQuery(messagesQueryOptions(rideId));

export type MessageInput = { text: string } | { quick: QuickKind; minutes?: number };

/** A member writes to the ride; the conversation is read again. */
export function usePostMessage(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInput) =>
      api.post<RideMessage>(`/api/rides/${rideId}/messages`, input),
    meta: { errorTitle: "ride.chat.not_sent" },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rides.messages(rideId) }),
  });
}
