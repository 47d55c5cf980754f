import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { permitLapsesBefore } from "../../../../domain/carriage/carriage.ts";
import {
  CARRIER_LABELS,
  type Carrier,
  carrierText,
  REGISTRATION_LABELS,
} from "../../../../domain/carriage/carrier.ts";
import type { RideVendor } from "../../../../domain/ride/ride-schemas.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useT } from "../../../lib/i18n.ts";

const LICENCE_LABELS = {
  cross_border_taxi: "ride.driver.licence_cross_border_taxi",
  licensed_charter: "ride.driver.licence_licensed_charter",
  other: "ride.driver.licence_other",
} as const;

/** Who carries the riders before a vendor takes the ride (issue 37): nobody licensed yet. */
export function NoLicensedCar() {
  const t = useT();
  return (
    <Card aria-labelledby="no-licensed-car-title" data-testid="no-licensed-car">
      <CardHeader>
        <CardTitle id="no-licensed-car-title">{t("app.carrier.none_yet")}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        {t("ride.driver.none_yet_text")}
      </CardContent>
    </Card>
  );
}

/** Who carries the riders, for a reader who is not one of the ride's people: no plate, no driver. */
export function CarrierCard({ carrier }: { carrier: Carrier }) {
  const { i18n } = useLingui();
  const t = useT();
  return (
    <Card aria-labelledby="carrier-title" data-testid="carrier">
      <CardHeader>
        <CardTitle id="carrier-title">{t("app.carrier.label")}</CardTitle>
      </CardHeader>
      <CardContent className="font-semibold">{carrierText(i18n, carrier)}</CardContent>
    </Card>
  );
}

/**
 * The driver who took the ride, with the licence an admin recorded; the API gives it only to the
 * ride's passengers and vendor. `children` (the driver's ratings) follow the details.
 */
export function VendorCard({
  vendor,
  rideDate,
  children,
}: {
  vendor: RideVendor;
  /** The ride's departure: a permit ending before its day is shown as such (issue 37). */
  rideDate: string;
  children?: ReactNode;
}) {
  const t = useT();
  const driver = vendor.driverDetails;
  const contact = driver?.contact?.trim();
  const carried =
    vendor.licenceType && vendor.licenceType !== "other"
      ? CARRIER_LABELS[vendor.licenceType]
      : null;
  const lapses =
    vendor.permitExpires != null &&
    permitLapsesBefore(
      {
        licenceType: vendor.licenceType ?? null,
        registration: null,
        permitExpires: vendor.permitExpires,
      },
      rideDate,
    );
  return (
    <Card aria-labelledby="assigned-driver-title">
      <CardHeader>
        <CardTitle id="assigned-driver-title">{t("ride.driver.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {carried ? (
          <p className="font-semibold" data-testid="carried-by">
            {t(carried)}
          </p>
        ) : null}
        {lapses ? (
          <p role="alert" className="text-sm text-destructive">
            {t("ride.driver.permit_lapses", { date: vendor.permitExpires ?? "" })}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("ride.driver.company")}</dt>
          <dd className="font-medium">{vendor.companyName || "—"}</dd>
          <dt className="text-muted-foreground">{t("ride.driver.licence")}</dt>
          <dd className="font-medium" data-testid="driver-licence">
            {vendor.licenceType ? t(LICENCE_LABELS[vendor.licenceType]) : "—"}
          </dd>
          {vendor.registration ? (
            <>
              <dt className="text-muted-foreground">{t("ride.driver.registration")}</dt>
              <dd className="font-medium" data-testid="driver-registration">
                {t(REGISTRATION_LABELS[vendor.registration])}
              </dd>
            </>
          ) : null}
          {vendor.plate ? (
            <>
              <dt className="text-muted-foreground">{t("ride.driver.plate")}</dt>
              <dd className="font-medium" data-testid="driver-plate">
                {vendor.plate}
              </dd>
            </>
          ) : null}
          {vendor.permitExpires ? (
            <>
              <dt className="text-muted-foreground">{t("ride.driver.permit_until")}</dt>
              <dd className="font-medium" data-testid="driver-permit">
                {vendor.permitExpires}
              </dd>
            </>
          ) : null}
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
