import { useQuery } from "@tanstack/react-query";
import type { NotificationPage } from "../../../../domain/notification/notification-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The reader's unread count: it comes with any page of the inbox, so the smallest one. */
export const getUnreadCount = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get<NotificationPage>("/api/notifications?limit=1", { signal })).unread;

export const useUnreadCount = () =>
  useQuery({ queryKey: queryKeys.notifications.unread(), queryFn: getUnreadCount });
