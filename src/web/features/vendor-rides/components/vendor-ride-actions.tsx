import { Check, Info } from "lucide-react";
import { Link } from "wouter";
import { decideAssign, decideRelease } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import type { PublicUser } from "../../../../domain/user/user-schemas.ts";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { carriageReason } from "../carriage-reason.ts";
import type { useVendorDashboard } from "../use-vendor-dashboard.ts";

interface ActionsProps {
  ride: Ride;
  user: PublicUser;
  now: Date;
  dashboard: ReturnType<typeof useVendorDashboard>;
}

/** Under a ride of My Rides: assigned to you, its details, and Release while it may be. */
export function AssignedRideActions({ ride, user, now, dashboard }: ActionsProps) {
  const t = useT();
  const { release } = dashboard;
  return (
    <>
      {ride.status === "assigned" ? (
        <span className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-primary">
          <Check aria-hidden="true" className="size-4" />
          {t("vendor.assigned_to_you")}
        </span>
      ) : null}
      <Link href={`/rides/${ride.id}`} className={buttonClasses("outline", "sm", "ml-auto")}>
        {t("vendor.view_details")}
      </Link>
      {decideRelease(ride, user, now).ok ? (
        <ConfirmButton
          label={t("vendor.release")}
          confirmLabel={t("vendor.release.confirm")}
          consequence={t("vendor.release.consequence")}
          pending={release.isPending && release.variables === ride.id}
          describedBy={`vendor-ride-${ride.id}-title`}
          onConfirm={() => dashboard.giveBack(ride)}
        />
      ) : null}
    </>
  );
}

/** Under an open ride: its details, and Assign to me, or why the vendor's licence may not. */
export function OpenRideActions({ ride, user, now, dashboard }: ActionsProps) {
  const t = useT();
  const locale = useLocale();
  const { assign, crossingRules } = dashboard;
  const pending = assign.isPending && assign.variables === ride.id;
  // A ride the vendor's licence may not take shows why instead of the button.
  const reason =
    user.vendorVerified && user.vehicle && crossingRules.data
      ? carriageReason(ride, user.vehicle, crossingRules.data.rules, locale)
      : null;
  return (
    <>
      <Link href={`/rides/${ride.id}`} className={buttonClasses("outline", "sm", "flex-1")}>
        {t("vendor.view_details")}
      </Link>
      {reason ? (
        <p
          data-testid="carriage-reason"
          className="flex basis-full items-start gap-2 text-sm text-muted-foreground"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t(reason.id, reason.values)}</span>
        </p>
      ) : (
        <ConfirmDialog
          trigger={
            <Button
              size="sm"
              className="flex-1"
              disabled={assign.isPending || !decideAssign(ride, user, now).ok}
              aria-describedby={`vendor-ride-${ride.id}-title`}
            >
              {pending ? t("vendor.assigning") : t("vendor.assign")}
            </Button>
          }
          title={t("vendor.assign.confirm_title")}
          description={t("vendor.assign.confirm_text", dashboard.rideValues(ride))}
          confirmLabel={t("vendor.assign")}
          onConfirm={() => dashboard.take(ride)}
        />
      )}
    </>
  );
}
