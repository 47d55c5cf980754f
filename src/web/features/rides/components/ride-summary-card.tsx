import { Trans, useLingui } from "@lingui/react";
import { CalendarClock, MapPin, UserRound, Users } from "lucide-react";
import { Link } from "wouter";
import {
  cardLocationText,
  directionTitle,
  organizerName,
  remainingSpots,
} from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { formatRideDate } from "../../../../domain/shared/dates.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { RideDetailRow } from "./ride-detail-row.tsx";

/** The join page's short view of the ride. */
export function RideSummaryCard({ ride }: { ride: Ride }) {
  const { i18n } = useLingui();
  const _remaining = remainingSpots(ride);
  const t = useT();
  const locale = useLocale();
  return (
    <Card aria-labelledby="ride-summary-title">
      <CardHeader>
        <CardTitle id="ride-summary-title">{directionTitle(i18n, ride.direction)}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-2 text-sm">
          <RideDetailRow icon={CalendarClock} label={t("ride.join_summary.date")}>
            <time dateTime={ride.date}>{formatRideDate(ride.date, locale)}</time>
          </RideDetailRow>
          <RideDetailRow icon={UserRound} label={t("ride.join_summary.organizer")}>
            {t("ride.join_summary.organized_by", { name: organizerName(i18n, ride) })}
          </RideDetailRow>
          <RideDetailRow
            icon={MapPin}
            label={t("ride.join_summary.location")}
            multiline
            valueClassName="whitespace-pre-line"
          >
            {cardLocationText(i18n, ride)}
          </RideDetailRow>
          <RideDetailRow icon={Users} label={t("ride.passengers.title")}>
            <Trans
              id="ride.join_summary.seats"
              values={{
                current: ride.currentPassengers,
                max: ride.maxPassengers,
                remaining: remainingSpots(ride),
              }}
              components={{ 0: <strong /> }}
            />
          </RideDetailRow>
        </dl>
        <Link href={`/rides/${ride.id}`} className={buttonClasses("outline", "sm", "w-full")}>
          {t("ride.join_summary.view_details")}
        </Link>
      </CardContent>
    </Card>
  );
}
