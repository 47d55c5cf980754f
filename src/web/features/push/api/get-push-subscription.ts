import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys.ts";
import { currentSubscription } from "../browser-push.ts";

/** Whether this browser is subscribed: the browser knows, not the server. */
export const pushSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.push.subscription(),
    queryFn: async () => (await currentSubscription()) !== null,
  });

export const usePushSubscribed = () => useQuery(pushSubscriptionQueryOptions());
