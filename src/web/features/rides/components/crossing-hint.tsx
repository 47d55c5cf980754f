import { clsx } from "clsx";
import { Clock } from "lucide-react";
import type { Direction } from "../../../../domain/ride/ride.ts";
import { formatShortRideDate } from "../../../../domain/shared/dates.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useCrossingPlan } from "../api/get-crossing-plan.ts";

interface CrossingHintProps {
  direction: Direction;
  /** The departure as an ISO moment; null while the form holds no valid date. */
  at: string | null;
  /** Offered on the create and edit forms: take the better hour the planner suggests. */
  onUseBetter?: (at: string) => void;
}

/**
 * How long the border usually takes at the chosen departure, labelled typical (never live), with
 * a warning and a better hour nearby at the worst times. Silent while loading or on failure: it
 * is advice, and the ride works without it.
 */
export function CrossingHint({ direction, at, onUseBetter }: CrossingHintProps) {
  const t = useT();
  const locale = useLocale();
  const { data: plan } = useCrossingPlan(direction, at);
  if (!plan) return null;
  const { advice } = plan;
  const worst = advice.level === "worst";
  return (
    <div
      data-testid="crossing-hint"
      className={clsx(
        "flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm",
        worst
          ? "border-destructive-soft-border bg-destructive-soft text-destructive-soft-foreground"
          : "border-border bg-muted text-foreground",
      )}
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        {worst && <p className="font-medium">{t("ride.crossing.worst")}</p>}
        <p>
          {t("ride.crossing.typical", {
            checkpoint: plan.checkpoint,
            minutes: plan.typicalMinutes,
            p90: plan.p90Minutes,
          })}
        </p>
        {plan.holiday && <p>{t("ride.crossing.holiday", { holiday: plan.holiday })}</p>}
        {advice.betterAt && advice.betterMinutes !== null && (
          <p>
            {t("ride.crossing.better", {
              time: formatShortRideDate(advice.betterAt, locale),
              minutes: advice.betterMinutes,
            })}
            {onUseBetter && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="ms-2"
                onClick={() => onUseBetter(advice.betterAt as string)}
              >
                {t("ride.crossing.use_better")}
              </Button>
            )}
          </p>
        )}
        <p className={clsx("text-xs", !worst && "text-muted-foreground")}>
          {t("ride.crossing.not_live")}
        </p>
        {plan.live
          .filter((live) => live.direction === direction)
          .map((live) => (
            <p key={live.checkpoint} data-testid="crossing-live">
              {t("ride.crossing.live", { minutes: live.minutes, checkpoint: live.checkpoint })}
            </p>
          ))}
      </div>
    </div>
  );
}
