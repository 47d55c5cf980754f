import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { QuickKind } from "../../../../domain/message/message.ts";
import type { RideMessage } from "../../../../domain/message/message-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

/** The newest page of the ride's conversation, oldest first. */
export const messagesQueryOptions = (rideId: number) =>
  queryOptions({
    queryKey: queryKeys.rides.messages(rideId),
    queryFn: ({ signal }) => api.get<RideMessage[]>(`/api/rides/${rideId}/messages`, { signal }),
  });

/** Reading the conversation clears its unread count (the server marks it read): My Rides is stale. */
export function useMessages(rideId: number) {
  const queryClient = useQueryClient();
  const messages = useQuery(messagesQueryOptions(rideId));
  const newest = messages.data?.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined)
      void queryClient.invalidateQueries({ queryKey: queryKeys.rides.unread() });
  }, [newest, queryClient]);
  return messages;
}

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

/** The organizer removes a message; the conversation is read again. */
export function useRemoveMessage(rideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      api.delete<{ message: string }>(`/api/rides/${rideId}/messages/${messageId}`),
    onSuccess: () => toast({ title: "ride.chat.removed" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rides.messages(rideId) }),
  });
}

/** A member reports a message to the admins. */
export function useReportMessage(rideId: number) {
  return useMutation({
    mutationFn: (messageId: number) =>
      api.post<{ message: string }>(`/api/rides/${rideId}/messages/${messageId}/report`),
    onSuccess: () => toast({ title: "ride.chat.reported" }),
  });
}
