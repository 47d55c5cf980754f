import { Car } from "lucide-react";
import type { ReactNode } from "react";
import { formatClock } from "../../../../domain/shared/dates.ts";
import { haversineKm } from "../../../../domain/trip/arrival.ts";
import { placeOf } from "../../../../domain/trip/stops-ahead.ts";
import type { PositionRead } from "../../../../domain/trip/trip-schemas.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useCarPosition } from "../api/car-position.ts";

interface CarPositionCardProps {
  rideId: number;
  /** The reader's own stop, when they have one: the line says how far the car is from it. */
  ownStop: string | null;
  /** The ride's map with the car on it, drawn by the page (null without map tiles). */
  map?: (position: PositionRead) => ReactNode;
}

/** The stop the plain line is about: the reader's own while ahead, else the next one. */
function focusOf(position: PositionRead, ownStop: string | null) {
  return position.etas.find((eta) => eta.location === ownStop) ?? position.etas[0] ?? null;
}

/**
 * Where the ride's car is on the day, for its people: the map, a plain line ("about 2.3 km away,
 * about 8 min") that needs no map, and about how long to each stop still ahead.
 */
export function CarPositionCard({ rideId, ownStop, map }: CarPositionCardProps) {
  const t = useT();
  const locale = useLocale();
  const { data: position } = useCarPosition(rideId, true);
  if (position === undefined) return null;
  const focus = position ? focusOf(position, ownStop) : null;
  const point = focus ? placeOf(focus.location) : null;
  const km =
    position && point ? haversineKm({ lat: position.lat, lon: position.lng }, point) : null;
  return (
    <Card aria-labelledby="car-position-title" data-testid="car-position">
      <CardHeader>
        <CardTitle id="car-position-title" className="flex items-center gap-2">
          <Car aria-hidden="true" className="size-5" />
          {t("ride.live.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {position === null ? (
          <p className="text-sm text-muted-foreground">{t("ride.live.none")}</p>
        ) : (
          <>
            {map?.(position)}
            {focus && focus.minutes !== null ? (
              <p className="font-medium" data-testid="car-distance">
                {km === null
                  ? t("ride.live.minutes_away", {
                      location: focus.location,
                      minutes: focus.minutes,
                    })
                  : t("ride.live.away", {
                      location: focus.location,
                      km: km.toFixed(1),
                      minutes: focus.minutes,
                    })}
              </p>
            ) : null}
            <ol className="space-y-1 text-sm" data-testid="car-etas">
              {position.etas.map((eta) => (
                <li key={eta.stop} className="flex justify-between gap-3">
                  <span>{t("ride.live.stop", { stop: eta.stop, location: eta.location })}</span>
                  <span className="shrink-0 text-muted-foreground">
                    {eta.minutes === null
                      ? t("ride.live.no_estimate")
                      : t("ride.live.about_minutes", { minutes: eta.minutes })}
                  </span>
                </li>
              ))}
            </ol>
            <p className="text-xs text-muted-foreground">
              {t("ride.live.seen", { time: formatClock(position.at, locale) })}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
