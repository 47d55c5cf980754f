import { CalendarClock, MapPin, UserRound, Users } from "lucide-react";
import { Link } from "wouter";
import { formatRideDate } from "../../../../domain/dates.ts";
import {
  cardLocationText,
  directionTitle,
  organizerName,
  remainingSpots,
} from "../../../../domain/ride.ts";
import type { Ride } from "../../../../domain/ride-read.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";

/** The join page's short view of the ride. */
export function RideSummaryCard({ ride }: { ride: Ride }) {
  const remaining = remainingSpots(ride);
  return (
    <Card aria-labelledby="ride-summary-title">
      <CardHeader>
        <CardTitle id="ride-summary-title">{directionTitle(ride.direction)}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-2 text-sm">
          <div className="flex items-center gap-2">
            <dt>
              <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">Date and time</span>
            </dt>
            <dd>
              <time dateTime={ride.date}>{formatRideDate(ride.date)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">Organizer</span>
            </dt>
            <dd>Organized by {organizerName(ride)}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
              <span className="sr-only">Location</span>
            </dt>
            <dd className="whitespace-pre-line">{cardLocationText(ride)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Users aria-hidden="true" className="size-4 text-muted-foreground" />
              <span className="sr-only">Passengers</span>
            </dt>
            <dd>
              {ride.currentPassengers} / {ride.maxPassengers} passengers ·{" "}
              <strong>
                {remaining} {remaining === 1 ? "spot" : "spots"} left
              </strong>
            </dd>
          </div>
        </dl>
        <Link href={`/rides/${ride.id}`} className={buttonClasses("outline", "sm", "w-full")}>
          View Ride Details
        </Link>
      </CardContent>
    </Card>
  );
}
