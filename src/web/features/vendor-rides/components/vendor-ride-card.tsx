import { useLingui } from "@lingui/react";
import { clsx } from "clsx";
import { CalendarClock, MapPin, Star, UserRound, Users, Wallet } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Link } from "wouter";
import { additionalStopsText, formatMoney, rideCostCents } from "../../../../domain/ride/price.ts";
import {
  cardLocationText,
  directionTitle,
  isPast,
  organizerName,
  type RideStatus,
  rideStatusLabel,
} from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { formatRideDate } from "../../../../domain/shared/dates.ts";
import { Badge, type BadgeVariant } from "../../../components/ui/badge.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";

const STATUS_VARIANTS: Record<RideStatus, BadgeVariant> = {
  open: "default",
  assigned: "success",
  completed: "secondary",
  cancelled: "danger",
};

interface VendorRideCardProps {
  ride: Ride;
  now: Date;
  /** The ride the page was opened for (?rideId=) or just assigned: ringed and labelled. */
  highlighted?: boolean;
  action?: ReactNode;
  ref?: Ref<HTMLElement>;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="pt-0.5 text-muted-foreground">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** A ride on the vendor dashboard: when, where, how many, what it pays, and its action. */
export function VendorRideCard({
  ride,
  now,
  highlighted = false,
  action,
  ref,
}: VendorRideCardProps) {
  const { i18n } = useLingui();
  const t = useT();
  const locale = useLocale();
  const titleId = `vendor-ride-${ride.id}-title`;
  const past = isPast(ride, now);
  const stops = additionalStopsText(i18n, ride);
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-ride-id={ride.id}
      data-highlighted={highlighted || undefined}
      className={clsx(
        "flex h-full flex-col rounded-xl border outline-none",
        highlighted
          ? "border-primary ring-2 ring-primary ring-offset-2 ring-offset-background"
          : "border-border",
        // A past ride is dimmed by colour, not opacity, so its text stays readable.
        past && !highlighted
          ? "border-dashed bg-muted text-muted-foreground"
          : "bg-card text-card-foreground shadow-sm",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2 p-4 pb-2">
        <h2 id={titleId} className="text-base leading-snug font-semibold">
          <Link
            href={`/rides/${ride.id}`}
            className="inline-block rounded-sm py-0.5 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {directionTitle(i18n, ride.direction)}
          </Link>
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {highlighted ? (
            <Badge variant="warning">
              <Star aria-hidden="true" />
              {t("vendor.card.selected")}
            </Badge>
          ) : null}
          {past ? <Badge variant="outline">{t("vendor.card.past")}</Badge> : null}
          <Badge variant={STATUS_VARIANTS[ride.status]}>{rideStatusLabel(i18n, ride.status)}</Badge>
        </div>
      </div>
      <dl className="flex-1 space-y-1.5 px-4 pb-4 text-sm [&_svg]:size-4">
        <Fact icon={<CalendarClock aria-hidden="true" />} label={t("vendor.card.date")}>
          <time dateTime={ride.date}>{formatRideDate(ride.date, locale)}</time>
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" />} label={t("vendor.card.location")}>
          <span className="line-clamp-2 whitespace-pre-line">{cardLocationText(i18n, ride)}</span>
        </Fact>
        <Fact icon={<Users aria-hidden="true" />} label={t("vendor.card.passengers")}>
          {t("vendor.card.passenger_count", {
            current: ride.currentPassengers,
            max: ride.maxPassengers,
          })}
        </Fact>
        <Fact icon={<Wallet aria-hidden="true" />} label={t("vendor.card.fare")}>
          <span className="font-medium">
            {t("vendor.card.total_fare", { amount: formatMoney(rideCostCents(ride).total) })}
          </span>
          {stops ? <span className="block text-xs text-muted-foreground">{stops}</span> : null}
        </Fact>
        <Fact icon={<UserRound aria-hidden="true" />} label={t("vendor.card.organizer")}>
          {t("vendor.card.organized_by", { name: organizerName(i18n, ride) })}
        </Fact>
      </dl>
      {action ? (
        <div className="flex flex-wrap gap-2 border-t border-border px-4 py-3">{action}</div>
      ) : null}
    </article>
  );
}
