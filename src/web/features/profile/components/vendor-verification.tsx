import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { REGISTRATIONS, type Registration } from "../../../../domain/carriage/carriage.ts";
import {
  LICENCE_NUMBER_MAX_LENGTH,
  LICENCE_TYPES,
  type LicenceType,
  PLATE_MAX_LENGTH,
} from "../../../../domain/rating/licence.ts";
import type { VendorStatus } from "../../../../domain/user/user.ts";
import type { AdminVendor } from "../../../../domain/user/user-schemas.ts";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { SectionCard } from "../../../components/ui/card.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Subsection } from "../../../components/ui/subsection.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/api.ts";
import { useT } from "../../../lib/i18n.ts";
import { useAdminVendors, useSetVendorVerified } from "../api/admin-vendors.ts";

const REGISTRATION_LABELS = {
  SG: "account.vendors.registration_sg",
  MY: "account.vendors.registration_my",
} as const;

const LICENCE_LABELS = {
  cross_border_taxi: "account.vendors.licence_cross_border_taxi",
  licensed_charter: "account.vendors.licence_licensed_charter",
  other: "account.vendors.licence_other",
} as const;

function VendorRow({ vendor, status }: { vendor: AdminVendor; status: VendorStatus }) {
  const t = useT();
  const change = useSetVendorVerified();
  // Pending, or verified before the permit was recorded: the admin records the whole vehicle.
  const verify = status === "pending" || status === "reverify";
  const name = vendor.companyName ?? vendor.discordUsername;
  const driver = vendor.driverDetails;
  const [licenceType, setLicenceType] = useState<LicenceType>("cross_border_taxi");
  const [licenceNumber, setLicenceNumber] = useState("");
  // The form starts from what the vendor said when registering (its car number as the plate).
  const [registration, setRegistration] = useState<Registration>(vendor.registration ?? "SG");
  const [permitExpires, setPermitExpires] = useState(vendor.permitExpires ?? "");
  const [plate, setPlate] = useState(
    vendor.plate ?? driver?.carNumber.slice(0, PLATE_MAX_LENGTH) ?? "",
  );
  const crossBorder = licenceType !== "other";
  const licence = {
    licenceType,
    licenceNumber: licenceNumber.trim(),
    ...(crossBorder ? { registration, permitExpires, plate: plate.trim() } : {}),
  };
  const incomplete =
    licence.licenceNumber === "" || (crossBorder && (permitExpires === "" || plate.trim() === ""));
  return (
    <li className="space-y-2 rounded-lg border border-border p-3">
      <p id={`vendor-${vendor.id}-name`} className="font-medium">
        {name} <span className="text-sm text-muted-foreground">@{vendor.discordUsername}</span>
      </p>
      {driver ? (
        <p className="text-sm text-muted-foreground">
          {t("account.vendors.driver", {
            name: driver.name,
            contact: driver.contact,
            carNumber: driver.carNumber,
          })}
        </p>
      ) : null}
      {verify ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <SelectField
            id={`vendor-${vendor.id}-licence-type`}
            label={t("account.vendors.licence_type")}
            options={LICENCE_TYPES.map((type) => ({
              value: type,
              label: t(LICENCE_LABELS[type]),
            }))}
            value={licenceType}
            onChange={(event) => setLicenceType(event.target.value as LicenceType)}
          />
          <TextField
            id={`vendor-${vendor.id}-licence-number`}
            label={t("account.vendors.licence_number")}
            maxLength={LICENCE_NUMBER_MAX_LENGTH}
            value={licenceNumber}
            onChange={(event) => setLicenceNumber(event.target.value)}
          />
          {crossBorder ? (
            <>
              <SelectField
                id={`vendor-${vendor.id}-registration`}
                label={t("account.vendors.registration")}
                options={REGISTRATIONS.map((value) => ({
                  value,
                  label: t(REGISTRATION_LABELS[value]),
                }))}
                value={registration}
                onChange={(event) => setRegistration(event.target.value as Registration)}
              />
              <TextField
                id={`vendor-${vendor.id}-permit-expires`}
                label={t("account.vendors.permit_expires")}
                type="date"
                value={permitExpires}
                onChange={(event) => setPermitExpires(event.target.value)}
              />
              <TextField
                id={`vendor-${vendor.id}-plate`}
                label={t("account.vendors.plate")}
                maxLength={PLATE_MAX_LENGTH}
                value={plate}
                onChange={(event) => setPlate(event.target.value)}
              />
            </>
          ) : null}
        </div>
      ) : vendor.licenceType ? (
        <p className="text-sm text-muted-foreground">
          {t("account.vendors.licence", {
            type: t(LICENCE_LABELS[vendor.licenceType]),
            number: vendor.licenceNumber ?? "—",
          })}
        </p>
      ) : null}
      <ConfirmButton
        label={verify ? t("account.vendors.verify") : t("account.vendors.revoke")}
        confirmLabel={
          verify
            ? t("account.vendors.verify_confirm", { name })
            : t("account.vendors.revoke_confirm", { name })
        }
        variant={verify ? "primary" : "destructive"}
        consequence={
          verify
            ? t("account.vendors.verify_consequence", { name })
            : t("account.vendors.revoke_consequence", { name })
        }
        pending={change.isPending}
        disabled={verify && incomplete}
        describedBy={`vendor-${vendor.id}-name`}
        onConfirm={() => change.mutate({ id: vendor.id, licence: verify ? licence : null })}
      />
    </li>
  );
}

function VendorList({ status, title }: { status: VendorStatus; title: string }) {
  const t = useT();
  const vendors = useAdminVendors(status);
  return (
    <Subsection id={`vendors-${status}`} title={title} className="space-y-2">
      {vendors.isPending ? (
        <p className="text-sm text-muted-foreground">{t("account.vendors.loading")}</p>
      ) : vendors.isError ? (
        <p className="text-sm text-destructive">{errorText(vendors.error)}</p>
      ) : vendors.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("account.vendors.none")}</p>
      ) : (
        <ul className="space-y-2">
          {vendors.data.map((vendor) => (
            <VendorRow key={vendor.id} vendor={vendor} status={status} />
          ))}
        </ul>
      )}
    </Subsection>
  );
}

/** Shown to admins only: vendors waiting for verification, and verified ones to revoke. */
export function VendorVerification() {
  const t = useT();
  return (
    <SectionCard
      id="vendor-verification-title"
      title={t("account.vendors.title")}
      icon={<BadgeCheck aria-hidden="true" className="size-5 text-primary" />}
      description={t("account.vendors.text")}
      contentClassName="space-y-6"
    >
      <VendorList status="pending" title={t("account.vendors.pending")} />
      <VendorList status="reverify" title={t("account.vendors.reverify")} />
      <VendorList status="verified" title={t("account.vendors.verified")} />
    </SectionCard>
  );
}
