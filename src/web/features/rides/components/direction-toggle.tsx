import { useLingui } from "@lingui/react";
import { clsx } from "clsx";
import { DIRECTIONS, type Direction, directionTitle } from "../../../../domain/ride/ride.ts";
import { translate, useT } from "../../../lib/i18n.ts";

/**
 * The two direction buttons of the ride form; the pressed one is the ride's direction. With a
 * `fixedReason` (an edit rule's refusal) the direction cannot change: the other button is
 * disabled and the reason shown.
 */
export function DirectionToggle({
  value,
  onChange,
  fixedReason = null,
}: {
  value: Direction;
  onChange: (direction: Direction) => void;
  fixedReason?: string | null;
}) {
  const { i18n } = useLingui();
  const t = useT();
  const reasonId = "ride-direction-fixed";
  return (
    <fieldset className="space-y-1.5" aria-describedby={fixedReason ? reasonId : undefined}>
      <legend className="text-sm leading-5 font-medium">{t("form.ride.direction_label")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {DIRECTIONS.map((direction) => {
          const pressed = value === direction;
          const disabled = fixedReason !== null && !pressed;
          return (
            <button
              key={direction}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onChange(direction)}
              className={clsx(
                "flex min-h-12 items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium",
                "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                "disabled:cursor-not-allowed disabled:opacity-50",
                pressed
                  ? "border-primary bg-primary text-primary-foreground shadow-sm"
                  : "border-input bg-card text-foreground enabled:hover:bg-muted",
              )}
            >
              {directionTitle(i18n, direction)}
            </button>
          );
        })}
      </div>
      {fixedReason ? (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {translate(fixedReason)}
        </p>
      ) : null}
    </fieldset>
  );
}
