import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PushPreferences } from "../../../../domain/notification/push-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const getPushPreferences = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<PushPreferences>("/api/push/preferences", { signal });

export const pushPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.push.preferences(),
    queryFn: ({ signal }) => getPushPreferences({ signal }),
  });

export const usePushPreferences = () => useQuery(pushPreferencesQueryOptions());
