import { useLingui } from "@lingui/react";
import { Link } from "wouter";
import { directionTitle } from "../../../../domain/ride/ride.ts";
import { formatRideDate, formatShortRideDate } from "../../../../domain/shared/dates.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useMarkReportHandled, useReportedRides } from "../api/admin-car-reports.ts";

/**
 * "Reported rides" in Admin Tools (issue 37): each rider's report that the car that came was not
 * the one shown, with the ride, the reporter, the plate shown and when; marked dealt with, it
 * leaves the list.
 */
export function ReportedRides() {
  const t = useT();
  const { i18n } = useLingui();
  const locale = useLocale();
  const reports = useReportedRides();
  const handled = useMarkReportHandled();

  if (!reports.data?.length) {
    return <p className="text-sm text-muted-foreground">{t("account.admin.no_reported_rides")}</p>;
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label={t("account.admin.reported_rides")}>
      {reports.data.map((report) => {
        const ride = `${directionTitle(i18n, report.direction)}, ${formatShortRideDate(report.date, locale)}`;
        return (
          <li key={report.id} className="space-y-2 p-3 text-sm" data-testid="reported-ride">
            <p className="font-medium">
              {t("account.admin.reported_ride", {
                ride,
                reporter: report.reporter.name,
                plate: report.plate ?? "—",
              })}
            </p>
            <p className="text-muted-foreground">
              {t("account.admin.reported_at", { time: formatRideDate(report.createdAt, locale) })}
              {report.vendorName ? ` · ${report.vendorName}` : null}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <Link
                href={`/rides/${report.rideId}`}
                className="text-primary underline underline-offset-2"
              >
                {t("account.admin.open_ride")}
              </Link>
              <Button
                size="sm"
                variant="outline"
                disabled={handled.isPending}
                onClick={() => handled.mutate(report.id)}
              >
                {t("account.admin.mark_handled")}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
