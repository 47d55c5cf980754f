import { Car, MapPinCheck, Timer } from "lucide-react";
import { LATE_MINUTES } from "../../../../domain/message/message.ts";
import type { Passenger } from "../../../../domain/passenger/passenger-schemas.ts";
import { formatClock } from "../../../../domain/shared/dates.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useCheckin } from "../api/day-of-travel.ts";

/**
 * A seated passenger's check-in on the day: "I'm here", or running late by 5, 10 or 15 minutes
 * (the quick messages' choices). Once they are here or boarded, the state replaces the buttons.
 */
export function CheckinControls({
  rideId,
  current,
  boarded,
}: {
  rideId: number;
  current: Passenger["checkin"];
  boarded: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const checkin = useCheckin(rideId);
  const headingId = `checkin-${rideId}-title`;
  const checkedIn = current?.state === "here" ? current : null;
  if (boarded || checkedIn) {
    return (
      <div
        className="space-y-1 rounded-lg bg-muted/60 p-3 text-sm font-medium"
        data-testid="checked-in"
      >
        {checkedIn ? (
          <p className="flex items-center gap-2">
            <MapPinCheck aria-hidden="true" className="size-4 shrink-0" />
            {t("ride.plan.checked_in_at", { time: formatClock(checkedIn.at, locale) })}
          </p>
        ) : null}
        {boarded ? (
          <p className="flex items-center gap-2">
            <Car aria-hidden="true" className="size-4 shrink-0" />
            {t("ride.plan.you_boarded")}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-lg bg-muted/60 p-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {t("ride.plan.checkin_title")}
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          disabled={checkin.isPending}
          onClick={() => checkin.mutate({ state: "here" })}
        >
          <MapPinCheck aria-hidden="true" />
          {t("ride.plan.im_here")}
        </Button>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 flex items-center gap-1 text-sm">
          <Timer aria-hidden="true" className="size-4 text-muted-foreground" />
          {t("ride.plan.running_late")}
        </legend>
        {LATE_MINUTES.map((minutes) => {
          const pressed = current?.state === "late" && current.minutes === minutes;
          return (
            <Button
              key={minutes}
              size="sm"
              variant={pressed ? "primary" : "outline"}
              aria-pressed={pressed}
              disabled={checkin.isPending}
              onClick={() => checkin.mutate({ state: "late", minutes })}
            >
              {t("ride.plan.late_chip", { minutes })}
            </Button>
          );
        })}
      </fieldset>
    </section>
  );
}
