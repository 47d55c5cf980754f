import { useQuery } from "@tanstack/react-query";
import type { MessageReport } from "../../../../domain/message/message-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Admins only: the members' reports of ride messages, newest first. */
export const useMessageReports = () =>
  useQuery({
    queryKey: queryKeys.adminMessageReports(),
    queryFn: ({ signal }) => api.get<MessageReport[]>("/api/admin/message-reports", { signal }),
  });
