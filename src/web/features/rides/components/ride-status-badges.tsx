import { Trans, useLingui } from "@lingui/react";
import { Users } from "lucide-react";
import {
  isFull,
  type RideStatus,
  rideBadgeLabel,
  rideStatusLabel,
} from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { Badge, type BadgeVariant } from "../../../components/ui/badge.tsx";

const STATUS_VARIANTS: Record<RideStatus, BadgeVariant> = {
  open: "success",
  assigned: "default",
  completed: "secondary",
  cancelled: "danger",
};

/**
 * Status (Open, Driver Assigned, Completed, Cancelled), seats taken and Full. A full ride is not
 * also called Open: "Full" stands in its place.
 */
export function RideStatusBadges({ ride }: { ride: Ride }) {
  const { i18n } = useLingui();
  const full = isFull(ride);
  return (
    <ul aria-label={i18n._("app.status.list")} className="flex flex-wrap items-center gap-2">
      {full && ride.status === "open" ? null : (
        <li>
          <Badge variant={STATUS_VARIANTS[ride.status]}>{rideStatusLabel(i18n, ride.status)}</Badge>
        </li>
      )}
      <li>
        <Badge variant="outline">
          <Users aria-hidden="true" />
          <Trans
            id="app.status.seats"
            values={{ current: ride.currentPassengers, max: ride.maxPassengers }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </Badge>
      </li>
      {full ? (
        <li>
          <Badge variant="danger">{rideBadgeLabel(i18n, "full")}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
