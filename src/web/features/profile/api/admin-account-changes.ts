import { useQuery } from "@tanstack/react-query";
import type { AccountChange } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The newest admins' edits of other people's accounts (the first page: the latest 50). */
export const useAdminAccountChanges = () =>
  useQuery({
    queryKey: queryKeys.adminAccountChanges(),
    queryFn: ({ signal }) =>
      api.get<AccountChange[]>("/api/admin/account-changes?limit=50", { signal }),
  });
