import { useQuery } from "@tanstack/react-query";
import type { UnreadMessages } from "../../../../domain/message/message-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** How many messages the reader has not read, per ride of theirs. */
export const useUnreadMessages = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.rides.unread(),
    queryFn: ({ signal }) => api.get<UnreadMessages>("/api/messages/unread", { signal }),
    enabled,
  });
