import type { ReactNode } from "react";
import type { RideVendor } from "../../../../domain/ride/ride-schemas.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useT } from "../../../lib/i18n.ts";

const LICENCE_LABELS = {
  cross_border_taxi: "ride.driver.licence_cross_border_taxi",
  licensed_charter: "ride.driver.licence_licensed_charter",
  other: "ride.driver.licence_other",
} as const;

/**
 * The driver who took the ride, with the licence an admin recorded; the API gives it only to the
 * ride's passengers and vendor. `children` (the driver's ratings) follow the details.
 */
export function VendorCard({ vendor, children }: { vendor: RideVendor; children?: ReactNode }) {
  const t = useT();
  const driver = vendor.driverDetails;
  const contact = driver?.contact?.trim();
  return (
    <Card aria-labelledby="assigned-driver-title">
      <CardHeader>
        <CardTitle id="assigned-driver-title">{t("ride.driver.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("ride.driver.company")}</dt>
          <dd className="font-medium">{vendor.companyName || "—"}</dd>
          <dt className="text-muted-foreground">{t("ride.driver.licence")}</dt>
          <dd className="font-medium" data-testid="driver-licence">
            {vendor.licenceType ? t(LICENCE_LABELS[vendor.licenceType]) : "—"}
          </dd>
          <dt className="text-muted-foreground">{t("ride.driver.driver")}</dt>
          <dd className="font-medium">{driver?.name || "—"}</dd>
          <dt className="text-muted-foreground">{t("ride.driver.contact")}</dt>
          <dd className="font-medium">
            {contact ? (
              <a
                href={`tel:${contact.replace(/[^\d+]/g, "")}`}
                className="text-primary underline underline-offset-2"
              >
                {contact}
              </a>
            ) : (
              "—"
            )}
          </dd>
          <dt className="text-muted-foreground">{t("ride.driver.car_number")}</dt>
          <dd className="font-medium">{driver?.carNumber || "—"}</dd>
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
