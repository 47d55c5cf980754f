import { useState } from "react";
import { CHECKPOINTS, type Checkpoint } from "../../../../domain/planner/border-profile.ts";
import { formatClock } from "../../../../domain/shared/dates.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useCrossing, useCrossingTap } from "../api/driver-writes.ts";

/**
 * "At the checkpoint", then "Cleared" (issue 39): the taps the server holds, read again after a
 * reload, and only the next one offered, at the checkpoint the car arrived at.
 */
export function CrossingTaps({ rideId }: { rideId: number }) {
  const t = useT();
  const locale = useLocale();
  const [chosen, setChosen] = useState<Checkpoint>("Tuas");
  const { data: crossing } = useCrossing(rideId);
  const tap = useCrossingTap(rideId);
  // Nothing is offered until the server said what it holds: a tap again would move its time.
  const next =
    crossing === undefined || crossing?.clearedAt
      ? null
      : crossing?.arrivedAt
        ? "cleared"
        : "arrived";

  return (
    <fieldset className="space-y-2" data-testid="crossing-taps">
      <legend className="text-sm font-medium">{t("ride.live.crossing_title")}</legend>
      {crossing?.arrivedAt ? (
        <p className="text-sm text-muted-foreground">
          {t("ride.live.arrived_at", {
            checkpoint: crossing.checkpoint,
            time: formatClock(crossing.arrivedAt, locale),
          })}
        </p>
      ) : null}
      {crossing?.clearedAt ? (
        <p className="text-sm text-muted-foreground">
          {t("ride.live.cleared_at", {
            checkpoint: crossing.checkpoint,
            time: formatClock(crossing.clearedAt, locale),
          })}
        </p>
      ) : null}
      {next === "arrived" ? (
        <>
          <div className="flex flex-wrap gap-2">
            {CHECKPOINTS.map((name) => (
              <Button
                key={name}
                size="sm"
                variant={chosen === name ? "primary" : "outline"}
                aria-pressed={chosen === name}
                onClick={() => setChosen(name)}
              >
                {name}
              </Button>
            ))}
          </div>
          <Button
            variant="outline"
            disabled={tap.isPending}
            onClick={() => tap.mutate({ event: "arrived", checkpoint: chosen })}
          >
            {t("ride.live.at_checkpoint")}
          </Button>
        </>
      ) : null}
      {next === "cleared" && crossing ? (
        <Button
          variant="outline"
          disabled={tap.isPending}
          onClick={() => tap.mutate({ event: "cleared", checkpoint: crossing.checkpoint })}
        >
          {t("ride.live.cleared")}
        </Button>
      ) : null}
    </fieldset>
  );
}
