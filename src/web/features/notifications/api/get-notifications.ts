import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { NotificationPage } from "../../../../domain/notification/notification-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const PAGE_SIZE = 20;

export interface InboxPage extends NotificationPage {
  nextCursor: string | null;
}

/** One page of the reader's notifications, newest first; the next page named by X-Next-Cursor. */
export async function getNotifications(
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InboxPage> {
  const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
  const { data, headers } = await api.getWithHeaders<NotificationPage>(
    `/api/notifications?limit=${PAGE_SIZE}${query}`,
    { signal },
  );
  return { ...data, nextCursor: headers.get("X-Next-Cursor") };
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
