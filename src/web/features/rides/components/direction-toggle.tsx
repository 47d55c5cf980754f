import { clsx } from "clsx";
import { DIRECTIONS, type Direction, directionTitle } from "../../../../domain/ride/ride.ts";

/** The two direction buttons of the ride form; the pressed one is the ride's direction. */
export function DirectionToggle({
  value,
  onChange,
}: {
  value: Direction;
  onChange: (direction: Direction) => void;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm leading-5 font-medium">Direction</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {DIRECTIONS.map((direction) => {
          const pressed = value === direction;
          return (
            <button
              key={direction}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(direction)}
              className={clsx(
                "flex min-h-12 items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium",
                "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                pressed
                  ? "border-primary bg-primary text-primary-foreground shadow-sm"
                  : "border-input bg-card text-foreground hover:bg-muted",
              )}
            >
              {directionTitle(direction)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
