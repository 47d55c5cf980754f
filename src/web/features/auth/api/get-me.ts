import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { ApiError, api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The signed-in user, or null when nobody is logged in (the server answers 401). */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<PublicUser | null> {
  try {
    return await api.get<PublicUser>("/api/auth/me", { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me(), queryFn: ({ signal }) => getMe({ signal }) });

export const useMe = () => useQuery(meQueryOptions());
