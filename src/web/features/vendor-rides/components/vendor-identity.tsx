import { Trans } from "@lingui/react";
import { CarFront } from "lucide-react";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { useT } from "../../../lib/i18n.ts";

/** Who the vendor is, as riders see it: company, driver, contact and car. */
export function VendorIdentity({ user }: { user: PublicUser }) {
  const t = useT();
  const driver = user.driverDetails;
  const parts = [
    user.companyName,
    driver?.name && t("vendor.identity.driver", { name: driver.name }),
    driver?.contact,
    driver?.carNumber && t("vendor.identity.car", { carNumber: driver.carNumber }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <CarFront aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <Trans
          id="vendor.identity"
          values={{ details: parts.join(" · ") }}
          components={{ 0: <span className="text-foreground" /> }}
        />
      </span>
    </p>
  );
}
