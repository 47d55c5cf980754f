import { CalendarClock, Flag, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { orderedDropoffs } from "../../../../domain/ride/trip-summary.ts";
import { formatRideDate } from "../../../../domain/shared/dates.ts";
import { SectionCard } from "../../../components/ui/card.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { CostBreakdown } from "./cost-breakdown.tsx";

/** One term and its value, directly in the list's group (the icon sits inside the term). */
function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute top-0.5 left-0 [&_svg]:size-4">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium whitespace-pre-line">{children}</dd>
    </div>
  );
}

/**
 * Date and time, where the ride starts and ends, and what it costs. An FC->SG ride's drop-offs
 * come from its passengers in drop-off order when the reader may see them.
 */
export function RideInfoCard({
  ride,
  passengers,
  now,
}: {
  ride: Ride;
  passengers: readonly Passenger[] | null;
  now: Date;
}) {
  const t = useT();
  const locale = useLocale();
  const forestCity = t("ride.info.forest_city");
  const dropoffs = ride.direction === "FC->SG" ? orderedDropoffs(ride, passengers) : [];
  return (
    <SectionCard
      id="ride-information-title"
      title={t("ride.info.title")}
      contentClassName="space-y-5"
    >
      <dl className="space-y-4">
        <Row icon={<CalendarClock aria-hidden="true" />} label={t("ride.info.date")}>
          <time dateTime={ride.date}>{formatRideDate(ride.date, locale)}</time>
        </Row>
        {ride.direction === "SG->FC" ? (
          <>
            <Row icon={<MapPin aria-hidden="true" />} label={t("ride.info.pickup")}>
              {ride.pickupLocation || t("app.card.unknown_location")}
            </Row>
            <Row icon={<Flag aria-hidden="true" />} label={t("ride.info.destination")}>
              {forestCity}
            </Row>
          </>
        ) : (
          <>
            <Row icon={<MapPin aria-hidden="true" />} label={t("ride.info.pickup")}>
              {forestCity}
            </Row>
            <Row icon={<Flag aria-hidden="true" />} label={t("ride.info.dropoffs")}>
              {dropoffs.length === 0 ? (
                t("app.card.unknown_location")
              ) : (
                <ol className="list-inside list-decimal space-y-0.5">
                  {dropoffs.map((stop) => (
                    <li key={stop}>{stop}</li>
                  ))}
                </ol>
              )}
            </Row>
          </>
        )}
      </dl>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">{t("ride.info.cost_breakdown")}</h3>
        <CostBreakdown ride={ride} now={now} />
      </div>
    </SectionCard>
  );
}
