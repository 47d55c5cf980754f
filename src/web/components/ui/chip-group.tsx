import { clsx } from "clsx";
import { useEffect, useId, useRef, useState } from "react";

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

/** Which ends of a sideways-scrolling row hide chips, so the row can fade there. */
function useHiddenEnds() {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      const left = Math.abs(row.scrollLeft);
      const hidden = row.scrollWidth - row.clientWidth;
      setEnds({ start: left > 1, end: hidden - left > 1 });
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    row.addEventListener("scroll", measure, { passive: true });
    return () => {
      resized.disconnect();
      row.removeEventListener("scroll", measure);
    };
  }, []);
  return { ref, ends };
}

const FADES = {
  start: "[mask-image:linear-gradient(to_right,transparent,#000_2.5rem)]",
  end: "[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)]",
  both: "[mask-image:linear-gradient(to_right,transparent,#000_2.5rem,#000_calc(100%-2.5rem),transparent)]",
};

/**
 * A row of chips that behaves as one radio group: Tab reaches the chosen chip, the arrow keys
 * move between them. Scrolls sideways when the chips do not fit, fading at an end that hides
 * more chips, so a phone shows there is more than the screen holds.
 */
export function ChipGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  options: ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  const name = useId();
  const { ref, ends } = useHiddenEnds();
  const fade = ends.start && ends.end ? "both" : ends.start ? "start" : ends.end ? "end" : null;
  return (
    <fieldset className={clsx("min-w-0", className)}>
      <legend className="sr-only">{legend}</legend>
      <div
        ref={ref}
        data-fade={fade ?? undefined}
        className={clsx(
          "-mx-1 flex gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:none]",
          fade && FADES[fade],
        )}
      >
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={clsx(
                "relative shrink-0 cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap",
                "transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-input bg-card text-foreground hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
