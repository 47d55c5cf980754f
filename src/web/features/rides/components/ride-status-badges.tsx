import { Users } from "lucide-react";
import { isFull, RIDE_STATUS_LABELS, type RideStatus } from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { Badge, type BadgeVariant } from "../../../components/ui/badge.tsx";

const STATUS_VARIANTS: Record<RideStatus, BadgeVariant> = {
  open: "success",
  assigned: "default",
  completed: "secondary",
  cancelled: "danger",
};

/** Status (Open, Driver Assigned, Completed, Cancelled), seats taken and Full. */
export function RideStatusBadges({ ride }: { ride: Ride }) {
  return (
    <ul aria-label="Ride status" className="flex flex-wrap items-center gap-2">
      <li>
        <Badge variant={STATUS_VARIANTS[ride.status]}>{RIDE_STATUS_LABELS[ride.status]}</Badge>
      </li>
      <li>
        <Badge variant="outline">
          <Users aria-hidden="true" />
          {ride.currentPassengers}/{ride.maxPassengers}
          <span className="sr-only"> passengers</span>
        </Badge>
      </li>
      {isFull(ride) ? (
        <li>
          <Badge variant="danger">Full</Badge>
        </li>
      ) : null}
    </ul>
  );
}
