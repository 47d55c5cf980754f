import { CarTaxiFront, ShieldAlert } from "lucide-react";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { useT } from "../../../lib/i18n.ts";
import { useOwnCarReport, useReportCar } from "../api/car-report.ts";

/**
 * The car the ride page shows, for a rider on the day (issue 37), and "This isn't the car shown":
 * asked first, it tells the organizer and the admins; once reported, it says so.
 */
export function CarReport({ rideId, plate }: { rideId: number; plate: string }) {
  const t = useT();
  const own = useOwnCarReport(rideId);
  const report = useReportCar(rideId);
  const titleId = `car-report-${rideId}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-2 rounded-lg border border-border p-3 text-sm"
      data-testid="car-report"
    >
      <p id={titleId} className="flex items-center gap-2 font-semibold">
        <CarTaxiFront aria-hidden="true" className="size-4 shrink-0" />
        {t("ride.plan.your_car", { plate })}
      </p>
      {own.data?.reportedAt ? (
        <p role="status" className="flex items-start gap-2 text-muted-foreground">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("ride.plan.car_reported")}
        </p>
      ) : own.isSuccess ? (
        <ConfirmButton
          label={t("ride.plan.not_the_car")}
          confirmLabel={t("ride.plan.not_the_car_confirm")}
          consequence={t("ride.plan.not_the_car_consequence", { plate })}
          variant="destructive"
          pending={report.isPending}
          describedBy={titleId}
          onConfirm={() => report.mutate()}
        />
      ) : null}
    </section>
  );
}
