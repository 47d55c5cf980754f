import { useLingui } from "@lingui/react";
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
import { RideDetailRow } from "./ride-detail-row.tsx";

/** The join page's short view of the ride. */
export function RideSummaryCard({ ride }: { ride: Ride }) {
  const { i18n } = useLingui();
  const remaining = remainingSpots(ride);
  return (
    <Card aria-labelledby="ride-summary-title">
      <CardHeader>
        <CardTitle id="ride-summary-title">{directionTitle(i18n, ride.direction)}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-2 text-sm">
          <RideDetailRow icon={CalendarClock} label="Date and time">
            <time dateTime={ride.date}>{formatRideDate(ride.date)}</time>
          </RideDetailRow>
          <RideDetailRow icon={UserRound} label="Organizer">
            Organized by {organizerName(i18n, ride)}
          </RideDetailRow>
          <RideDetailRow
            icon={MapPin}
            label="Location"
            multiline
            valueClassName="whitespace-pre-line"
          >
            {cardLocationText(i18n, ride)}
          </RideDetailRow>
          <RideDetailRow icon={Users} label="Passengers">
            {ride.currentPassengers} / {ride.maxPassengers} passengers ·{" "}
            <strong>
              {remaining} {remaining === 1 ? "spot" : "spots"} left
            </strong>
          </RideDetailRow>
        </dl>
        <Link href={`/rides/${ride.id}`} className={buttonClasses("outline", "sm", "w-full")}>
          View Ride Details
        </Link>
      </CardContent>
    </Card>
  );
}
