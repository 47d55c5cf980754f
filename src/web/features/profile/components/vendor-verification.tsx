import { BadgeCheck } from "lucide-react";
import type { VendorStatus } from "../../../../domain/user/user.ts";
import type { AdminVendor } from "../../../../domain/user/user-schemas.ts";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { errorText } from "../../../lib/api.ts";
import { useAdminVendors, useSetVendorVerified } from "../api/admin-vendors.ts";

function VendorRow({ vendor, status }: { vendor: AdminVendor; status: VendorStatus }) {
  const change = useSetVendorVerified();
  const verify = status === "pending";
  const name = vendor.companyName ?? vendor.discordUsername;
  const driver = vendor.driverDetails;
  return (
    <li className="space-y-2 rounded-lg border border-border p-3">
      <p id={`vendor-${vendor.id}-name`} className="font-medium">
        {name} <span className="text-sm text-muted-foreground">@{vendor.discordUsername}</span>
      </p>
      {driver ? (
        <p className="text-sm text-muted-foreground">
          Driver {driver.name} · {driver.contact} · Car {driver.carNumber}
        </p>
      ) : null}
      <ConfirmButton
        label={verify ? "Verify" : "Revoke"}
        confirmLabel={verify ? `Yes, verify ${name}` : `Yes, revoke ${name}`}
        variant={verify ? "primary" : "destructive"}
        consequence={
          verify
            ? `${name} will be able to take open rides and see the contacts of the passengers on them.`
            : `${name} will no longer be able to take rides or see passengers' contacts. Rides it already drives stay assigned until you unassign them.`
        }
        pending={change.isPending}
        describedBy={`vendor-${vendor.id}-name`}
        onConfirm={() => change.mutate({ id: vendor.id, verify })}
      />
    </li>
  );
}

function VendorList({ status, title }: { status: VendorStatus; title: string }) {
  const vendors = useAdminVendors(status);
  return (
    <section aria-labelledby={`vendors-${status}`} className="space-y-2">
      <h3 id={`vendors-${status}`} className="font-semibold">
        {title}
      </h3>
      {vendors.isPending ? (
        <p className="text-sm text-muted-foreground">Loading vendors...</p>
      ) : vendors.isError ? (
        <p className="text-sm text-destructive">{errorText(vendors.error)}</p>
      ) : vendors.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">None.</p>
      ) : (
        <ul className="space-y-2">
          {vendors.data.map((vendor) => (
            <VendorRow key={vendor.id} vendor={vendor} status={status} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Shown to admins only: vendors waiting for verification, and verified ones to revoke. */
export function VendorVerification() {
  return (
    <SectionCard
      id="vendor-verification-title"
      title="Vendors"
      icon={<BadgeCheck aria-hidden="true" className="size-5 text-primary" />}
      description="A vendor takes rides and sees passengers' contacts only once you verify it."
      contentClassName="space-y-6"
    >
      <VendorList status="pending" title="Waiting for verification" />
      <VendorList status="verified" title="Verified" />
    </SectionCard>
  );
}
