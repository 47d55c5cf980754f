import { useLingui } from "@lingui/react";
import { CalendarClock, CarTaxiFront, MapPin, ReceiptText, UserRound, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { carrierText } from "../../../../domain/carriage/carrier.ts";
import { additionalStopsText, readerShare, shareTexts } from "../../../../domain/ride/price.ts";
import {
  cardLocationText,
  directionTitle,
  organizerName,
  type RideBadge,
  rideBadge,
  rideBadgeLabel,
} from "../../../../domain/ride/ride.ts";
import type { Ride } from "../../../../domain/ride/ride-schemas.ts";
import { formatRideDate } from "../../../../domain/shared/dates.ts";
import { Badge, type BadgeVariant } from "../../../components/ui/badge.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useLocale } from "../../../lib/i18n.ts";
import { RideDetailRow } from "./ride-detail-row.tsx";

const BADGE_VARIANTS: Record<RideBadge, BadgeVariant> = {
  cancelled: "danger",
  past: "outline",
  full: "danger",
  yours: "success",
  joined: "success",
  join: "default",
  open: "outline",
};

/**
 * One ride in a list (spec 'Ride card'); `actions` are the buttons along its bottom. An article,
 * not a landmark: a list of rides would otherwise fill the landmark list with look-alikes.
 * `listId` keeps the title's id unique when a ride shows in more than one list; `headingLevel`
 * follows the heading the list sits under.
 */
export function RideCard({
  ride,
  userId,
  now,
  actions,
  listId,
  headingLevel = 2,
  isVendor = false,
}: {
  ride: Ride;
  userId: number | null;
  /** A vendor cannot join: their badge says Open where a rider's says Join. */
  isVendor?: boolean;
  now: Date;
  actions?: ReactNode;
  listId: string;
  headingLevel?: 2 | 3;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const badge = rideBadge(ride, userId, now, isVendor);
  const titleId = `${listId}-ride-${ride.id}-title`;
  const stops = additionalStopsText(i18n, ride);
  // The reader's own figure, as their ride page, share text and payment panel show it.
  const share = readerShare(ride, now);
  const price = share && shareTexts(i18n, share);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // A past ride the reader rode on keeps its receipt a tap away (issue 38).
  const receipt = badge === "past" && ride.party !== null;
  // Who carries the riders (issue 37): said on every ride still to come, and on a past one it had.
  const carrier = ride.carrier ?? null;
  const showCarrier = carrier !== null || (badge !== "past" && badge !== "cancelled");
  // The plate and the permit's end reach only the ride's members (`vendor`), as on the ride page.
  const plate = ride.vendor?.plate;
  const permitExpires = ride.vendor?.permitExpires;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      data-ride-id={ride.id}
      data-past={badge === "past" || undefined}
      dimmed={badge === "past" || badge === "cancelled"}
      className="flex flex-col"
    >
      <div className="flex items-start justify-between gap-3 p-4 pb-2 sm:p-5 sm:pb-2">
        <Heading id={titleId} className="text-base leading-6 font-semibold">
          <Link
            href={`/rides/${ride.id}`}
            className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {directionTitle(i18n, ride.direction)}
          </Link>
        </Heading>
        <Badge variant={BADGE_VARIANTS[badge]} className="shrink-0">
          {rideBadgeLabel(i18n, badge)}
        </Badge>
      </div>
      <dl className="flex-1 space-y-1.5 px-4 pb-4 text-sm sm:px-5">
        <RideDetailRow icon={UserRound} label={i18n._("app.card.organizer")}>
          {organizerName(i18n, ride)}
        </RideDetailRow>
        <RideDetailRow icon={CalendarClock} label={i18n._("app.card.date")}>
          <time dateTime={ride.date}>{formatRideDate(ride.date, locale)}</time>
        </RideDetailRow>
        <RideDetailRow
          icon={MapPin}
          label={i18n._("app.card.location")}
          multiline
          valueClassName="line-clamp-2 whitespace-pre-line"
        >
          {cardLocationText(i18n, ride)}
        </RideDetailRow>
        <RideDetailRow icon={Users} label={i18n._("app.card.passengers")}>
          {i18n._("app.card.seats", { current: ride.currentPassengers, max: ride.maxPassengers })}
        </RideDetailRow>
        {showCarrier ? (
          <RideDetailRow
            icon={CarTaxiFront}
            label={i18n._("app.carrier.label")}
            multiline
            valueClassName="space-y-0.5"
          >
            <span className="block" data-testid="card-carrier">
              {carrier ? carrierText(i18n, carrier) : i18n._("app.carrier.none_yet")}
            </span>
            {carrier && plate && permitExpires ? (
              <span className="block text-xs text-muted-foreground" data-testid="card-plate">
                {i18n._("app.carrier.plate_permit", { plate, date: permitExpires })}
              </span>
            ) : null}
          </RideDetailRow>
        ) : null}
        {price ? (
          <div className="pt-1">
            <dt className="sr-only">{i18n._("app.card.cost")}</dt>
            <dd className="font-medium" data-testid="card-share">
              {price.label}: {price.amount}
              {price.each ? ` (${price.each})` : null}
            </dd>
            {price.note ? <dd className="text-xs text-muted-foreground">{price.note}</dd> : null}
            {stops ? <dd className="text-xs text-muted-foreground">{stops}</dd> : null}
          </div>
        ) : null}
      </dl>
      {actions || receipt ? (
        <div className="flex flex-wrap gap-2 border-t border-border px-4 py-3 sm:px-5">
          {actions}
          {receipt ? (
            <Link
              href={`/rides/${ride.id}/receipt`}
              className="inline-flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline"
            >
              <ReceiptText aria-hidden="true" className="size-4" />
              {i18n._("app.card.receipt")}
            </Link>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
