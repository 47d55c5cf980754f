import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VerifyVendorBody } from "../../../../domain/rating/rating-schemas.ts";
import type { VendorStatus } from "../../../../domain/user/user.ts";
import type { AdminVendor } from "../../../../domain/user/user-schemas.ts";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

/** Every vendor account of one standing, page after page (an admin acts on each). */
export const getAdminVendors = (status: VendorStatus, { signal }: { signal?: AbortSignal } = {}) =>
  api.getAllPages<AdminVendor>(`/api/admin/vendors?status=${status}&limit=100`, { signal });

export const adminVendorsQueryOptions = (status: VendorStatus) =>
  queryOptions({
    queryKey: queryKeys.adminVendors(status),
    queryFn: ({ signal }) => getAdminVendors(status, { signal }),
  });

export const useAdminVendors = (status: VendorStatus) => useQuery(adminVendorsQueryOptions(status));

/**
 * Verify or revoke a vendor; both lists refresh either way. The toast is the hook's: the row that
 * asked moves to the other list and unmounts before a call-site callback would run.
 */
export function useSetVendorVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, licence }: { id: number; licence: VerifyVendorBody | null }) =>
      licence
        ? api.post<AdminVendor>(`/api/admin/vendors/${id}/verify`, licence)
        : api.post<AdminVendor>(`/api/admin/vendors/${id}/revoke`),
    meta: { errorTitle: "account.vendors.change_failed" },
    onSuccess: (vendor, { licence }) =>
      toast({
        title: licence ? "account.vendors.verified_toast" : "account.vendors.revoked_toast",
        description: vendor.companyName ?? vendor.discordUsername,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminVendors() }),
  });
}
